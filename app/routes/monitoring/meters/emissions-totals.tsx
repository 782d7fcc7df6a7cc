import { formatChange, formatFixed } from "~/components/charts/numbers";
import { useTranslation } from "~/i18n/translation";
import type { EmissionsView } from "./emissions-view.server";

/** What a total's change is held against: like months only, or why there is nothing to hold it against. */
function ChangeText({ view, change }: { view: EmissionsView; change: number | null }) {
  const { t, i18n } = useTranslation();
  if (view.comparison.ended === 0) return <>{t("meterEmissions.noWholeMonths", { year: view.year })}</>;
  if (view.comparedWith === null) {
    return <>{t("meterEmissions.noLikeMonths", { year: view.year, previous: view.previous })}</>;
  }
  return change === null ? (
    <>{t("meterEmissions.nothingToCompare", { period: view.comparedWith })}</>
  ) : (
    <>{t("meterEmissions.changeAgainst", { change: formatChange(change, i18n.language), period: view.comparedWith })}</>
  );
}

/**
 * The year's total of each scope against the same months of the year before, those months said when
 * fewer than have ended, and the biogenic CO2 apart from the scopes when there is any.
 */
export function YearTotals({ view }: { view: EmissionsView }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatFixed(value, i18n.language, view.digits);
  const { comparison } = view;
  const previousText = (value: number) =>
    comparison.previousRead < 12
      ? t("meterEmissions.lastYearPartial", {
          year: view.previous,
          value: number(value),
          count: comparison.previousRead,
        })
      : t("meterEmissions.lastYearTotal", { year: view.previous, value: number(value) });
  const biogenic = view.biogenic.value > 0 || view.biogenic.previous > 0;
  return (
    <div className="space-y-2">
      <dl className={`grid gap-4 sm:grid-cols-3 ${biogenic ? "xl:grid-cols-4" : ""}`}>
        {view.totals.map((total) => (
          <div key={total.key} className="card">
            <dt className="text-sm font-medium text-slate-600">
              {t(`meterEmissions.${total.key}`)} {view.year}
            </dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
              {number(total.value)}{" "}
              <span className="text-base font-normal text-slate-600">{t("meterEmissions.unit")}</span>
            </dd>
            <dd className="mt-1 text-sm text-slate-700">
              <ChangeText view={view} change={total.change} />
            </dd>
            <dd className="text-sm text-slate-600">{previousText(total.previous)}</dd>
          </div>
        ))}
        {biogenic ? (
          <div className="card">
            <dt className="text-sm font-medium text-slate-600">
              {t("meterEmissions.biogenic")} {view.year}
            </dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
              {number(view.biogenic.value)}{" "}
              <span className="text-base font-normal text-slate-600">{t("meterEmissions.unit")}</span>
            </dd>
            <dd className="mt-1 text-sm text-slate-700">{t("meterEmissions.biogenicHint")}</dd>
            <dd className="text-sm text-slate-600">{previousText(view.biogenic.previous)}</dd>
          </div>
        ) : null}
      </dl>
      {comparison.like < comparison.ended && view.comparedWith !== null ? (
        <p className="text-sm text-slate-700" role="note">
          {t("meterEmissions.likeMonthsOnly", { period: view.comparedWith })}
          {comparison.previousRead < 12
            ? ` ${t("meterEmissions.previousIncomplete", { year: view.previous, count: comparison.previousRead })}`
            : ""}
        </p>
      ) : null}
    </div>
  );
}

/** The factors the year was calculated with: the year of each value, and a warning where a year had none of its own. */
export function FactorsUsed({ view }: { view: EmissionsView }) {
  const { t } = useTranslation();
  if (view.factors.length === 0) return null;
  // A value without dates holds for every year (a fuel's combustion factor), whatever year its source gave.
  const years = (values: { sourceYear: number | null; undated: boolean }[]) =>
    values
      .map(({ sourceYear, undated }) =>
        !undated && sourceYear !== null
          ? String(sourceYear)
          : sourceYear === null
            ? t("meterEmissions.undatedValue")
            : t("meterEmissions.undatedValueOf", { year: sourceYear }),
      )
      .join(", ");
  return (
    <section aria-labelledby="factors-heading" className="card">
      <h2 id="factors-heading" className="text-lg font-semibold">
        {t("meterEmissions.factorsUsed", { year: view.year })}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {view.factors.map((factor) => (
          <li key={factor.id}>
            <span className="font-medium">{factor.name}</span>
            {factor.biogenic ? ` (${t("meterEmissions.biogenicFactor")})` : ""}
            {": "}
            {t("meterEmissions.valuesOf", { years: years(factor.values) })}
            {factor.ownValue ? null : (
              <span className="mt-1 block rounded bg-amber-50 px-2 py-1 text-amber-950 ring-1 ring-amber-300">
                {t("meterEmissions.noOwnValue", { year: view.year, years: years(factor.standIn) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
