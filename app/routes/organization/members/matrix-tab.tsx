import { useTranslation } from "~/i18n/translation";
import type { CompetenceMatrix } from "~/api/types";
import { StatusLink } from "~/components/competences/requirement-parts";
import { PlainLinks } from "~/components/navigation/plain-links";
import { Pager } from "~/components/table/data-table";
import { formatDate } from "~/lib/format";
import type { ListQuery } from "~/lib/list-query";
import { acquisitionPath, memberPath } from "./paths";
import {
  ListToolbar,
  PeopleFilters,
  type Choice,
  type DepartmentChoice,
  type PeopleFilterValues,
} from "./people-filters";

type Row = CompetenceMatrix["content"][number];
type Column = CompetenceMatrix["competences"][number];

/**
 * Members × competences: each required cell shows its status in words and leads to recording an
 * acquisition; an empty cell is not required. Its own lean table (styled from the table, not per
 * cell, and plain anchors): a page of it has a thousand cells or more.
 */
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
  const { t } = useTranslation();
  const filtered = Boolean(filter.q || filter.departmentId || filter.roleId || filter.status);
  return (
    <section aria-label={t("members.tab.matrix")}>
      <PeopleFilters tab="matrix" filter={filter} departments={departments} roles={roles} withStatus />
      <ListToolbar of="matrix" />
      {matrix.competences.length === 0 ? (
        <p className="card text-slate-700">{t("competences.matrixEmpty")}</p>
      ) : (
        <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <p className="px-4 pt-3 text-sm text-slate-600">{t("competences.matrixHint")}</p>
          <PlainLinks className="relative overflow-x-auto">
            <table className="min-w-full text-sm [&_td]:border-t [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top">
              <caption className="sr-only">{t("members.tab.matrix")}</caption>
              <thead className="bg-slate-50 text-left">
                <tr>
                  <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 font-semibold">
                    {t("members.name")}
                  </th>
                  {matrix.competences.map((competence) => (
                    <th key={competence.id} scope="col" className="min-w-28 px-3 py-2 align-bottom font-semibold">
                      <a href={`/organization/competences/${competence.id}`} className="hover:underline">
                        {competence.name}
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {matrix.content.map((row) => (
                  <MatrixRow
                    key={row.memberId}
                    row={row}
                    columns={matrix.competences}
                    canRecord={can.editCompetences}
                  />
                ))}
              </tbody>
            </table>
            {matrix.content.length === 0 ? (
              <p className="px-4 py-8 text-center text-slate-600">
                {filtered ? t("members.noMatches") : t("members.none")}
              </p>
            ) : null}
          </PlainLinks>
          {matrix.totalElements > 0 ? <Pager total={matrix.totalElements} query={matrix.query} /> : null}
        </div>
      )}
    </section>
  );
}

function MatrixRow({ row, columns, canRecord }: { row: Row; columns: Column[]; canRecord: boolean }) {
  const { i18n } = useTranslation();
  const cells = new Map(row.cells.map((cell) => [cell.competenceId, cell]));
  return (
    <tr>
      <th
        scope="row"
        className="sticky left-0 min-w-40 border-t border-slate-100 bg-white px-3 py-2 text-left font-normal"
      >
        <a href={memberPath(row.memberId)} className="link">
          {row.name}
        </a>
        <span className="block text-xs text-slate-600">{row.organizationName}</span>
      </th>
      {columns.map((competence) => {
        const cell = cells.get(competence.id);
        if (!cell) return <td key={competence.id} />;
        return (
          <td key={competence.id}>
            <StatusLink
              plain
              status={cell.status}
              record={
                canRecord
                  ? { to: acquisitionPath(row.memberId, competence.id), member: row.name, competence: competence.name }
                  : undefined
              }
            />
            {cell.nextDueDate ? (
              <span className="block text-xs whitespace-nowrap text-slate-600">
                {formatDate(cell.nextDueDate, i18n.language)}
              </span>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}
