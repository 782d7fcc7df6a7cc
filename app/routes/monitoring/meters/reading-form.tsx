import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { Meter, MeterReading } from "~/api/types";
import { FieldErrors, FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
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
  };
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
  const event = String(fields.counterEvent.initialValue ?? "none");
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {reading ? <input type="hidden" name="lastModifiedDate" value={String(reading.lastModifiedDate)} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
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
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name={fields.estimated.name} defaultChecked={Boolean(fields.estimated.initialValue)} />
        {t("meterReadings.estimatedLabel")}
      </label>
      {meter.cumulative ? (
        <fieldset className="space-y-2 rounded border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{t("meterReadings.counterEvent")}</legend>
          {COUNTER_EVENTS.map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={fields.counterEvent.name}
                value={option}
                defaultChecked={event === option}
                className="mt-1"
              />
              <span>{t(`meterReadings.counterEvents.${option}`)}</span>
            </label>
          ))}
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
      ) : null}
      <TextAreaField field={fields.comment} label={t("meterReadings.comment")} rows={2} />
    </Form>
  );
}
