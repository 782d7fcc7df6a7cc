import type { LoaderFunctionArgs } from "@remix-run/node";
import { wasteTypesApi } from "../../../../server/api/contracts/waste";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { wasteTypeFilter, wasteTypeQuery } from "./list-query.server";

/** The List of Waste as CSV, with its synonyms in both languages, filtered as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/waste-types/export");
  const filter = wasteTypeFilter(new URL(request.url));
  const rows = await allPages((page) =>
    api.call(wasteTypesApi.list, { query: { page, size: EXPORT_PAGE, ...wasteTypeQuery(filter) } }),
  );
  const t = fixedT(language);
  const hazard = (hazardous: boolean | null) =>
    hazardous === null ? null : t(hazardous ? "adminWasteTypes.hazardous" : "adminWasteTypes.notHazardous");
  return csvResponse(
    "waste-types.csv",
    [
      [
        t("adminWasteTypes.code"),
        t("adminWasteTypes.level"),
        t("adminWasteTypes.text"),
        t("adminWasteTypes.hazardFilter"),
        t("adminWasteTypes.synonymsEn"),
        t("adminWasteTypes.synonymsDa"),
      ],
      ...rows.map((row) => [
        row.codeDisplay,
        t(`adminWasteTypes.levels.${row.level}`),
        row.textEn ?? row.name,
        hazard(row.hazardous),
        (row.synonymsEn ?? []).join("; "),
        (row.synonymsDa ?? []).join("; "),
      ]),
    ],
    language,
  );
}
