import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";

export type SdsState = {
  status: "CURRENT" | "OUTDATED" | "MISSING" | "NO_COUNTRY";
  lastRevisionDate: string | Date | null;
  language: string | null;
  reviewDue: string | Date | null;
  country: string | null;
};

/** A language's name in the reader's language ("dansk", "Danish"), or its code where none is known. */
export function languageName(code: string, language: string) {
  try {
    return new Intl.DisplayNames([language], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryName(code: string, language: string) {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

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
        language: languageName(sds.language ?? "", language),
      })
    : null;
  if (sds.status === "CURRENT") return <span>{revised}</span>;
  const warning =
    sds.status === "OUTDATED"
      ? t("myChemicals.sdsOutdated", { date: formatDate(sds.reviewDue, language) })
      : sds.status === "MISSING"
        ? t("myChemicals.sdsMissing", { country: countryName(sds.country ?? "", language) })
        : t("myChemicals.sdsNoCountry");
  return (
    <span className="text-amber-900">
      <span aria-hidden="true">⚠ </span>
      <strong className="font-semibold">{warning}</strong>
      {revised ? <span className="block text-slate-700">{revised}</span> : null}
    </span>
  );
}
