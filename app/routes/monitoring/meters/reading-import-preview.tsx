import { useTranslation } from "~/i18n/translation";
import { translateError } from "~/lib/error-message";
import type { ImportRow } from "~/lib/reading-csv.server";

const UNUSUAL = "validation.server.unusual_consumption";
const onlyUnusual = (row: ImportRow) => row.problems.every((problem) => problem.error === UNUSUAL);

/** The rows as read, each with what is wrong with it named by its field; an unusual consumption is a warning. */
export function ImportPreview({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t("meterReadings.importPreview")}</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            {["line", "performedAt", "value", "unit", "estimated", "comment", "problems"].map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {t(`meterReadings.importColumns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const warning = row.problems.length > 0 && onlyUnusual(row);
            return (
              <tr key={row.line} className={row.problems.length ? (warning ? "bg-amber-50" : "bg-red-50") : undefined}>
                <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                  {row.line}
                </th>
                <td className="px-3 py-1.5">{row.cells.performedAt}</td>
                <td className="px-3 py-1.5 tabular-nums">{row.cells.value}</td>
                <td className="px-3 py-1.5">{row.reading?.unit ?? row.cells.unit}</td>
                <td className="px-3 py-1.5">{row.reading?.estimated ? t("meterReadings.estimated") : ""}</td>
                <td className="px-3 py-1.5 wrap-anywhere">{row.cells.comment}</td>
                <td className={`px-3 py-1.5 font-medium ${warning ? "text-amber-900" : "text-red-800"}`}>
                  {row.problems
                    .map(({ field, error }) =>
                      field
                        ? t("meterReadings.importFieldProblem", {
                            field: t(`meterReadings.importColumns.${field}`),
                            problem: translateError(t, error),
                          })
                        : translateError(t, error),
                    )
                    .join(" ")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
