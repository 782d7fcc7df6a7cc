import type { ReactNode } from "react";
import { ReadMark } from "~/components/chemicals/read-mark";
import { formatDate } from "~/lib/format";
import { useTranslation } from "~/i18n/translation";
import type { SheetDraft } from "./sheet-reading.server";

const ALL_SECTIONS = Array.from({ length: 16 }, (_, index) => index + 1);

function Fact({
  label,
  read,
  children,
}: {
  label: string;
  read: { section: string | null } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-800">{label}</dt>
      <dd className="break-words sm:col-span-2">
        {read ? (
          <>
            <ReadMark section={read.section} /> {children}
          </>
        ) : (
          <span className="text-slate-600">{t("sheetReading.notFound")}</span>
        )}
      </dd>
    </div>
  );
}

/** What was read from the sheet, each value marked with where on the sheet it was read. */
export function SheetFacts({ fileName, draft }: { fileName: string; draft: SheetDraft }) {
  const { t, i18n } = useTranslation();
  const missing = ALL_SECTIONS.filter((section) => !draft.sections.includes(section));
  const codes = (...lists: ({ value: string[] } | null)[]) => lists.flatMap((list) => list?.value ?? []).join(", ");
  return (
    <section className="card mb-6" aria-labelledby="sheet-read">
      <h2 id="sheet-read" className="text-lg font-semibold">
        {t("sheetReading.readTitle", { name: fileName })}
      </h2>
      <p className="mt-1 text-slate-700">
        {draft.sections.length === 0
          ? t("sheetReading.noSections")
          : t("sheetReading.sectionsFound", { count: draft.sections.length })}{" "}
        {draft.sections.length > 0 && missing.length > 0
          ? t("sheetReading.sectionsMissing", { sections: missing.join(", ") })
          : null}
        {draft.pagesRead < draft.pages
          ? ` ${t("sheetReading.pagesRead", { read: draft.pagesRead, pages: draft.pages })}`
          : null}
      </p>
      <dl className="mt-2 divide-y divide-slate-200">
        <Fact label={t("adminChemicals.name")} read={draft.productName}>
          {draft.productName?.value}
        </Fact>
        <Fact label={t("myChemicals.supplier")} read={draft.supplier}>
          {draft.supplier?.value}
        </Fact>
        <Fact label={t("adminChemicals.revisionDate")} read={draft.revisionDate}>
          {formatDate(draft.revisionDate?.value, i18n.language)}
        </Fact>
        <Fact label={t("adminChemicals.hazardCodes")} read={draft.hazardCodes ?? draft.euHazardCodes}>
          {codes(draft.hazardCodes, draft.euHazardCodes)}
        </Fact>
        <Fact label={t("adminChemicals.precautionaryCodes")} read={draft.precautionaryCodes}>
          {codes(draft.precautionaryCodes)}
        </Fact>
        <Fact label={t("adminChemicals.composition")} read={draft.substances}>
          <ul className="mt-1 list-disc pl-5">
            {draft.substances?.value.map((substance, index) => (
              <li key={index}>
                {substance.name || t("sheetReading.unnamed")}
                {[
                  substance.casNumber && `CAS ${substance.casNumber}`,
                  substance.ecNumber && `EC ${substance.ecNumber}`,
                  substance.max !== null &&
                    (substance.min === null
                      ? `< ${substance.max} %`
                      : substance.min === substance.max
                        ? `${substance.max} %`
                        : `${substance.min}–${substance.max} %`),
                ]
                  .filter(Boolean)
                  .map((part) => ` · ${part}`)}
              </li>
            ))}
          </ul>
        </Fact>
        <Fact label={t("adminChemicals.unNumber")} read={draft.unNumber}>
          {draft.unNumber?.value}
        </Fact>
        <Fact label={t("sheetReading.storage")} read={draft.storageHints}>
          {draft.storageHints?.value}
        </Fact>
      </dl>
    </section>
  );
}
