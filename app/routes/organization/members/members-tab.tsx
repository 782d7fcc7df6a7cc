import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { Member } from "~/api/types";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ImportLink } from "~/imports/import-link";
import type { ListQuery } from "~/lib/list-query";
import {
  ListToolbar,
  PeopleFilters,
  type Choice,
  type DepartmentChoice,
  type PeopleFilterValues,
} from "./people-filters";

export function MembersTab({
  rows,
  total,
  query,
  filter,
  departments,
  roles,
  can,
}: {
  rows: Member[];
  total: number;
  query: ListQuery;
  filter: PeopleFilterValues;
  departments: DepartmentChoice[];
  roles: Choice[];
  can: { manage: boolean };
}) {
  const { t } = useTranslation();
  const columns: DataColumn<Member>[] = [
    {
      id: "name",
      header: t("members.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={`/organization/members/${row.id}`} className="link">
          {row.name}
        </Link>
      ),
    },
    {
      id: "email",
      header: t("members.email"),
      sortField: "email",
      cell: (row) => row.email,
      className: "wrap-anywhere",
    },
    { id: "job", header: t("members.jobTitle"), sortField: "job_title", cell: (row) => row.jobTitle ?? "" },
    {
      id: "organization",
      header: t("members.department"),
      sortField: "organization_name",
      cell: (row) => row.organizationName,
    },
    { id: "scope", header: t("members.access"), sortField: "scope", cell: (row) => t(`members.scope.${row.scope}`) },
  ];
  const filtered = Boolean(filter.q || filter.departmentId || filter.roleId || filter.former);
  return (
    <section aria-label={t("members.tab.members")}>
      <PeopleFilters tab="members" filter={filter} departments={departments} roles={roles} withFormer />
      <ListToolbar of="members">
        {can.manage ? (
          <>
            <ImportLink list="/organization/members" />
            <Link to="/organization/members/new" className="button-primary">
              {t("members.invite")}
            </Link>
          </>
        ) : null}
      </ListToolbar>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={filter.former ? t("members.formerCaption") : t("members.tab.members")}
        empty={filtered ? t("members.noMatches") : can.manage ? t("members.noneManager") : t("members.none")}
        rowKey={(row) => row.id}
      />
    </section>
  );
}
