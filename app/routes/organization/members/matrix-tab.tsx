import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { CompetenceMatrix } from "~/api/types";
import { RequirementBadge } from "~/components/competences/requirement-status";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { formatDate } from "~/lib/format";
import type { ListQuery } from "~/lib/list-query";
import {
  ListToolbar,
  PeopleFilters,
  type Choice,
  type DepartmentChoice,
  type PeopleFilterValues,
} from "./people-filters";

type Row = CompetenceMatrix["content"][number];

/** Members × competences: each required cell shows its status in words, and leads to recording an acquisition. */
export function MatrixTab({
  matrix,
  filter,
  departments,
  roles,
  can,
}: {
  matrix: CompetenceMatrix & { query: ListQuery };
  filter: PeopleFilterValues;
  departments: DepartmentChoice[];
  roles: Choice[];
  can: { editCompetences: boolean };
}) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const columns: DataColumn<Row>[] = [
    {
      id: "member",
      header: t("members.name"),
      cell: (row) => (
        <div className="min-w-40">
          <Link to={`/organization/members/${row.memberId}`} className="link">
            {row.name}
          </Link>
          <p className="text-xs text-slate-600">{row.organizationName}</p>
        </div>
      ),
    },
    ...matrix.competences.map((competence): DataColumn<Row> => ({
      id: `c${competence.id}`,
      header: competence.name,
      cell: (row) => {
        const cell = row.cells.find((candidate) => candidate.competenceId === competence.id);
        if (!cell) return <span className="sr-only">{t("competences.notRequired")}</span>;
        const badge = <RequirementBadge status={cell.status} />;
        return (
          <div className="min-w-24">
            {can.editCompetences ? (
              <Link
                to={`/organization/members/${row.memberId}/competences/${competence.id}`}
                aria-label={t("competences.recordFor", {
                  member: row.name,
                  competence: competence.name,
                  status: t(`competences.status.${cell.status}`),
                })}
                className="rounded focus-visible:outline-2"
              >
                {badge}
              </Link>
            ) : (
              badge
            )}
            {cell.nextDueDate ? (
              <p className="mt-0.5 text-xs whitespace-nowrap text-slate-600">
                {formatDate(cell.nextDueDate, i18n.language)}
              </p>
            ) : null}
          </div>
        );
      },
    })),
  ];
  const filtered = Boolean(filter.q || filter.departmentId || filter.roleId || filter.status);
  return (
    <section aria-label={t("members.tab.matrix")}>
      <PeopleFilters tab="matrix" filter={filter} departments={departments} roles={roles} withStatus />
      <ListToolbar exportHref={`/organization/members-roles-and-competences/export${search || "?"}&of=matrix`} />
      {matrix.competences.length === 0 ? (
        <p className="card text-slate-700">{t("competences.matrixEmpty")}</p>
      ) : (
        <DataTable
          rows={matrix.content}
          columns={columns}
          total={matrix.totalElements}
          query={matrix.query}
          caption={t("members.tab.matrix")}
          empty={filtered ? t("members.noMatches") : t("members.none")}
          rowKey={(row) => row.memberId}
        />
      )}
    </section>
  );
}
