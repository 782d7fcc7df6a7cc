import { useTranslation } from "~/i18n/translation";
import { formatDate, formatMonth } from "~/lib/format";

type DateValue = Date | string | null;

/** Until when the registration in the national waste register holds, and in words when it no longer does. */
export function ValidUntil({ date, expired }: { date: DateValue; expired: boolean }) {
  const { t, i18n } = useTranslation();
  if (!date) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {formatDate(date, i18n.language)}
      {expired ? (
        // A word and a mark as well as the colour, so it does not depend on seeing colour.
        <span className="status-OVERDUE">
          <span aria-hidden>✕</span>
          {t("waste.handlers.expired")}
        </span>
      ) : null}
    </span>
  );
}

/** A contract's period in words: both ends, or the one known. */
export function useContractPeriod() {
  const { t, i18n } = useTranslation();
  // A date is not broken across lines; the period is, between its parts.
  const unbroken = (date: DateValue) => formatDate(date, i18n.language).replace(/ /g, "\u00a0");
  return (start: DateValue, end: DateValue) => {
    const from = unbroken(start);
    const until = unbroken(end);
    if (from && until) return `${from} – ${until}`;
    if (from) return t("waste.handlers.contractFrom", { date: from });
    if (until) return t("waste.handlers.contractUntil", { date: until });
    return "";
  };
}

/** The month a statement covers, from its date (any day of the month). */
export const monthOf = (date: Date | string, language: string) =>
  formatMonth((date instanceof Date ? date.toISOString() : date).slice(0, 7), language);
