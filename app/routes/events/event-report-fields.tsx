import { EVENT_CATEGORIES, EVENT_IMPORTANCES } from "../../../server/domain/events";
import { DepartmentOptions } from "~/components/form/department-options";
import { FieldErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { fieldProps, type FieldState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { CHOICE_CLASS, Choices, Section } from "./event-report-parts";

export type ReportField =
  | "title"
  | "description"
  | "occurredDate"
  | "occurredTime"
  | "occurredAt"
  | "departmentId"
  | "location"
  | "importance"
  | "category"
  | "accident"
  | "nearMiss"
  | "injuredRole"
  | "injury"
  | "daysOfAbsence"
  | "firstDayOfAbsence"
  | "immediateAction";

/**
 * The report's fields, in one column a thumb can use: what, when, where, how bad, who was hurt, what
 * was done at once. The report form and the investigation's form (a report corrected later) share them.
 */
export function ReportFields({
  fields,
  departments,
  today,
}: {
  fields: Record<ReportField, FieldState>;
  departments: { id: number; name: string; depth: number }[];
  /** The latest day an event can have happened on. */
  today: string;
}) {
  const { t } = useTranslation();
  const when = fields.occurredAt;
  const whenInvalid = Boolean(when.errors?.length);
  const dateProps = fieldProps(fields.occurredDate, false);
  const timeProps = fieldProps(fields.occurredTime, false);
  const describedBy = (own?: string) => [own, whenInvalid ? when.errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <>
      <Section legend={t("events.report.what")}>
        <TextField field={fields.title} label={t("events.report.fields.title")} required maxLength={200} />
        <TextAreaField field={fields.description} label={t("events.report.fields.description")} rows={3} />
      </Section>

      <Section legend={t("events.report.when")}>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={dateProps.id} className="block text-sm font-medium text-slate-800">
              {t("events.report.fields.occurredDate")}
            </label>
            <input
              type="date"
              {...dateProps}
              aria-invalid={dateProps["aria-invalid"] ?? (whenInvalid || undefined)}
              aria-describedby={describedBy(dateProps["aria-describedby"])}
              max={today}
              required
              className="input mt-1"
            />
            <FieldErrors id={fields.occurredDate.errorId} errors={fields.occurredDate.errors} />
          </div>
          <div>
            <label htmlFor={timeProps.id} className="block text-sm font-medium text-slate-800">
              {t("events.report.fields.occurredTime")}
            </label>
            <input
              type="time"
              {...timeProps}
              aria-invalid={timeProps["aria-invalid"] ?? (whenInvalid || undefined)}
              aria-describedby={describedBy(timeProps["aria-describedby"])}
              required
              className="input mt-1"
            />
            <FieldErrors id={fields.occurredTime.errorId} errors={fields.occurredTime.errors} />
          </div>
        </div>
        <FieldErrors id={when.errorId} errors={when.errors} />
      </Section>

      <Section legend={t("events.report.where")}>
        <SelectField field={fields.departmentId} label={t("events.report.fields.departmentId")}>
          <DepartmentOptions departments={departments} />
        </SelectField>
        <TextField
          field={fields.location}
          label={t("events.report.fields.location")}
          hint={t("events.report.locationHint")}
          maxLength={200}
        />
      </Section>

      <Choices
        field={fields.importance}
        legend={t("events.report.fields.importance")}
        choices={EVENT_IMPORTANCES.map((value) => ({ value, label: t(`events.importance.${value}`) }))}
      />
      <SelectField field={fields.category} label={t("events.report.fields.category")}>
        {EVENT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`events.category.${value}`)}
          </option>
        ))}
      </SelectField>

      <Choices
        field={fields.accident}
        legend={t("events.report.fields.accident")}
        columns="grid-cols-2"
        choices={[
          { value: "yes", label: t("events.report.yes") },
          { value: "no", label: t("events.report.no") },
        ]}
      />
      <Section legend={t("events.report.hurt")}>
        <p className="-mt-2 text-sm text-slate-600">{t("events.report.hurtHint")}</p>
        <TextField field={fields.injuredRole} label={t("events.report.fields.injuredRole")} maxLength={200} />
        <TextAreaField field={fields.injury} label={t("events.report.fields.injury")} rows={2} />
        <TextField
          field={fields.daysOfAbsence}
          label={t("events.report.fields.daysOfAbsence")}
          inputMode="numeric"
          maxLength={4}
        />
        <TextField
          field={fields.firstDayOfAbsence}
          label={t("events.report.fields.firstDayOfAbsence")}
          hint={t("events.report.firstDayHint")}
          type="date"
        />
      </Section>

      <div>
        <label className={CHOICE_CLASS}>
          <input
            type="checkbox"
            name={fields.nearMiss.name}
            id={fields.nearMiss.id}
            defaultChecked={fields.nearMiss.initialValue === "on"}
            aria-invalid={fields.nearMiss.errors?.length ? true : undefined}
            aria-describedby={`${fields.nearMiss.descriptionId}${fields.nearMiss.errors?.length ? ` ${fields.nearMiss.errorId}` : ""}`}
            className="size-5"
          />
          <span>{t("events.report.fields.nearMiss")}</span>
        </label>
        <p id={fields.nearMiss.descriptionId} className="mt-1 text-sm text-slate-600">
          {t("events.report.nearMissHint")}
        </p>
        <FieldErrors id={fields.nearMiss.errorId} errors={fields.nearMiss.errors} />
      </div>

      <TextAreaField field={fields.immediateAction} label={t("events.report.fields.immediateAction")} rows={3} />
    </>
  );
}
