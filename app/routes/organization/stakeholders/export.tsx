import type { LoaderFunctionArgs } from "@remix-run/node";
import { stakeholderAssociationsApi } from "../../../../server/api/contracts/stakeholders";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { parseListQuery } from "~/lib/list-query";
import { associationFilter, SORTABLE } from "./list-query.server";

/** The organization's stakeholders as CSV, filtered and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/stakeholders/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "name", direction: "asc" } });
  const rows = await allPages((page) =>
    api.call(stakeholderAssociationsApi.list, {
      params: { org: organizationId },
      query: { page, size: EXPORT_PAGE, sort, ...associationFilter(url) },
    }),
  );
  const t = fixedT(language);
  return csvResponse(
    "stakeholders.csv",
    [
      [t("stakeholders.name"), t("stakeholders.kind"), t("stakeholders.city"), t("stakeholders.complianceObligation")],
      ...rows.map(({ stakeholder, complianceObligation }) => [
        stakeholder.name,
        t(`stakeholders.kindOptions.${stakeholder.kind}`),
        stakeholder.city,
        complianceObligation ? t("stakeholders.yes") : t("stakeholders.no"),
      ]),
    ],
    language,
  );
}
