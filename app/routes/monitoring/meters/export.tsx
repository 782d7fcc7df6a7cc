import type { LoaderFunctionArgs } from "@remix-run/node";
import { metersApi } from "../../../../server/api/contracts/meters";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { dateInputValue } from "~/lib/format";
import { parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, meterFilter, SORTABLE } from "./list-query.server";

/** The meters as CSV, filtered and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/meters/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const rows = await allPages((page) =>
    api.call(metersApi.list, {
      params: { org: organizationId },
      query: { page, size: EXPORT_PAGE, sort, ...meterFilter(url) },
    }),
  );
  const t = fixedT(language);
  return csvResponse(
    "meters.csv",
    [
      [
        "name",
        "utilityType",
        "units",
        "number",
        "organization",
        "department",
        "location",
        "responsible",
        "frequency",
        "latestReading",
        "latestValue",
        "latestUnit",
        "nextReadingDue",
      ].map((column) => t(`meters.columns.${column}`)),
      ...rows.map((meter) => [
        meter.name,
        t(`utilityType.${meter.utilityType}`),
        meter.units.join(" "),
        meter.number,
        meter.organization.name,
        meter.department?.name,
        meter.location,
        meter.responsibleMember?.name,
        meter.frequency,
        dateInputValue(meter.latestReading?.performedAt),
        meter.latestReading?.value,
        meter.latestReading?.unit,
        dateInputValue(meter.nextReadingDue),
      ]),
    ],
    language,
  );
}
