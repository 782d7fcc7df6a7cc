import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { DetailList } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { Card, None } from "./chemical-sections";
import type { ChemicalView } from "./chemical-view.server";
import { REMOVE_SHEET, sheetDownloadPath } from "./paths";

/** Per country: the storage class (German names only), the water hazard class and the safety data sheets. */
export function Countries({
  countries,
  chemicalId,
  canEdit,
  children,
}: {
  countries: ChemicalView["countries"];
  chemicalId: number;
  canEdit: boolean;
  /** The form that adds a sheet. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card id="countries" title={t("adminChemicals.countries")}>
      {countries.length === 0 ? <None>{t("adminChemicals.noCountries")}</None> : null}
      <div className="space-y-4">
        {countries.map((country) => (
          <section key={country.code} aria-labelledby={`country-${country.code}`}>
            <h3 id={`country-${country.code}`} className="font-semibold">
              {country.name}
            </h3>
            <DetailList
              items={[
                {
                  label: t("adminChemicals.storageClass"),
                  value: country.storageClass ? (
                    <>
                      {country.storageClass.code}
                      {country.storageClass.nameDe ? (
                        <span lang="de">{` – ${country.storageClass.nameDe}`}</span>
                      ) : null}
                      <span className="mt-1 block text-xs text-slate-600">
                        {t("adminChemicals.storageClassGermanOnly")}
                      </span>
                    </>
                  ) : null,
                },
                {
                  label: t("adminChemicals.waterHazardClass"),
                  value: country.waterHazardClass
                    ? t(`adminChemicals.waterHazardClasses.${country.waterHazardClass}`)
                    : null,
                },
                {
                  label: t("adminChemicals.sheets"),
                  value: <Sheets sheets={country.sheets} chemicalId={chemicalId} canEdit={canEdit} />,
                },
              ]}
            />
          </section>
        ))}
      </div>
      {children ? <div className="mt-4 border-t border-slate-200 pt-4">{children}</div> : null}
    </Card>
  );
}

function Sheets({
  sheets,
  chemicalId,
  canEdit,
}: {
  sheets: ChemicalView["countries"][number]["sheets"];
  chemicalId: number;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (sheets.length === 0) return <span className="text-slate-600">{t("adminChemicals.noSheets")}</span>;
  return (
    <ul className="space-y-2">
      {sheets.map((sheet) => (
        <li key={sheet.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <a href={sheetDownloadPath(chemicalId, sheet.id)} className="link wrap-anywhere" download>
            {sheet.fileName}
          </a>
          <span className="text-slate-700">
            {t("adminChemicals.sheetRevised", {
              language: sheet.language,
              date: formatDate(sheet.lastRevisionDate, i18n.language),
            })}
          </span>
          {canEdit ? (
            <Link to={`?${REMOVE_SHEET}=${sheet.id}`} className="text-sm text-red-800 underline">
              {t("adminChemicals.removeSheet")}
              <span className="sr-only"> {sheet.fileName}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
