import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { emissionFactorsApi } from "../../../../server/api/contracts/emission-factors";
import { UTILITY_TYPES } from "../../../../server/domain/units";
import { requireRouteAccess } from "~/auth/guards.server";
import { CatalogueList } from "~/components/table/catalogue-list";
import type { DataColumn } from "~/components/table/data-table";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { factorSourceText, factorValueText } from "~/lib/emission-factor-text";
import { formatDateTime } from "~/lib/format";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, factorFilter, SORTABLE } from "./list-query.server";
import { NewFactorMenu } from "./new-factor-menu";
import { FACTORS_PATH, factorEditPath } from "./paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/emission-factors/list");
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = factorFilter(url);
  const page = await api.call(emissionFactorsApi.detailedList, {
    query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
  });
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  const t = fixedT(language);
  // The page gets what it shows, in the reader's language.
  return {
    title: t("adminEmissionFactors.title"),
    rows: page.content.map((factor) => ({
      id: factor.id,
      name: factor.name,
      utilityType: t(`utilityType.${factor.utilityType}`),
      current: factor.current ? factorValueText(t, language, factor.current) : null,
      source: factor.current ? factorSourceText(t, factor.current) : null,
      valuesCount: factor.valuesCount,
      lastModifiedDate: factor.lastModifiedDate,
    })),
    total: page.totalElements,
    query,
    filter: { q: filter.q, type: filter.utilityType ?? "" },
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The emission factors every organization's meters calculate with, as the maintainers keep them. */
export default function AdminEmissionFactors() {
  const { t, i18n } = useTranslation();
  const { rows, total, query, filter } = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("adminEmissionFactors.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={factorEditPath(row.id)} className="link">
          {row.name}
        </Link>
      ),
    },
    {
      id: "type",
      header: t("adminEmissionFactors.utilityType"),
      sortField: "utility_type",
      cell: (row) => row.utilityType,
    },
    {
      id: "current",
      header: t("adminEmissionFactors.current"),
      cell: (row) =>
        row.current ? (
          <>
            <span className="whitespace-nowrap">{row.current}</span>
            <span className="block text-xs text-slate-600">
              {t("adminEmissionFactors.source")}: {row.source}
            </span>
          </>
        ) : (
          <span className="text-slate-600 italic">{t("adminEmissionFactors.currentNone")}</span>
        ),
    },
    { id: "values", header: t("adminEmissionFactors.valuesCount"), cell: (row) => row.valuesCount },
    {
      id: "modified",
      header: t("adminEmissionFactors.lastModified"),
      sortField: "last_modified_date",
      cell: (row) => formatDateTime(row.lastModifiedDate, i18n.language),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <CatalogueList
      title={t("adminEmissionFactors.title")}
      description={t("adminEmissionFactors.intro")}
      action={<NewFactorMenu />}
      filters={
        <ListFilters>
          <FilterField label={t("adminEmissionFactors.search")}>
            <input
              type="search"
              name="q"
              defaultValue={filter.q}
              maxLength={200}
              className="input mt-1 w-64 max-w-full"
            />
          </FilterField>
          <FilterField label={t("adminEmissionFactors.utilityType")}>
            <select name="type" defaultValue={filter.type} className="input mt-1 w-56 max-w-full">
              <option value="">{t("adminEmissionFactors.allTypes")}</option>
              {UTILITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`utilityType.${type}`)}
                </option>
              ))}
            </select>
          </FilterField>
        </ListFilters>
      }
      exportTo={`${FACTORS_PATH}/export`}
      table={{
        rows,
        columns,
        total,
        query,
        empty: filter.q || filter.type ? t("adminEmissionFactors.noMatches") : t("adminEmissionFactors.none"),
        rowKey: (row) => row.id,
      }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Emission factors" }];
