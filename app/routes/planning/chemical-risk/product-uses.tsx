import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { RiskLevel } from "../../../../server/domain/risks";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { StatementCodes } from "~/components/chemicals/statement-list";
import { SubmitButton } from "~/components/form/submit-button";
import { DetailList } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatQuantity } from "~/lib/format";
import { RiskLevelBadge } from "../risk-assessment/risk-level";

type Statement = { code: string; statement: string };
export type ProductFacts = { hazards: Statement[]; cmrCodes: string[]; suggested: Statement[] };
export type ProductUse = {
  id: number;
  product: { id: number; name: string };
  exposureInhalation: boolean;
  exposureSkin: boolean;
  exposureEyes: boolean;
  quantity: number | null;
  unit: string | null;
  frequency: string;
  durationMinutes: number | null;
  protectiveEquipment: string | null;
  likelihood: number;
  severity: number;
  substitutionConsidered: string | null;
  level: RiskLevel;
  lastModifiedDate: string;
  facts: ProductFacts;
};

const EXPOSURES = ["exposureInhalation", "exposureSkin", "exposureEyes"] as const;
const FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "RARELY"] as const;
const UNITS = ["KILOGRAM", "GRAM", "TONNE", "LITRE", "MILLILITRE", "CUBIC_METRE", "PIECE"] as const;
const STEPS = [1, 2, 3, 4, 5] as const;

export function CmrBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
      {t("workProcesses.uses.cmr")}
    </span>
  );
}

/** A product's hazard statements and the protective equipment its precautionary statements name. */
export function ProductFactsList({ facts }: { facts: ProductFacts }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <div>
        <h4 className="text-sm font-semibold">{t("workProcesses.uses.hazards")}</h4>
        {facts.hazards.length ? (
          <StatementCodes statements={facts.hazards} marked={facts.cmrCodes} mark={<CmrBadge />} />
        ) : (
          <p className="text-sm text-slate-600">{t("workProcesses.uses.noHazards")}</p>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold">{t("workProcesses.uses.suggested")}</h4>
        {facts.suggested.length ? (
          <StatementCodes statements={facts.suggested} />
        ) : (
          <p className="text-sm text-slate-600">{t("workProcesses.uses.noSuggestion")}</p>
        )}
      </div>
    </div>
  );
}

/** One product's use: the exposure, the chosen protective equipment, the scores, and for an editor its edit and removal. */
function UseCard({ use, path, editable }: { use: ProductUse; path: string; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const exposures = EXPOSURES.filter((route) => use[route]).map((route) => t(`workProcesses.uses.${route}`));
  const quantity =
    use.quantity === null
      ? null
      : `${formatQuantity(use.quantity, i18n.language)} ${use.unit ? t(`workProcesses.uses.units.${use.unit}`) : ""}`;
  return (
    <li className="space-y-3 py-4" id={`use-${use.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">
          <Link to={`/chemicals/my-chemicals/${use.product.id}`} className="link">
            {use.product.name}
          </Link>
        </h3>
        {use.facts.cmrCodes.length ? <CmrBadge /> : null}
        <RiskLevelBadge level={use.level} likelihood={use.likelihood} severity={use.severity} />
      </div>
      <DetailList
        items={[
          { label: t("workProcesses.uses.exposure"), value: exposures.join(", ") || null },
          { label: t("workProcesses.uses.quantity"), value: quantity },
          {
            label: t("workProcesses.uses.frequency"),
            value: t(`workProcesses.uses.frequencyOptions.${use.frequency}`),
          },
          {
            label: t("workProcesses.uses.durationMinutes"),
            value:
              use.durationMinutes === null ? null : t("workProcesses.uses.minutes", { count: use.durationMinutes }),
          },
          { label: t("workProcesses.uses.protectiveEquipment"), value: use.protectiveEquipment },
          {
            label: t("workProcesses.uses.likelihood"),
            value: `${use.likelihood} · ${t(`workProcesses.uses.likelihoodOptions.${use.likelihood}`)}`,
          },
          {
            label: t("workProcesses.uses.severity"),
            value: `${use.severity} · ${t(`workProcesses.uses.severityOptions.${use.severity}`)}`,
          },
          ...(use.facts.cmrCodes.length || use.substitutionConsidered
            ? [{ label: t("workProcesses.uses.substitutionConsidered"), value: use.substitutionConsidered }]
            : []),
        ]}
      />
      <ProductFactsList facts={use.facts} />
      {editable ? (
        <div className="flex flex-wrap gap-2">
          <Link to={`${path}?use=${use.id}#use-form`} className="button-secondary text-sm">
            {t("workProcesses.uses.editOf", { name: use.product.name })}
          </Link>
          <Form method="post" action={path}>
            <input type="hidden" name="intent" value="removeUse" />
            <input type="hidden" name="useId" value={use.id} />
            <button type="submit" className="button-secondary text-sm">
              {t("workProcesses.uses.remove", { name: use.product.name })}
            </button>
          </Form>
        </div>
      ) : null}
    </li>
  );
}

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
function UseForm({
  path,
  product,
  use,
  lastResult,
}: {
  path: string;
  product: { id: number; name: string } & ProductFacts;
  use: ProductUse | null;
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
          {UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`workProcesses.uses.units.${unit}`)}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.frequency} label={text("frequency")} required>
          <option value="">{text("chooseFrequency")}</option>
          {FREQUENCIES.map((frequency) => (
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
            {STEPS.map((step) => (
              <option key={step} value={step}>
                {step} · {t(`workProcesses.uses.${name}Options.${step}`)}
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
function ProductChooser({ path, choices }: { path: string; choices: { id: number; label: string }[] }) {
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

/** The products used in the work process, each assessed; for an editor the forms to add, change and take one off. */
export function ProductUses({
  path,
  uses,
  editable,
  choices,
  adding,
  editing,
  lastResult,
}: {
  path: string;
  uses: ProductUse[];
  editable: boolean;
  choices: { id: number; label: string }[];
  adding: ({ id: number; name: string } & ProductFacts) | null;
  editing: number | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const edited = uses.find((use) => use.id === editing) ?? null;
  return (
    <section className="card min-w-0 space-y-2" aria-labelledby="uses-heading">
      <h2 id="uses-heading" className="text-lg font-semibold">
        {t("workProcesses.uses.heading")}
      </h2>
      {uses.length ? (
        <ul className="divide-y divide-slate-200">
          {uses.map((use) => (
            <UseCard key={use.id} use={use} path={path} editable={editable} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t("workProcesses.uses.none")}</p>
      )}
      {editable && edited ? (
        <UseForm
          key={`use-${edited.id}`}
          path={path}
          product={{ ...edited.facts, ...edited.product }}
          use={edited}
          lastResult={lastResult}
        />
      ) : editable && adding ? (
        <UseForm key={`add-${adding.id}`} path={path} product={adding} use={null} lastResult={lastResult} />
      ) : editable && choices.length ? (
        <ProductChooser path={path} choices={choices} />
      ) : editable ? (
        <p className="text-sm text-slate-600">
          {uses.length ? t("workProcesses.uses.noneToAdd") : t("workProcesses.uses.noProducts")}
        </p>
      ) : null}
    </section>
  );
}
