import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { DANGER_CODES } from "../../../../server/domain/danger-code";
import { pictogramsNamed } from "../../../../server/domain/hazard-labels";
import { requireRouteAccess } from "~/auth/guards.server";
import { DangerBadge, Pictograms, SignalWordText } from "~/components/chemicals/hazard-label";
import { CatalogueList, NewEntryLink } from "~/components/table/catalogue-list";
import type { DataColumn } from "~/components/table/data-table";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { fixedT } from "~/i18n/translations.server";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { parseListQuery } from "~/lib/list-query";
import { chemicalFilter, chemicalQuery, DEFAULT_SORT, SORTABLE } from "./list-query.server";
import { chemicalPath, CHEMICALS } from "./paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/chemicals/list");
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = chemicalFilter(url);
  // A hazard filter that is no code matches nothing: said under the filter, not asked of the API.
  const page = filter.hazardUnknown
    ? { content: [], totalElements: 0 }
    : await api.call(chemicalsApi.list, {
        query: { page: query.page - 1, size: query.size, sort: query.sort, ...chemicalQuery(filter) },
      });
  return {
    title: fixedT(language)("adminChemicals.title"),
    rows: page.content.map((row) => ({
      id: row.id,
      name: row.name,
      producer: row.producer,
      dangerCode: row.dangerCode,
      pictograms: pictogramsNamed(row.pictograms),
      signalWord: row.signalWord,
      lastModifiedDate: row.lastModifiedDate,
    })),
    total: page.totalElements,
    query,
    filter,
    dangerCodes: DANGER_CODES,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The chemical catalogue, as the maintainers keep it. */
export default function AdminChemicals() {
  const { t, i18n } = useTranslation();
  const { rows, total, query, filter, dangerCodes } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.q || filter.hazard || filter.dangerCode);
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("adminChemicals.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={chemicalPath(row.id)} className="link">
          {row.name}
        </Link>
      ),
    },
    { id: "producer", header: t("adminChemicals.producer"), sortField: "producer", cell: (row) => row.producer },
    {
      id: "danger",
      header: t("chemicals.dangerCode"),
      sortField: "danger_code",
      cell: (row) => <DangerBadge code={row.dangerCode} />,
      className: "whitespace-nowrap",
    },
    {
      id: "pictograms",
      header: t("chemicals.pictograms"),
      cell: (row) => <Pictograms pictograms={row.pictograms} size={28} compact />,
    },
    { id: "signal", header: t("chemicals.signalWord"), cell: (row) => <SignalWordText signalWord={row.signalWord} /> },
    {
      id: "modified",
      header: t("page.lastModified"),
      sortField: "last_modified_date",
      cell: (row) => formatDateTime(row.lastModifiedDate, i18n.language),
      className: "whitespace-nowrap",
    },
  ];
  const hazardError = "chemical-hazard-filter-error";
  return (
    <CatalogueList
      title={t("adminChemicals.title")}
      description={t("adminChemicals.intro")}
      action={<NewEntryLink to={`${CHEMICALS}/new`} label={t("adminChemicals.new")} />}
      filters={
        <ListFilters>
          <FilterField label={t("adminChemicals.search")}>
            <input type="search" name="q" defaultValue={filter.q} className="input mt-1 w-64" />
          </FilterField>
          <FilterField label={t("adminChemicals.hazardFilter")}>
            <input
              name="hazard"
              defaultValue={filter.hazard}
              className="input mt-1 w-32"
              placeholder="H350"
              aria-invalid={filter.hazardUnknown || undefined}
              aria-describedby={filter.hazardUnknown ? hazardError : undefined}
            />
          </FilterField>
          <FilterField label={t("chemicals.dangerCode")}>
            <select name="dangerCode" defaultValue={filter.dangerCode ?? ""} className="input mt-1 w-40">
              <option value="">{t("adminChemicals.allDangerCodes")}</option>
              {dangerCodes.map((code) => (
                <option key={code} value={code}>
                  {t(`chemicals.dangerCodes.${code}`)}
                </option>
              ))}
            </select>
          </FilterField>
          {filter.hazardUnknown ? (
            <p id={hazardError} className="w-full text-sm text-red-700">
              {t("validation.unknownHazardCodes", { codes: filter.hazard })}
            </p>
          ) : null}
        </ListFilters>
      }
      exportTo={`${CHEMICALS}/export`}
      table={{
        rows,
        columns,
        total,
        query,
        empty: filtered ? t("adminChemicals.noMatches") : t("adminChemicals.empty"),
        rowKey: (row) => row.id,
      }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Chemicals" }];
