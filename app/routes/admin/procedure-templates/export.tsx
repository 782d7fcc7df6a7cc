import type { LoaderFunctionArgs } from "@remix-run/node";
import { procedureTemplatesApi } from "../../../../server/api/contracts/procedure-templates";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, SORTABLE, templateFilter } from "./paths";

/** The template catalogue as CSV, searched and sorted as the list's address says; both titles, not the procedures. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/procedure-templates/export");
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const rows = await allPages((page) =>
    api.call(procedureTemplatesApi.list, { query: { page, size: EXPORT_PAGE, sort, ...templateFilter(url) } }),
  );
  const t = fixedT(language);
  return csvResponse(
    "procedure-templates.csv",
    [
      [
        t("adminProcedureTemplates.titleIn", { language: t("controlled.language.en") }),
        t("adminProcedureTemplates.titleIn", { language: t("controlled.language.da") }),
        t("adminProcedureTemplates.isoStandards"),
        t("adminProcedureTemplates.clauses"),
        t("adminProcedureTemplates.lastModified"),
      ],
      ...rows.map((template) => [
        template.titles.en ?? "",
        template.titles.da ?? "",
        template.isoStandards.map((code) => t(`standards.${code}`)).join(", "),
        template.clauses.join(", "),
        new Date(template.lastModifiedDate).toISOString().slice(0, 10),
      ]),
    ],
    language,
  );
}
