import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { CompetenceSummary } from "~/api/types";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import type { ListQuery } from "~/lib/list-query";
import { ListToolbar } from "./people-filters";

export function CompetencesTab({
  rows,
  total,
  query,
  q,
  can,
}: {
  rows: CompetenceSummary[];
  total: number;
  query: ListQuery;
  q: string;
  can: { editCompetences: boolean };
}) {
  const { t } = useTranslation();
  const columns: DataColumn<CompetenceSummary>[] = [
    {
      id: "name",
      header: t("competences.name"),
      sortField: "name",
      cell: (row) => (
        <div className="min-w-48">
          <Link to={`/organization/competences/${row.id}`} className="link">
            {row.name}
          </Link>
          {row.description ? <p className="line-clamp-2 text-xs text-slate-600">{row.description}</p> : null}
        </div>
      ),
    },
    {
      id: "frequency",
      header: t("competences.frequency"),
      sortField: "frequency",
      cell: (row) => t(`recurrence.${row.frequency}`),
      className: "whitespace-nowrap",
    },
    { id: "required", header: t("competences.requiredOf"), cell: (row) => row.requiredOf, className: "text-right" },
    { id: "organization", header: t("competences.definedBy"), cell: (row) => row.organizationName },
  ];
  return (
    <section aria-label={t("members.tab.competences")}>
      <ListFilters>
        <input type="hidden" name="tab" value="competences" />
        <FilterField label={t("competences.search")}>
          <input type="search" name="q" defaultValue={q} className="input mt-1 w-64" />
        </FilterField>
      </ListFilters>
      <ListToolbar of="competences">
        {can.editCompetences ? (
          <Link to="/organization/competences/new" className="button-primary">
            {t("competences.new")}
          </Link>
        ) : null}
      </ListToolbar>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("members.tab.competences")}
        empty={
          q ? t("competences.noMatches") : can.editCompetences ? t("competences.noneEditor") : t("competences.none")
        }
        rowKey={(row) => row.id}
      />
    </section>
  );
}
