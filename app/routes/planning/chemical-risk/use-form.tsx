import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { AMOUNT_UNITS } from "../../../../server/domain/chemical-enumerations";
import { USE_FREQUENCIES } from "../../../../server/domain/exposure-facts";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { stepIn } from "~/register/step-words";
import { CmrBadge, EXPOSURES, ProductFactsList, type ProductFacts, type ScaleWords } from "./product-facts";
import type { ProductUse } from "./product-uses";

type UseValues = Record<
  | "associationId"
  | "useId"
  | "lastModifiedDate"
  | "quantity"
  | "unit"
  | "frequency"
  | "durationMinutes"
  | "protectiveEquipment"
  | "likelihood"
  | "severity"
  | "substitutionConsidered"
  | (typeof EXPOSURES)[number],
  string
>;

/**
 * The form that assesses a product's use, new or changed: the product's hazard statements and the
 * protective equipment its precautionary statements name stand above the scores they inform.
 */
export function UseForm({
  path,
  product,
  use,
  scale,
  lastResult,
}: {
  path: string;
  product: { id: number; name: string } & ProductFacts;
  use: ProductUse | null;
  scale: ScaleWords;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const defaults: Partial<UseValues> = use
    ? {
        quantity: use.quantity === null ? "" : String(use.quantity),
        unit: use.unit ?? "",
        frequency: use.frequency,
        durationMinutes: use.durationMinutes === null ? "" : String(use.durationMinutes),
        protectiveEquipment: use.protectiveEquipment ?? "",
        likelihood: String(use.likelihood),
        severity: String(use.severity),
        substitutionConsidered: use.substitutionConsidered ?? "",
        ...Object.fromEntries(EXPOSURES.map((route) => [route, use[route] ? "on" : ""])),
      }
    : {};
  const [form, fields] = formState<UseValues>({ id: "use-form", lastResult, defaultValue: defaults });
  const text = (key: string) => t(`workProcesses.uses.${key}`);
  const cmr = product.cmrCodes.length > 0;
  return (
    <Form
      method="post"
      action={use ? `${path}?use=${use.id}` : `${path}?add=${product.id}`}
      className="space-y-4 border-t border-slate-200 pt-4"
      {...form.props}
    >
      <h3 className="font-semibold">
        {use ? t("workProcesses.uses.editOf", { name: product.name }) : `${text("add")}: ${product.name}`}
        {cmr ? (
          <>
            {" "}
            <CmrBadge />
          </>
        ) : null}
      </h3>
      <input type="hidden" name="intent" value={use ? "updateUse" : "addUse"} />
      {use ? (
        <>
          <input type="hidden" name="useId" value={use.id} />
          <input type="hidden" name="lastModifiedDate" value={use.lastModifiedDate} />
        </>
      ) : (
        <input type="hidden" name="associationId" value={product.id} />
      )}
      <FormErrors form={form} />
      <ProductFactsList facts={product} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{text("exposure")}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {EXPOSURES.map((route) => (
            <div key={route} className="flex items-center gap-2 text-sm">
              <input
                id={fields[route].id}
                type="checkbox"
                name={fields[route].name}
                defaultChecked={fields[route].initialValue === "on"}
              />
              <label htmlFor={fields[route].id}>{text(route)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.quantity} label={text("quantity")} inputMode="decimal" />
        <SelectField field={fields.unit} label={text("unit")}>
          <option value="">{text("noUnit")}</option>
          {AMOUNT_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`workProcesses.uses.units.${unit}`)}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.frequency} label={text("frequency")} required>
          <option value="">{text("chooseFrequency")}</option>
          {USE_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`workProcesses.uses.frequencyOptions.${frequency}`)}
            </option>
          ))}
        </SelectField>
        <TextField field={fields.durationMinutes} label={text("durationMinutes")} inputMode="numeric" />
      </div>
      <TextAreaField field={fields.protectiveEquipment} label={text("protectiveEquipment")} rows={2} />
      <p className="text-sm text-slate-700">{text("scoreHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(["likelihood", "severity"] as const).map((name) => (
          <SelectField key={name} field={fields[name]} label={text(name)} required>
            <option value="">{text(name === "likelihood" ? "chooseLikelihood" : "chooseSeverity")}</option>
            {scale[name].map((_, index) => (
              <option key={index} value={index + 1}>
                {stepIn(scale[name], index + 1)}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <TextAreaField
        field={fields.substitutionConsidered}
        label={text("substitutionConsidered")}
        hint={cmr ? text("cmrHint") : undefined}
        rows={3}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton>{use ? text("save") : text("add")}</SubmitButton>
        <Link to={path} className="button-secondary">
          {text("cancel")}
        </Link>
      </div>
    </Form>
  );
}

/** The first step of adding a product without script: choose it (GET `?add=`), then assess its use. */
export function ProductChooser({ path, choices }: { path: string; choices: { id: number; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={path} className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold">{t("workProcesses.uses.add")}</h3>
      <div>
        <label htmlFor="add-product" className="block text-sm font-medium text-slate-800">
          {t("workProcesses.uses.product")}
        </label>
        <select id="add-product" name="add" className="input" required>
          <option value="">{t("workProcesses.uses.chooseProduct")}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-primary">
        {t("workProcesses.uses.next")}
      </button>
    </Form>
  );
}
