import { useTranslation } from "~/i18n/translation";
import { ExportLink } from "~/components/table/export-link";
import { FilterCheckbox, FilterField, ListFilters } from "~/components/table/list-filters";
import { REQUIREMENT_STATUSES } from "~/components/competences/requirement-status";
import { DepartmentOptions } from "~/components/form/department-options";

export type Choice = { id: number; name: string };
export type DepartmentChoice = Choice & { depth: number };
export type PeopleFilterValues = {
  q: string;
  departmentId?: number;
  roleId?: number;
  status?: string;
  former?: boolean;
};

/** The filters of the members list and the matrix: a GET form that keeps the tab. */
export function PeopleFilters({
  tab,
  filter,
  departments,
  roles,
  withStatus = false,
  withFormer = false,
}: {
  tab: string;
  filter: PeopleFilterValues;
  departments: DepartmentChoice[];
  roles: Choice[];
  withStatus?: boolean;
  withFormer?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ListFilters>
      <input type="hidden" name="tab" value={tab} />
      <FilterField label={t("members.search")}>
        <input type="search" name="q" defaultValue={filter.q} className="input mt-1 w-56" />
      </FilterField>
      <FilterField label={t("members.department")}>
        <select name="department" defaultValue={filter.departmentId ?? ""} className="input mt-1 w-56">
          <option value="">{t("members.allDepartments")}</option>
          <DepartmentOptions departments={departments} />
        </select>
      </FilterField>
      <FilterField label={t("members.role")}>
        <select name="role" defaultValue={filter.roleId ?? ""} className="input mt-1 w-56">
          <option value="">{t("members.allRoles")}</option>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      </FilterField>
      {withStatus ? (
        <FilterField label={t("competences.statusLabel")}>
          <select name="status" defaultValue={filter.status ?? ""} className="input mt-1 w-44">
            <option value="">{t("competences.anyStatus")}</option>
            {REQUIREMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`competences.status.${status}`)}
              </option>
            ))}
          </select>
        </FilterField>
      ) : null}
      {withFormer ? (
        <FilterCheckbox name="former" label={t("members.showFormer")} checked={Boolean(filter.former)} />
      ) : null}
    </ListFilters>
  );
}

/** The list's actions: what may be added, and the CSV of what the filters show (`of` names the list). */
export function ListToolbar({ children, of }: { children?: React.ReactNode; of: string }) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-end gap-2">
      {children}
      <ExportLink to="/organization/members-roles-and-competences/export" extra={`of=${of}`} />
    </div>
  );
}
