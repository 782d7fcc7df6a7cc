import type { LoaderFunctionArgs } from "@remix-run/node";
import { inspectionsApi } from "../../../../server/api/contracts/control-book";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { dateInputValue } from "~/lib/format";
import { bookFilter, bookListQuery, inspectionQuery } from "./book-query";

/** The control book as CSV, filtered and sorted as the page's address says (every page of it). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/control-book/export",
  );
  const url = new URL(request.url);
  const filter = bookFilter(url);
  const { sort } = bookListQuery(url, filter);
  const rows = await allPages((page) =>
    api.call(inspectionsApi.list, {
      params: { org: organizationId },
      query: { ...inspectionQuery(filter), page, size: EXPORT_PAGE, sort },
    }),
  );
  const t = fixedT(language);
  return csvResponse(
    "control-book.csv",
    [
      [
        t("controlBook.dueDate"),
        t("controlBook.standingLabel"),
        t("controlBook.agreement"),
        t("controlBook.type"),
        t("controlBook.responsible"),
        t("controlBook.counterpart"),
        t("controlBook.machines"),
        t("controlBook.organization"),
        t("controlBook.scheduledDate"),
        t("controlBook.performedAt"),
        t("controlBook.performedBy"),
        t("controlBook.result"),
      ],
      ...rows.map((row) => [
        dateInputValue(row.dueDate),
        t(`controlBook.standing.${row.standing}`),
        row.agreement.name,
        t(`controlBook.types.${row.agreement.type}`),
        row.agreement.responsibleMember?.name ?? "",
        row.agreement.stakeholder?.name ?? "",
        row.machines.map((machine) => machine.name).join(", "),
        row.organization.name,
        dateInputValue(row.scheduledDate),
        dateInputValue(row.performedAt),
        row.performedBy ?? "",
        row.result ? t(`controlBook.results.${row.result}`) : "",
      ]),
    ],
    language,
  );
}
