import type { LoaderFunctionArgs } from "@remix-run/node";
import { policiesApi } from "../../../../server/api/contracts/policies";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, policyFilter, SORTABLE } from "./list-query.server";
import { policyTitle } from "./policy-title";

/** The policies as CSV, searched and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/leadership/policies/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const rows = await allPages((page) =>
    api.call(policiesApi.list, {
      params: { org: organizationId },
      query: { page, size: EXPORT_PAGE, sort, ...policyFilter(url) },
    }),
  );
  const t = fixedT(language);
  const day = (value: Date | string | null) => (value ? new Date(value).toISOString().slice(0, 10) : "");
  return csvResponse("policies.csv", [
    [
      t("policies.titleField"),
      t("policies.status"),
      t("policies.revision"),
      t("policies.published"),
      t("policies.nextReview"),
      t("policies.isoStandards"),
      t("policies.owner"),
      t("policies.public"),
    ],
    ...rows.map((policy) => [
      policyTitle(policy.titles, language),
      t(`policies.statuses.${policy.status}`),
      policy.revision ?? "",
      day(policy.publishedAt),
      day(policy.nextReviewDate),
      policy.isoStandards.map((code) => t(`standards.${code}`)).join(", "),
      policy.owner?.name ?? "",
      policy.public ? t("policies.yes") : t("policies.no"),
    ]),
  ]);
}
