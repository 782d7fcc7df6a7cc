import type { LoaderFunctionArgs } from "@remix-run/node";
import { metersApi } from "../../../../server/api/contracts/meters";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { requestedYear } from "./emissions-view.server";

// Kilograms to the gram: whole figures a spreadsheet sums without float noise.
const kilograms = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The emissions report's months as CSV, for the year the page's address names: scope 1 and scope 2
 * in kg CO2, and the same month of the year before; last the biogenic CO2 of both, outside the scopes.
 * Months as yyyy-mm; headings, separator and decimal mark in the reader's language (`csvResponse`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/meters/emissions-export",
  );
  const report = await api.call(metersApi.emissions, {
    params: { org: organizationId },
    query: { year: requestedYear(new URL(request.url)) },
  });
  const t = fixedT(language);
  const { year } = report;
  const previous = year - 1;
  const month = (value: number) => String(value).padStart(2, "0");
  return csvResponse(
    `emissions-${year}.csv`,
    [
      [
        t("meterEmissions.month"),
        t("meterEmissions.csvKg", { scope: t("meterEmissions.scope1"), year }),
        t("meterEmissions.csvKg", { scope: t("meterEmissions.scope2"), year }),
        t("meterEmissions.csvPreviousMonth"),
        t("meterEmissions.csvKg", { scope: t("meterEmissions.scope1"), year: previous }),
        t("meterEmissions.csvKg", { scope: t("meterEmissions.scope2"), year: previous }),
        t("meterEmissions.csvKg", { scope: t("meterEmissions.biogenic"), year }),
        t("meterEmissions.csvKg", { scope: t("meterEmissions.biogenic"), year: previous }),
      ],
      ...report.months.map((row) => [
        `${year}-${month(row.month)}`,
        kilograms(row.scope1Kg),
        kilograms(row.scope2Kg),
        `${previous}-${month(row.month)}`,
        kilograms(row.previousScope1Kg),
        kilograms(row.previousScope2Kg),
        kilograms(row.biogenicKg),
        kilograms(row.previousBiogenicKg),
      ]),
    ],
    language,
  );
}
