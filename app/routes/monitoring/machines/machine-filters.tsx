import { DepartmentOptions } from "~/components/form/department-options";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";
import type { MachineStatus } from "./list-query.server";

const STATUSES: MachineStatus[] = ["IN_USE", "RETIRED", "ALL"];

/** The register's filters: a GET form, so every filtered view has its own address and works without script. */
export function MachineFilters({
  filter,
  departments,
}: {
  filter: { q: string; type: string; departmentId?: number; status: MachineStatus };
  departments: { id: number; name: string; depth: number }[];
}) {
  const { t } = useTranslation();
  return (
    <ListFilters>
      <FilterField label={t("machines.search")}>
        <input type="search" name="q" defaultValue={filter.q} className="input mt-1 w-56" />
      </FilterField>
      <FilterField label={t("machines.type")}>
        <input type="text" name="type" defaultValue={filter.type} className="input mt-1 w-40" />
      </FilterField>
      <FilterField label={t("machines.department")}>
        <select name="department" defaultValue={filter.departmentId ?? ""} className="input mt-1 w-56">
          <option value="">{t("machines.allDepartments")}</option>
          <DepartmentOptions departments={departments} />
        </select>
      </FilterField>
      <FilterField label={t("machines.status")}>
        <select name="status" defaultValue={filter.status} className="input mt-1 w-40">
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`machines.statuses.${status}`)}
            </option>
          ))}
        </select>
      </FilterField>
    </ListFilters>
  );
}
