import type { LoaderFunctionArgs } from "@remix-run/node";
import { organizationLegislationsApi } from "../../../../server/api/contracts/organization-legislations";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { dateInputValue } from "~/lib/format";
import { parseListQuery } from "~/lib/list-query";
import { registerFilter, registerRow, SORTABLE } from "./register.server";

/** The legal register as CSV, filtered and sorted as the list's address says, in the reader's language. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/documents/binding-obligations/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "title", direction: "asc" } });
  const rows = await allPages((page) =>
    api.call(organizationLegislationsApi.list, {
      params: { org: organizationId },
      query: { page, size: EXPORT_PAGE, sort, ...registerFilter(url) },
    }),
  );
  const t = fixedT(language);
  return csvResponse(
    "binding-obligations.csv",
    [
      [
        t("bindingObligations.legislation"),
        t("bindingObligations.reference"),
        t("bindingObligations.territory"),
        t("bindingObligations.topics"),
        t("bindingObligations.responsible"),
        t("bindingObligations.nextReview"),
      ],
      ...rows
        .map((row) => registerRow(row, language))
        .map((row) => [
          row.fullTitle ? `${row.name}: ${row.fullTitle}` : row.name,
          row.referenceNumber,
          row.territory,
          row.topics,
          row.responsible,
          dateInputValue(row.nextReviewDate),
        ]),
    ],
    language,
  );
}
