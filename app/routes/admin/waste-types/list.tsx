import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { wasteTypesApi } from "../../../../server/api/contracts/waste";
import { requireRouteAccess } from "~/auth/guards.server";
import { CatalogueList } from "~/components/table/catalogue-list";
import type { DataColumn } from "~/components/table/data-table";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { fixedT } from "~/i18n/translations.server";
import { useTranslation } from "~/i18n/translation";
import { parseListQuery } from "~/lib/list-query";
import { chapterOptions, LIST_OPTIONS, wasteTypeFilter, wasteTypeQuery } from "./list-query.server";
import { WASTE_TYPES, wasteTypePath } from "./paths";
import { HazardousBadge, ListOfWasteSource, Synonyms } from "./waste-type-parts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/waste-types/list");
  const url = new URL(request.url);
  const query = parseListQuery<"code">(url, LIST_OPTIONS);
  const filter = wasteTypeFilter(url);
  const [page, chapters] = await Promise.all([
    api.call(wasteTypesApi.list, { query: { page: query.page - 1, size: query.size, ...wasteTypeQuery(filter) } }),
    chapterOptions(api),
  ]);
  return {
    title: fixedT(language)("adminWasteTypes.title"),
    rows: page.content.map((row) => ({
      id: row.id,
      level: row.level,
      codeDisplay: row.codeDisplay,
      hazardous: row.hazardous === true,
      text: row.textEn ?? row.name,
      synonymsEn: row.synonymsEn ?? [],
      synonymsDa: row.synonymsDa ?? [],
    })),
    total: page.totalElements,
    query,
    filter,
    chapters,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The European List of Waste, browsed by chapter and searched, with the synonyms the maintainers keep. */
export default function AdminWasteTypes() {
  const { t } = useTranslation();
  const { rows, total, query, filter, chapters } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.q || filter.chapter || filter.hazardous);
  // Chapters and sub-chapters head the entries that follow them in code order.
  const heading = (row: Row) => (row.level === 1 ? "font-bold text-slate-900" : row.level === 2 ? "font-semibold" : "");
  const columns: DataColumn<Row>[] = [
    {
      id: "code",
      header: t("adminWasteTypes.code"),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <Link to={wasteTypePath(row.id)} className={`link font-mono ${heading(row)}`}>
            {row.codeDisplay}
          </Link>
          {row.level < 3 ? (
            <div className="text-xs text-slate-600">{t(`adminWasteTypes.levels.${row.level}`)}</div>
          ) : null}
          {row.hazardous ? <HazardousBadge /> : null}
        </div>
      ),
      className: "whitespace-nowrap",
    },
    {
      id: "text",
      header: t("adminWasteTypes.text"),
      cell: (row) => (
        <span lang="en" className={`${heading(row)} ${row.level === 3 ? "pl-3" : ""} block min-w-48`}>
          {row.text}
        </span>
      ),
    },
    {
      id: "synonymsEn",
      header: t("adminWasteTypes.synonymsEn"),
      cell: (row) => <Synonyms values={row.synonymsEn} lang="en" />,
    },
    {
      id: "synonymsDa",
      header: t("adminWasteTypes.synonymsDa"),
      cell: (row) => <Synonyms values={row.synonymsDa} lang="da" />,
    },
  ];
  return (
    <>
      <CatalogueList
        title={t("adminWasteTypes.title")}
        description={t("adminWasteTypes.intro")}
        action={null}
        filters={
          <ListFilters>
            <FilterField label={t("adminWasteTypes.search")}>
              <input
                type="search"
                name="q"
                defaultValue={filter.q}
                className="input mt-1 w-64"
                placeholder="16 01 07"
              />
            </FilterField>
            <FilterField label={t("adminWasteTypes.chapter")}>
              <select name="chapter" defaultValue={filter.chapter} className="input mt-1 w-72 max-w-full">
                <option value="">{t("adminWasteTypes.allChapters")}</option>
                {chapters.map((chapter) => (
                  <option key={chapter.code} value={chapter.code} lang={chapter.lang}>
                    {`${chapter.code} – ${chapter.name}`}
                  </option>
                ))}
              </select>
            </FilterField>
            <FilterField label={t("adminWasteTypes.hazardFilter")}>
              <select name="hazardous" defaultValue={filter.hazardous} className="input mt-1 w-48">
                <option value="">{t("adminWasteTypes.anyHazard")}</option>
                <option value="true">{t("adminWasteTypes.hazardousOnly")}</option>
                <option value="false">{t("adminWasteTypes.nonHazardousOnly")}</option>
              </select>
            </FilterField>
          </ListFilters>
        }
        exportTo={`${WASTE_TYPES}/export`}
        table={{
          rows,
          columns,
          total,
          query,
          empty: filtered ? (
            <>
              {t("adminWasteTypes.noMatches")}{" "}
              <Link to={WASTE_TYPES} className="link">
                {t("adminWasteTypes.showAll")}
              </Link>
            </>
          ) : (
            t("adminWasteTypes.empty")
          ),
          rowKey: (row) => row.id,
        }}
      />
      <ListOfWasteSource />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Waste types" }];
