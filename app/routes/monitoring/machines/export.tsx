import type { LoaderFunctionArgs } from "@remix-run/node";
import { machinesApi } from "../../../../server/api/contracts/machines";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { formValues } from "~/lib/form-values";
import { chosenIds, parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, machineFilter, SORTABLE } from "./list-query.server";

const COLUMNS = [
  "name",
  "type",
  "manufacturer",
  "model",
  "serialNumber",
  "location",
  "inceptionDate",
  "endOfUseDate",
] as const;

/** The machines as CSV, filtered and sorted as the list's address says; only those chosen, if any. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/machines/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const chosen = chosenIds(url);
  const listed = await allPages((page) =>
    api.call(machinesApi.list, {
      params: { org: organizationId },
      query: { page, size: EXPORT_PAGE, sort, ...machineFilter(url) },
    }),
  );
  const rows = chosen ? listed.filter((machine) => chosen.has(machine.id)) : listed;
  const t = fixedT(language);
  return csvResponse(
    "machines.csv",
    [
      [...COLUMNS.map((column) => t(`machines.${column}`)), t("machines.department")],
      // As the form shows them: text as it is, dates as yyyy-mm-dd, nothing as empty.
      ...rows.map((machine) => [...Object.values(formValues(COLUMNS, machine)), machine.department?.name]),
    ],
    language,
  );
}
