import type { LoaderFunctionArgs } from "@remix-run/node";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { treatmentKindOf } from "../../../../server/domain/waste-treatments";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { reportQuery } from "./report-view.server";

/**
 * The year's waste as an annual waste report asks for it: one row per EWC code and treatment, with
 * the official code (`16 01 07*`), the waste type's text, whether it is hazardous, the treatment code,
 * R or D, and the tonnes to three decimals with a decimal point (as a spreadsheet reads them in any
 * language). For the department the page's address names, with those below it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/waste/report-export",
  );
  const query = reportQuery(new URL(request.url));
  const report = await api.call(wasteHandlersApi.report, { params: { org: organizationId }, query });
  const t = fixedT(language);
  const rows = new Map<
    string,
    { code: string; name: string; hazardous: boolean; treatment: string | null; tonnes: number }
  >();
  for (const type of report.types) {
    const key = `${type.wasteType.code}/${type.treatmentCode ?? ""}`;
    const row = rows.get(key);
    if (row) row.tonnes += type.tonnes;
    else
      rows.set(key, {
        code: type.wasteType.codeDisplay,
        name: type.wasteType.name,
        hazardous: type.wasteType.hazardous === true,
        treatment: type.treatmentCode,
        tonnes: type.tonnes,
      });
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.code.localeCompare(b.code) || (a.treatment ?? "").localeCompare(b.treatment ?? "", "en", { numeric: true }),
  );
  const kind = (code: string | null) => {
    const treatment = treatmentKindOf(code);
    return treatment === "recovery" ? "R" : treatment === "disposal" ? "D" : "";
  };
  const department = query.departmentId ? `-${query.departmentId}` : "";
  return csvResponse(
    `waste-${report.year}${department}.csv`,
    [
      [
        t("waste.report.csvCode"),
        t("waste.report.csvWasteType"),
        t("waste.report.csvHazardous"),
        t("waste.report.csvTreatment"),
        t("waste.report.csvKind"),
        t("waste.report.csvTonnes"),
      ],
      ...sorted.map((row) => [
        row.code,
        row.name,
        t(row.hazardous ? "waste.report.yes" : "waste.report.no"),
        row.treatment ?? "",
        kind(row.treatment),
        row.tonnes.toFixed(3),
      ]),
    ],
    language,
  );
}
