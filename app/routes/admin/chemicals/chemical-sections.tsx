import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { DangerBadge } from "~/components/chemicals/hazard-label";
import { DetailList } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime, formatQuantity } from "~/lib/format";
import type { ChemicalView } from "./chemical-view.server";

/** A card of the detail page with its heading. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

export function None({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

/** What the chemical is and how dangerous: producer, physical state, the danger code in words. */
export function Facts({ chemical }: { chemical: ChemicalView }) {
  const { t, i18n } = useTranslation();
  return (
    <Card id="facts" title={t("adminChemicals.facts")}>
      <DetailList
        items={[
          { label: t("adminChemicals.producer"), value: chemical.producer },
          {
            label: t("adminChemicals.physicalState"),
            value: chemical.physicalState ? t(`adminChemicals.physicalStates.${chemical.physicalState}`) : null,
          },
          {
            label: t("chemicals.dangerCode"),
            value: (
              <>
                <DangerBadge code={chemical.dangerCode} />
                <span className="mt-1 block text-slate-700">
                  {t(`adminChemicals.dangerExplanations.${chemical.dangerCode}`)}
                </span>
              </>
            ),
          },
          { label: t("page.lastModified"), value: formatDateTime(chemical.lastModifiedDate, i18n.language) },
        ]}
      />
    </Card>
  );
}

/** "10–20 %", "≤ 5 %" or "5 %": a concentration as a safety data sheet gives it. */
function concentration({ min, max }: { min: number | null; max: number }, language: string) {
  const number = (value: number) => formatQuantity(value, language, 3);
  if (min === null) return `≤ ${number(max)} %`;
  return min === max ? `${number(max)} %` : `${number(min)}–${number(max)} %`;
}

const CAS = ({ cas }: { cas: string | null }) =>
  cas ? <span className="text-slate-600">{` (CAS ${cas})`}</span> : null;

export function Composition({ substances }: { substances: ChemicalView["substances"] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card id="composition" title={t("adminChemicals.composition")}>
      {substances.length ? (
        <ul className="divide-y divide-slate-100 text-sm">
          {substances.map((substance) => (
            <li key={substance.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <Link to={`/admin/substances/${substance.id}`} className="link">
                  {substance.name}
                </Link>
                <CAS cas={substance.casNumber} />
              </span>
              <span className="whitespace-nowrap tabular-nums">{concentration(substance, i18n.language)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <None>{t("adminChemicals.noSubstances")}</None>
      )}
    </Card>
  );
}

export function Supplies({ supplies }: { supplies: ChemicalView["supplies"] }) {
  const { t } = useTranslation();
  return (
    <Card id="supplies" title={t("adminChemicals.lists.supplies.title")}>
      {supplies.length ? (
        <ul className="divide-y divide-slate-100 text-sm">
          {supplies.map((supply) => (
            <li key={supply.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{supply.supplier}</span>
              <span className="text-slate-700">
                {supply.productNumber
                  ? t("adminChemicals.productNumberShown", { number: supply.productNumber })
                  : t("adminChemicals.noProductNumber")}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <None>{t("adminChemicals.noSupplies")}</None>
      )}
    </Card>
  );
}

/** The restriction lists that name a substance the chemical contains, and which. */
export function Restrictions({ restrictions }: { restrictions: ChemicalView["restrictions"] }) {
  const { t } = useTranslation();
  return (
    <Card id="restrictions" title={t("adminChemicals.restrictions")}>
      {restrictions.length === 0 ? <None>{t("adminChemicals.noRestrictions")}</None> : null}
      <ul className="space-y-3 text-sm">
        {restrictions.map((restriction) => (
          <li key={restriction.code}>
            <p className="font-semibold" lang={restriction.lang}>
              {restriction.name}
            </p>
            <p className="text-slate-700" lang={restriction.lang}>
              {restriction.reference}
            </p>
            <p className="text-slate-700" lang={restriction.lang}>
              {restriction.scope}
            </p>
            <p className="mt-1">
              {t("adminChemicals.restrictedSubstances")}{" "}
              {restriction.substances.map((substance, index) => (
                <span key={substance.id}>
                  {index ? ", " : null}
                  <Link to={`/admin/substances/${substance.id}`} className="link">
                    {substance.name}
                  </Link>
                  <CAS cas={substance.casNumber} />
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Carriage by road: the UN number, the ADR class with its name, the packing group. */
export function Transport({ transport }: { transport: ChemicalView["transport"] }) {
  const { t } = useTranslation();
  return (
    <Card id="transport" title={t("adminChemicals.transport")}>
      <DetailList
        items={[
          { label: t("adminChemicals.unNumber"), value: transport.unNumber ? `UN ${transport.unNumber}` : null },
          {
            label: t("adminChemicals.adrClass"),
            value: transport.adrClass
              ? [transport.adrClass.code, transport.adrClass.name].filter(Boolean).join(" – ")
              : null,
          },
          { label: t("adminChemicals.packingGroup"), value: transport.packingGroup },
        ]}
      />
    </Card>
  );
}
