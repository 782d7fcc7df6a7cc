import type { LoaderFunctionArgs } from "@remix-run/node";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { SIGNAL_WORD_EN } from "~/components/chemicals/hazard-label";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { parseListQuery } from "~/lib/list-query";
import { chemicalFilter, chemicalQuery, DEFAULT_SORT, SORTABLE } from "./list-query.server";

/** The chemical catalogue as CSV, filtered and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/chemicals/export");
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = chemicalFilter(url);
  const rows = filter.hazardUnknown
    ? []
    : await allPages((page) =>
        api.call(chemicalsApi.list, { query: { page, size: EXPORT_PAGE, sort, ...chemicalQuery(filter) } }),
      );
  const t = fixedT(language);
  return csvResponse(
    "chemicals.csv",
    [
      [
        t("adminChemicals.name"),
        t("adminChemicals.producer"),
        t("adminChemicals.physicalState"),
        t("chemicals.dangerCode"),
        t("chemicals.signalWord"),
        t("chemicals.pictograms"),
        t("adminChemicals.hazardCodes"),
      ],
      ...rows.map((row) => [
        row.name,
        row.producer,
        row.physicalState ? t(`adminChemicals.physicalStates.${row.physicalState}`) : null,
        t(`chemicals.dangerCodes.${row.dangerCode}`),
        SIGNAL_WORD_EN[row.signalWord],
        row.pictograms.join(", "),
        row.hazardCodes.join(", "),
      ]),
    ],
    language,
  );
}
