import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { Meter, MeterReading } from "~/api/types";
import { FieldErrors, FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState, type FieldState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatQuantity } from "~/lib/format";
import { COUNTER_EVENTS } from "./counter-events";
import type { readingUpdateSchema } from "./reading-form.server";

export const READING_FORM_ID = "reading-form";

const typed = (value: number | null) => (value === null ? "" : String(value));

function defaults(meter: Meter, today: string, reading?: MeterReading) {
  if (!reading) return { performedAt: today, unit: meter.units[0], counterEvent: "none" };
  return {
    performedAt: reading.performedAt.toISOString().slice(0, 10),
    value: String(reading.value),
    unit: reading.unit,
    estimated: reading.estimated ? "on" : undefined,
    comment: reading.comment ?? "",
    counterEvent: reading.rollover ? "rollover" : reading.newCounter ? "newCounter" : "none",
    replacedCounterFinal: typed(reading.replacedCounterFinal),
    newCounterStart: typed(reading.newCounterStart),
    confirmUnusual: reading.unusual ? "on" : undefined,
  };
}

const UNUSUAL = "validation.server.unusual_consumption";

/** What the value is held against: the latest reading for a new one, and how a period meter's series starts. */
function ValueContext({ meter, reading }: { meter: Meter; reading?: MeterReading }) {
  const { t, i18n } = useTranslation();
  if (reading) return null;
  const latest = meter.latestReading;
  if (latest) {
    return (
      <p className="text-sm text-slate-700">
        {t("meterReadings.latest", {
          value: formatQuantity(latest.value, i18n.language, 3),
          unit: latest.unit,
          date: formatDate(latest.performedAt, i18n.language),
        })}
      </p>
    );
  }
  return meter.cumulative || meter.frequency === "P0D" ? null : (
    <p className="text-sm text-slate-700">{t("meterReadings.periodSeriesStart")}</p>
  );
}

/** What happened to a counter since the reading before; a rollover only where its digits say where it wraps. */
function CounterEvents({
  meter,
  fields,
}: {
  meter: Meter;
  fields: Record<"counterEvent" | "replacedCounterFinal" | "newCounterStart", FieldState>;
}) {
  const { t, i18n } = useTranslation();
  const event = String(fields.counterEvent.initialValue ?? "none");
  const largest = meter.counterDigits ? 10 ** meter.counterDigits - 1 : null;
  const offered = COUNTER_EVENTS.filter((option) => option !== "rollover" || largest !== null || event === option);
  return (
    <fieldset className="space-y-2 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t("meterReadings.counterEvent")}</legend>
      {offered.map((option) => (
        <label key={option} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={fields.counterEvent.name}
            value={option}
            defaultChecked={event === option}
            className="mt-1"
          />
          <span>
            {option === "rollover" && largest !== null
              ? t("meterReadings.counterEvents.rolloverPast", { largest: formatQuantity(largest, i18n.language, 0) })
              : t(`meterReadings.counterEvents.${option}`)}
          </span>
        </label>
      ))}
      {largest === null ? <p className="text-sm text-slate-600">{t("meterReadings.rolloverNeedsDigits")}</p> : null}
      <FieldErrors id={fields.counterEvent.errorId} errors={fields.counterEvent.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields.replacedCounterFinal}
          label={t("meterReadings.replacedCounterFinal")}
          hint={t("meterReadings.replacedCounterFinalHint")}
          inputMode="decimal"
        />
        <TextField
          field={fields.newCounterStart}
          label={t("meterReadings.newCounterStart")}
          hint={t("meterReadings.newCounterStartHint")}
          inputMode="decimal"
        />
      </div>
    </fieldset>
  );
}

/** A reading's fields; a counter's reading also tells whether the counter started again. */
export function ReadingForm({
  meter,
  reading,
  today,
  lastResult,
}: {
  meter: Meter;
  reading?: MeterReading;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof readingUpdateSchema>>({
    id: READING_FORM_ID,
    lastResult,
    defaultValue: defaults(meter, today, reading) as Partial<z.input<typeof readingUpdateSchema>>,
  });
  // Asked once the API found the consumption unusual, and kept ticked while the same value is sent again.
  const askUnusual = Boolean(fields.value.errors?.includes(UNUSUAL)) || Boolean(fields.confirmUnusual.initialValue);
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {reading ? <input type="hidden" name="lastModifiedDate" value={String(reading.lastModifiedDate)} /> : null}
      <FormErrors form={form} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField field={fields.performedAt} label={t("meterReadings.performedAt")} type="date" max={today} required />
        <TextField
          field={fields.value}
          label={t(meter.cumulative ? "meterReadings.counterValue" : "meterReadings.periodValue")}
          hint={t(meter.cumulative ? "meterReadings.counterValueHint" : "meterReadings.periodValueHint")}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <SelectField field={fields.unit} label={t("meterReadings.unit")}>
          {meter.units.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </SelectField>
      </div>
      <ValueContext meter={meter} reading={reading} />
      {askUnusual ? (
        <label className="flex items-start gap-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
          <input
            type="checkbox"
            name={fields.confirmUnusual.name}
            defaultChecked={Boolean(fields.confirmUnusual.initialValue)}
            className="mt-1"
          />
          <span>{t("meterReadings.confirmUnusual")}</span>
        </label>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={fields.estimated.name} defaultChecked={Boolean(fields.estimated.initialValue)} />
        {t("meterReadings.estimatedLabel")}
      </label>
      {meter.cumulative ? <CounterEvents meter={meter} fields={fields} /> : null}
      <TextAreaField field={fields.comment} label={t("meterReadings.comment")} rows={2} />
    </Form>
  );
}
