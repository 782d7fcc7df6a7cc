import { Link } from "@remix-run/react";
import type { Meter, MeterReading } from "~/api/types";
import { Pager } from "~/components/page/pager";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatQuantity } from "~/lib/format";

/**
 * A meter's readings, newest first, each with what was used since the one before. Always in date
 * order, so a plain table with a pager (no sortable headers to ship).
 */
export function ReadingTable({
  meter,
  readings,
  total,
  page,
  pageSize,
}: {
  meter: Meter;
  readings: MeterReading[];
  total: number;
  page: number;
  pageSize: number;
}) {
  const { t, i18n } = useTranslation();
  const cell = "px-3 py-2 align-top";
  const figure = `${cell} whitespace-nowrap text-right tabular-nums`;
  return (
    <>
      <div className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t("meterReadings.title")}</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className={cell}>
                {t("meterReadings.performedAt")}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t(meter.cumulative ? "meterReadings.counterValue" : "meterReadings.periodValue")}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t("meterReadings.used", { unit: meter.totalUnit })}
              </th>
              <th scope="col" className={cell}>
                {t("meterReadings.notes")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {readings.length === 0 ? (
              <tr>
                <td colSpan={4} className={`${cell} text-slate-600`}>
                  {t("meterReadings.none")}
                </td>
              </tr>
            ) : null}
            {readings.map((reading, index) => (
              <tr key={reading.id}>
                <td className={`${cell} whitespace-nowrap`}>
                  <Link to={`/monitoring/meters/${meter.id}/readings/${reading.id}`} className="link">
                    {formatDate(reading.performedAt, i18n.language)}
                  </Link>
                </td>
                <td className={figure}>{`${formatQuantity(reading.value, i18n.language, 3)} ${reading.unit}`}</td>
                <td className={figure}>{formatQuantity(reading.consumption, i18n.language, 2)}</td>
                <td className={cell}>
                  {[
                    // The oldest of all: nothing before it to count from.
                    (page - 1) * pageSize + index === total - 1 ? t("meterReadings.seriesStart") : null,
                    reading.unusual ? t("meterReadings.unusual") : null,
                    reading.estimated ? t("meterReadings.estimated") : null,
                    reading.rollover ? t("meterReadings.rollover") : null,
                    reading.newCounter ? t("meterReadings.newCounter") : null,
                    reading.comment,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={total} pageSize={pageSize} />
    </>
  );
}
