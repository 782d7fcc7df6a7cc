import { MAX_SDS_REVIEW_YEARS } from "../../../../server/domain/chemical-enumerations";
import { ESCALATION_DAYS_RANGE } from "../../../../server/domain/notifications";
import { CheckboxField, TextField } from "~/components/form/field";
import type { FieldState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";

type RuleField = "sdsReviewYears" | "reminderDays" | "escalationDays" | "membersReportEvents";

/**
 * A company's own rules, which its departments follow: sheet reviews, reminders, escalation, who reports
 * events and, on an existing company, whether its members must log in with a second factor.
 */
export function CompanyRuleFields({
  fields,
  requireTwoFactor,
}: {
  fields: Record<RuleField, FieldState>;
  requireTwoFactor?: FieldState;
}) {
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
      <CheckboxField
        field={fields.membersReportEvents}
        label={t("manageOrganization.membersReportEvents")}
        hint={t("manageOrganization.membersReportEventsHint")}
      />
      {requireTwoFactor ? (
        <CheckboxField
          field={requireTwoFactor}
          label={t("manageOrganization.requireTwoFactor")}
          hint={t("manageOrganization.requireTwoFactorHint")}
        />
      ) : null}
    </>
  );
}
