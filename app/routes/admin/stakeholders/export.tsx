import type { LoaderFunctionArgs } from "@remix-run/node";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { kindFromUrl } from "~/components/stakeholders/stakeholder-kind";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { parseListQuery } from "~/lib/list-query";
import { SORTABLE } from "./list-query";

/** The stakeholder catalogue as CSV, filtered and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/stakeholders/export");
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "name", direction: "asc" } });
  const q = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const rows = await allPages((page) =>
    api.call(stakeholdersApi.list, { query: { page, size: EXPORT_PAGE, sort, q, kind: kindFromUrl(url) } }),
  );
  const t = fixedT(language);
  return csvResponse(
    "stakeholder-catalogue.csv",
    [
      [
        t("stakeholders.name"),
        t("stakeholders.kind"),
        t("stakeholders.registrationNumber"),
        t("stakeholders.contactName"),
        t("stakeholders.email"),
        t("stakeholders.phone"),
        t("stakeholders.address"),
        t("stakeholders.zipCode"),
        t("stakeholders.city"),
        t("stakeholders.country"),
      ],
      ...rows.map((row) => [
        row.name,
        t(`stakeholders.kindOptions.${row.kind}`),
        row.registrationNumber,
        row.contactName,
        row.email,
        row.phone,
        row.address,
        row.zipCode,
        row.city,
        row.countryAlpha2,
      ]),
    ],
    language,
  );
}
