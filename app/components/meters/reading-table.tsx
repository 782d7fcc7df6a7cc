import { Link } from "@remix-run/react";
import type { Meter, MeterReading } from "~/api/types";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatQuantity } from "~/lib/format";
import type { ListQuery } from "~/lib/list-query";

/** A meter's readings, newest first, each with what was used since the one before. */
export function ReadingTable({
  meter,
  readings,
  total,
  query,
}: {
  meter: Meter;
  readings: MeterReading[];
  total: number;
  query: ListQuery;
}) {
  const { t, i18n } = useTranslation();
  const columns: DataColumn<MeterReading>[] = [
    {
      id: "date",
      header: t("meterReadings.performedAt"),
      className: "whitespace-nowrap",
      cell: (reading) => (
        <Link to={`/monitoring/meters/${meter.id}/readings/${reading.id}`} className="link">
          {formatDate(reading.performedAt, i18n.language)}
        </Link>
      ),
    },
    {
      id: "value",
      header: t(meter.cumulative ? "meterReadings.counterValue" : "meterReadings.periodValue"),
      className: "whitespace-nowrap text-right tabular-nums",
      cell: (reading) => `${formatQuantity(reading.value, i18n.language, 3)} ${reading.unit}`,
    },
    {
      id: "consumption",
      header: t("meterReadings.used", { unit: meter.totalUnit }),
      className: "whitespace-nowrap text-right tabular-nums",
      cell: (reading) => formatQuantity(reading.consumption, i18n.language, 2),
    },
    {
      id: "notes",
      header: t("meterReadings.notes"),
      cell: (reading) =>
        [
          reading.estimated ? t("meterReadings.estimated") : null,
          reading.rollover ? t("meterReadings.rollover") : null,
          reading.newCounter ? t("meterReadings.newCounter") : null,
          reading.comment,
        ]
          .filter(Boolean)
          .join(" · "),
    },
  ];
  return (
    <DataTable
      rows={readings}
      columns={columns}
      total={total}
      query={query}
      caption={t("meterReadings.title")}
      empty={t("meterReadings.none")}
      rowKey={(reading) => reading.id}
    />
  );
}
