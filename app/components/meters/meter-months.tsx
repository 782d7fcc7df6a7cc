import type { MeterMonth } from "~/api/types";
import { MonthlyBars } from "~/components/charts/monthly-bars";
import type { MonthlyBarsChart } from "~/components/charts/monthly-bars.server";
import { useTranslation } from "~/i18n/translation";
import { formatMonth, formatQuantity } from "~/lib/format";

/** Consumption and CO2 per calendar month: the readings spread over the days between them. */
export function MeterMonths({
  months,
  totalUnit,
  hasFactor,
  chart,
}: {
  months: MeterMonth[];
  totalUnit: string;
  hasFactor: boolean;
  chart: MonthlyBarsChart;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="card" aria-labelledby="months-heading">
      <h2 id="months-heading" className="text-lg font-semibold">
        {t("meters.perMonth")}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t("meters.perMonthHint")}</p>
      {months.length === 0 ? (
        <p className="text-sm text-slate-600">{t("meters.noMonths")}</p>
      ) : (
        <>
          <MonthlyBars chart={chart} />
          <div className="relative mt-4 overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t("meters.perMonth")}</caption>
              <thead className="bg-slate-50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("meters.month")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("meters.consumptionIn", { unit: totalUnit })}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("meters.co2Tonnes")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {[...months].reverse().map((month) => (
                  <tr key={month.month}>
                    <th scope="row" className="px-3 py-1.5 text-left font-normal">
                      {formatMonth(month.month, i18n.language)}
                      {month.partial ? ` (${t("meters.partial")})` : ""}
                    </th>
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {formatQuantity(month.consumption, i18n.language, month.consumption < 100 ? 2 : 0)}
                    </td>
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {month.emissionsKg === null
                        ? hasFactor
                          ? t("meters.noFactorValue")
                          : "–"
                        : `${formatQuantity(month.emissionsKg / 1000, i18n.language, 2)}${month.emissionsComplete ? "" : " *"}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {months.some((month) => month.emissionsKg !== null && !month.emissionsComplete) ? (
              <p className="mt-2 text-sm text-slate-600">* {t("meters.incompleteFactor")}</p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
