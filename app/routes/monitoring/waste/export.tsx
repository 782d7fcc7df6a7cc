import type { LoaderFunctionArgs } from "@remix-run/node";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { formValues } from "~/lib/form-values";
import { parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, handlerFilter, SORTABLE } from "./list-query.server";

const COLUMNS = [
  "registrationNumber",
  "registrationValidUntil",
  "contractStart",
  "contractEnd",
  "contactName",
  "contactEmail",
  "contactPhone",
  "activeArrangements",
] as const;

/** The waste handlers as CSV, filtered and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/waste/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const rows = await allPages((page) =>
    api.call(wasteHandlersApi.list, {
      params: { org: organizationId },
      query: { page, size: EXPORT_PAGE, sort, ...handlerFilter(url) },
    }),
  );
  const t = fixedT(language);
  return csvResponse(
    "waste-handlers.csv",
    [
      [
        t("waste.handlers.handler"),
        t("waste.handlers.organization"),
        t("waste.handlers.responsible"),
        ...COLUMNS.map((column) => t(`waste.handlers.${column}`)),
        t("waste.handlers.expired"),
        t("waste.handlers.lastMonth"),
      ],
      // As the form shows them: dates as yyyy-mm-dd, the month as yyyy-mm, nothing as empty.
      ...rows.map((row) => [
        row.handler.name,
        row.organization.name,
        row.responsibleMember?.name,
        ...Object.values(formValues(COLUMNS, row)),
        row.registrationExpired ? t("waste.handlers.yes") : "",
        row.lastPerformedAt?.toISOString().slice(0, 7),
      ]),
    ],
    language,
  );
}
