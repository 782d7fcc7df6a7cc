import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";

export type SdsState = {
  status: "CURRENT" | "OUTDATED" | "MISSING" | "NO_COUNTRY";
  lastRevisionDate: string | Date | null;
  /** The sheet's language and the organization's country, named on the server for the reader. */
  languageName: string | null;
  reviewDue: string | Date | null;
  countryName: string | null;
};

/**
 * Where a kept chemical's safety data sheet stands for the organization's country: its revision and
 * language, or a warning in words (never the colour alone) when it is missing or due for review.
 */
export function SdsStatus({ sds }: { sds: SdsState }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const revised = sds.lastRevisionDate
    ? t("myChemicals.sdsRevised", {
        date: formatDate(sds.lastRevisionDate, language),
        language: sds.languageName ?? "",
      })
    : null;
  if (sds.status === "CURRENT") return <span>{revised}</span>;
  const warning =
    sds.status === "OUTDATED"
      ? t("myChemicals.sdsOutdated", { date: formatDate(sds.reviewDue, language) })
      : sds.status === "MISSING"
        ? t("myChemicals.sdsMissing", { country: sds.countryName ?? "" })
        : t("myChemicals.sdsNoCountry");
  return (
    <span className="text-amber-900">
      <span aria-hidden="true">⚠ </span>
      <strong className="font-semibold">{warning}</strong>
      {revised ? <span className="block text-slate-700">{revised}</span> : null}
    </span>
  );
}
