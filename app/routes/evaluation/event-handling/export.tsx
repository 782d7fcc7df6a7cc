import type { LoaderFunctionArgs } from "@remix-run/node";
import { eventsApi } from "../../../../server/api/contracts/events";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, eventFilter, SORTABLE } from "./list-query.server";

/** The events as CSV, filtered and sorted as the register's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/evaluation/event-handling/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const rows = await allPages((page) =>
    api.call(eventsApi.list, {
      params: { org: organizationId },
      query: { page, size: EXPORT_PAGE, sort, ...eventFilter(url) },
    }),
  );
  const t = fixedT(language);
  const yesNo = (value: boolean) => t(value ? "events.handling.yes" : "events.handling.no");
  return csvResponse(
    "events.csv",
    [
      [
        t("events.handling.fields.title"),
        t("events.handling.fields.occurredAt"),
        t("events.handling.fields.importance"),
        t("events.handling.fields.category"),
        t("events.handling.status"),
        t("events.handling.fields.accident"),
        t("events.handling.fields.nearMiss"),
        t("events.handling.fields.daysOfAbsence"),
        t("events.handling.fields.departmentId"),
        t("events.handling.fields.location"),
        t("events.handling.openActions"),
        t("events.handling.overdueActions"),
      ],
      ...rows.map((event) => [
        event.title,
        event.occurredAt,
        t(`events.importance.${event.importance}`),
        t(`events.category.${event.category}`),
        t(`events.status.${event.status}`),
        yesNo(event.accident),
        yesNo(event.nearMiss),
        event.daysOfAbsence === null ? "" : String(event.daysOfAbsence),
        event.department?.name ?? "",
        event.location ?? "",
        String(event.openActions),
        String(event.overdueActions),
      ]),
    ],
    language,
  );
}
