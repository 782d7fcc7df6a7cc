import type { LoaderFunctionArgs } from "@remix-run/node";
import { emissionFactorsApi } from "../../../../server/api/contracts/emission-factors";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { EMISSION_UNIT_SYMBOL } from "~/lib/emission-factor-text";
import { parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, factorFilter, SORTABLE } from "./list-query.server";

/** The catalogue as CSV, searched, filtered and sorted as the list's address says: each factor's value today and its source. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/emission-factors/export");
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const rows = await allPages((page) =>
    api.call(emissionFactorsApi.detailedList, { query: { page, size: EXPORT_PAGE, sort, ...factorFilter(url) } }),
  );
  const t = fixedT(language);
  return csvResponse(
    "emission-factors.csv",
    [
      [
        t("adminEmissionFactors.name"),
        t("adminEmissionFactors.utilityType"),
        t("adminEmissionFactors.current"),
        t("adminEmissionFactors.emissionUnit"),
        t("adminEmissionFactors.meterUnit"),
        t("adminEmissionFactors.source"),
        t("adminEmissionFactors.sourceYear"),
        t("adminEmissionFactors.valuesCount"),
        t("adminEmissionFactors.lastModified"),
      ],
      ...rows.map((factor) => [
        factor.name,
        t(`utilityType.${factor.utilityType}`),
        factor.current?.value ?? "",
        factor.current ? EMISSION_UNIT_SYMBOL[factor.current.emissionUnit] : "",
        factor.current?.meterUnit ?? "",
        factor.current?.source ?? "",
        factor.current?.sourceYear ?? "",
        factor.valuesCount,
        new Date(factor.lastModifiedDate).toISOString().slice(0, 10),
      ]),
    ],
    language,
  );
}
