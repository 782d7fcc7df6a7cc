import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { FieldErrors, TextAreaField } from "~/components/form/field";
import { rowFieldName } from "~/components/form/form-rows";
import { fieldProps, formState, type FieldState, type FormState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { translateError } from "~/lib/error-message";
import { handlerPath, statementPath } from "./paths";
import { MONTH_TAKEN, type LineValues, type StatementRow } from "./registration-rows";

export const REGISTRATION_FORM_ID = "waste-registration-form";

type Values = { month: string; note: string; lastModifiedDate: string; lines: (LineValues | null)[] };

/** The statement whose month it is, where the error is the month's being taken. */
function takenBy(error: string) {
  if (!error.startsWith(`${MONTH_TAKEN}|`)) return null;
  try {
    const { id } = JSON.parse(error.slice(MONTH_TAKEN.length + 1)) as { id?: unknown };
    return typeof id === "number" ? id : null;
  } catch {
    return null;
  }
}

/** The form's own errors; a month already registered links to its statement. */
function StatementErrors({ form, handlerId }: { form: FormState; handlerId: number }) {
  const { t } = useTranslation();
  if (!form.errors?.length) return <div id={form.errorId} />;
  return (
    <div id={form.errorId} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
      {form.errors.map((error) => {
        const first = takenBy(error);
        return (
          <p key={error}>
            {first === null ? (
              translateError(t, error)
            ) : (
              <>
                {t(MONTH_TAKEN)}{" "}
                <Link to={statementPath(handlerId, first)} className="font-medium underline">
                  {t("waste.registrations.openFirst")}
                </Link>
              </>
            )}
          </p>
        );
      })}
    </div>
  );
}

/** The month as a month input; a browser without one shows a text field, so the hint gives the form. */
function MonthField({ field, max }: { field: FieldState; max: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
        {t("waste.registrations.month")}
      </label>
      <p id={field.descriptionId} className="text-xs text-slate-600">
        {t("waste.registrations.monthHint")}
      </p>
      <input
        type="month"
        {...fieldProps(field, true)}
        max={max}
        required
        autoComplete="off"
        placeholder="yyyy-mm"
        className="input mt-1 sm:w-56"
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** One arrangement: what it is, its quantity in its unit, and whether that quantity is estimated. */
function StatementLine({
  row,
  values,
  field,
}: {
  row: StatementRow;
  values: LineValues;
  field: (name: keyof LineValues) => FieldState;
}) {
  const { t } = useTranslation();
  const [quantity, arrangement] = [field("quantity"), field("arrangementId")];
  const nameId = `${quantity.id}-name`;
  const errors = [...(quantity.errors ?? []), ...(arrangement.errors ?? [])];
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_13rem_9rem] sm:items-start"
    >
      <input type="hidden" name={arrangement.name} value={row.arrangementId} />
      <div className="min-w-0">
        <p id={nameId} className="font-medium wrap-anywhere text-slate-900">
          {row.fractionName}
          {row.ended ? (
            <span className="ml-2 text-sm font-normal text-slate-600">({t("waste.registrations.ended")})</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          <span className="whitespace-nowrap tabular-nums">{row.code}</span>{" "}
          <span lang={row.typeLanguage}>{row.typeName}</span>
        </p>
        {row.convertsToTonnes ? null : <p className="text-xs text-slate-600">{t("waste.registrations.notInTonnes")}</p>}
      </div>
      <div>
        <label htmlFor={quantity.id} className="block text-sm font-medium text-slate-800">
          {t("waste.registrations.quantityIn", { unit: t(`waste.units.${row.unit}`) })}
        </label>
        <input
          {...fieldProps({ ...quantity, errors }, false)}
          defaultValue={values.quantity ?? ""}
          inputMode="decimal"
          autoComplete="off"
          className="input mt-1"
        />
        <FieldErrors id={quantity.errorId} errors={errors} />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:mt-7">
        <input type="checkbox" name={field("estimated").name} defaultChecked={values.estimated === "on"} />
        {t("waste.registrations.estimated")}
      </label>
    </div>
  );
}

/**
 * A handler's statement for one month as one plain form: the month, a line per arrangement (empty
 * where it took none), a note. It works the same without script.
 */
export function RegistrationForm({
  handlerId,
  rows,
  defaults,
  version,
  lastMonth,
  lastResult,
}: {
  handlerId: number;
  rows: StatementRow[];
  defaults: Partial<Values>;
  version?: string;
  lastMonth: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({ id: REGISTRATION_FORM_ID, lastResult, defaultValue: defaults });
  const sent = (fields.lines.initialValue as (LineValues | null)[] | undefined) ?? [];
  const field = (index: number, name: keyof LineValues) => fields[rowFieldName("lines", index, name) as keyof Values];
  const hintId = `${REGISTRATION_FORM_ID}-lines-hint`;
  return (
    <Form method="post" className="space-y-6" {...form.props}>
      {version ? <input type="hidden" name="lastModifiedDate" value={version} /> : null}
      <StatementErrors form={form} handlerId={handlerId} />
      <div className="card">
        <MonthField field={fields.month} max={lastMonth} />
      </div>
      <section className="card" aria-labelledby={`${REGISTRATION_FORM_ID}-lines`} aria-describedby={hintId}>
        <h2 id={`${REGISTRATION_FORM_ID}-lines`} className="text-base font-semibold text-slate-900">
          {t("waste.registrations.lines")}
        </h2>
        <p id={hintId} className="text-sm text-slate-600">
          {t("waste.registrations.linesHint")}
        </p>
        {rows.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            {t("waste.registrations.noArrangements")}{" "}
            <Link to={handlerPath(handlerId)} className="link">
              {t("waste.registrations.toHandler")}
            </Link>
          </p>
        ) : (
          <div className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <StatementLine
                key={row.arrangementId}
                row={row}
                values={sent[index] ?? {}}
                field={(name) => field(index, name)}
              />
            ))}
          </div>
        )}
        <FieldErrors id={fields.lines.errorId} errors={fields.lines.errors} />
      </section>
      <div className="card">
        <TextAreaField field={fields.note} label={t("waste.registrations.note")} rows={2} />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
        <Link to={handlerPath(handlerId)} className="button-secondary">
          {t("page.cancel")}
        </Link>
      </div>
    </Form>
  );
}
