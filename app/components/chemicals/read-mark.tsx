import { useTranslation } from "~/i18n/translation";

/**
 * Marks a value read from a safety data sheet, with where on the sheet (a section of REACH Annex II,
 * or its top, null), for the person to check before it is saved.
 */
export function ReadMark({ section }: { section: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      {section === null ? t("sheetReading.readAtTop") : t("sheetReading.readFrom", { section })}
    </span>
  );
}
