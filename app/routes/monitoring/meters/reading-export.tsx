import type { LoaderFunctionArgs } from "@remix-run/node";
import { metersApi, readingsApi } from "../../../../server/api/contracts/meters";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { csvResponse } from "~/lib/csv";
import { dateInputValue } from "~/lib/format";
import { requireId } from "~/lib/route.server";

/**
 * A meter's readings as CSV, newest first, in the columns the import reads (and what each came to):
 * exported readings can be corrected in a spreadsheet and imported into another meter.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/meters/reading-export",
  );
  const id = requireId(params);
  const meter = await api.call(metersApi.get, { params: { org: organizationId, id } });
  const readings = await allPages((page) =>
    api.call(readingsApi.list, { params: { org: organizationId, id }, query: { page, size: EXPORT_PAGE } }),
  );
  return csvResponse(
    `readings-${meter.id}.csv`,
    [
      ["date", "value", "unit", "estimated", "comment", "rollover", "new_counter", `consumption_${meter.totalUnit}`],
      ...readings.map((reading) => [
        dateInputValue(reading.performedAt),
        reading.value,
        reading.unit,
        reading.estimated ? "yes" : "",
        reading.comment,
        reading.rollover ? "yes" : "",
        reading.newCounter ? "yes" : "",
        reading.consumption,
      ]),
    ],
    language,
  );
}
