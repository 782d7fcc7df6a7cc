import { MAX_SDS_REVIEW_YEARS } from "../../../../server/domain/chemical-enumerations";
import { ESCALATION_DAYS_RANGE } from "../../../../server/domain/notifications";
import { TextField } from "~/components/form/field";
import type { FieldState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";

type RuleField = "sdsReviewYears" | "reminderDays" | "escalationDays" | "membersReportEvents";

/** A company's own rules, which its departments follow: sheet reviews, reminders, escalation, who reports events. */
export function CompanyRuleFields({ fields }: { fields: Record<RuleField, FieldState> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        field={fields.sdsReviewYears}
        label={t("manageOrganization.sdsReviewYears")}
        hint={t("manageOrganization.sdsReviewYearsHint")}
        type="number"
        min={1}
        max={MAX_SDS_REVIEW_YEARS}
        className="w-24"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          field={fields.reminderDays}
          label={t("manageOrganization.reminderDays")}
          hint={t("manageOrganization.reminderDaysHint")}
          inputMode="numeric"
          maxLength={40}
        />
        <TextField
          field={fields.escalationDays}
          label={t("manageOrganization.escalationDays")}
          hint={t("manageOrganization.escalationDaysHint")}
          type="number"
          min={ESCALATION_DAYS_RANGE.min}
          max={ESCALATION_DAYS_RANGE.max}
          className="w-24"
        />
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name={fields.membersReportEvents.name}
            defaultChecked={Boolean(fields.membersReportEvents.initialValue)}
            aria-describedby="members-report-events-hint"
          />
          {t("manageOrganization.membersReportEvents")}
        </label>
        <p id="members-report-events-hint" className="text-xs text-slate-600">
          {t("manageOrganization.membersReportEventsHint")}
        </p>
      </div>
    </>
  );
}
