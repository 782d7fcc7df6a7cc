import { useTranslation } from "~/i18n/translation";
import { LIST_OF_WASTE_SOURCE } from "./paths";

/** A hazardous entry said in words, not by the star or the colour alone. */
export function HazardousBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-block rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
      {t("adminWasteTypes.hazardous")}
    </span>
  );
}

/** Synonyms of one language, marked with it for screen readers and hyphenation. */
export function Synonyms({ values, lang }: { values: string[]; lang: "en" | "da" }) {
  if (!values.length) return null;
  return <span lang={lang}>{values.join(", ")}</span>;
}

/** Where the List of Waste comes from, and why its text is English on Danish screens too. */
export function ListOfWasteSource() {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-1 text-xs text-slate-600">
      <p>
        {t("adminWasteTypes.source")}{" "}
        <a href={LIST_OF_WASTE_SOURCE} hrefLang="en" className="link" rel="noopener noreferrer" target="_blank">
          {t("adminWasteTypes.sourceLink")}
        </a>
      </p>
      <p>{t("adminWasteTypes.englishOnly")}</p>
    </div>
  );
}
