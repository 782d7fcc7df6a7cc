import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import type { EventRecord } from "~/api/types";

/**
 * Whether the accident must be reported to the authority and by when (decision 017). The product
 * reports nothing itself; without a rule for the country it says so rather than "not reportable".
 */
export function EventReporting({
  reporting,
  reportedOn,
}: {
  reporting: EventRecord["reporting"];
  reportedOn: EventRecord["reportedToAuthorityOn"];
}) {
  const { t, i18n } = useTranslation();
  if (reporting.rule === null) return <>{t("events.handling.reporting.noRule")}</>;
  if (!reporting.reportable || !reporting.deadline || !reporting.countedFrom) {
    return <>{t("events.handling.reporting.notReportable")}</>;
  }
  const counted = formatDate(reporting.countedFrom, i18n.language);
  const reported = reportedOn
    ? t(
        reportedOn > reporting.deadline
          ? "events.handling.reporting.reportedLate"
          : "events.handling.reporting.reportedOn",
        {
          date: formatDate(reportedOn, i18n.language),
        },
      )
    : t("events.handling.reporting.notYet");
  return (
    <>
      <span className="font-medium">
        {t("events.handling.reporting.by", { date: formatDate(reporting.deadline, i18n.language) })}
      </span>{" "}
      {t(reporting.firstDayAssumed ? "events.handling.reporting.countedAssumed" : "events.handling.reporting.counted", {
        date: counted,
      })}
      <span className="mt-1 block">{reported}</span>
      {reporting.basis ? (
        <span className="mt-1 block text-xs text-slate-600" lang="da">
          {reporting.basis}
        </span>
      ) : null}
    </>
  );
}
