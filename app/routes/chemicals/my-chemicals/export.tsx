import type { LoaderFunctionArgs } from "@remix-run/node";
import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { parseListQuery } from "~/lib/list-query";
import { associationFilter, DEFAULT_SORT, SORTABLE } from "./list-query.server";

/** The kept chemicals as CSV, filtered and sorted as the list's address says; codes as the data has them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/chemicals/my-chemicals/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const rows = await allPages((page) =>
    api.call(chemicalAssociationsApi.list, {
      params: { org: organizationId },
      query: { page, size: EXPORT_PAGE, sort, ...associationFilter(url) },
    }),
  );
  const t = fixedT(language);
  const header = [
    "chemical",
    "producer",
    "dangerCode",
    "hazardCodes",
    "storageClass",
    "waterHazardClass",
    "location",
    "department",
    "amount",
    "unit",
    "purpose",
    "supplier",
    "sdsRevised",
    "sdsLanguage",
    "sdsStatus",
  ].map((column) => t(`myChemicals.csv.${column}`));
  return csvResponse(
    "my-chemicals.csv",
    [
      header,
      ...rows.map((row) => [
        row.chemical.name,
        row.chemical.producer,
        t(`chemicals.dangerCodes.${row.chemical.dangerCode}`),
        row.chemical.hazardCodes.join(" "),
        row.storageClass,
        row.waterHazardClass,
        row.storageLocation,
        row.department?.name,
        row.amount,
        row.unit ? t(`myChemicals.units.${row.unit}`) : null,
        row.purpose,
        row.supply?.supplier.name,
        row.safetyDataSheet?.lastRevisionDate.toISOString().slice(0, 10),
        row.safetyDataSheet?.language,
        t(`myChemicals.sdsFilter.${row.sdsStatus}`),
      ]),
    ],
    language,
  );
}
