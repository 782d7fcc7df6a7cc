import type { LoaderFunctionArgs } from "@remix-run/node";
import { legislationsApi } from "../../../../server/api/contracts/legislations";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { dateInputValue } from "~/lib/format";
import { topicName } from "~/lib/legislation-text";
import { parseListQuery } from "~/lib/list-query";
import { territoryName } from "~/lib/territories.server";
import { catalogueFilter, SORTABLE } from "./list-query";

/** The legislation catalogue as CSV, with both titles, filtered and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/legislation/export");
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "title", direction: "asc" } });
  const rows = await allPages((page) =>
    api.call(legislationsApi.list, { query: { page, size: EXPORT_PAGE, sort, ...catalogueFilter(url) } }),
  );
  const t = fixedT(language);
  return csvResponse(
    "legislation.csv",
    [
      [
        t("adminLegislation.shortName"),
        t("adminLegislation.titleEn"),
        t("adminLegislation.titleDa"),
        t("adminLegislation.reference"),
        t("adminLegislation.territory"),
        t("adminLegislation.topics"),
        t("adminLegislation.effective"),
      ],
      ...rows.map((row) => [
        row.shortName,
        row.titleEn,
        row.titleDa,
        row.referenceNumber,
        territoryName(row.territory, language),
        row.topics.map((topic) => topicName(topic, language)).join(", "),
        dateInputValue(row.effectiveDate),
      ]),
    ],
    language,
  );
}
