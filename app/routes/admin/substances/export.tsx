import type { LoaderFunctionArgs } from "@remix-run/node";
import { substancesApi } from "../../../../server/api/contracts/substances";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { parseListQuery } from "~/lib/list-query";
import { SORTABLE, substanceFilter } from "./list-query";

/** The substance catalogue as CSV, filtered and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/substances/export");
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "name", direction: "asc" } });
  const rows = await allPages((page) =>
    api.call(substancesApi.list, { query: { page, size: EXPORT_PAGE, sort, ...substanceFilter(url) } }),
  );
  const t = fixedT(language);
  const codes = (statements: { code: string }[]) => statements.map((statement) => statement.code).join(", ");
  return csvResponse(
    "substances.csv",
    [
      [
        t("adminSubstances.name"),
        t("adminSubstances.casNumber"),
        t("adminSubstances.ecNumber"),
        t("adminSubstances.hStatements"),
        t("adminSubstances.euhStatements"),
        t("adminSubstances.notes"),
      ],
      ...rows.map((row) => [
        row.name,
        row.casNumber,
        row.ecNumber,
        codes(row.hazardStatements),
        codes(row.euHazardStatements),
        row.notes.join("; "),
      ]),
    ],
    language,
  );
}
