import type { UtilityType } from "../../../../server/domain/units";
import { DepartmentOptions } from "~/components/form/department-options";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";
import type { MeterFilter } from "./list-query.server";

/** The register's filters: a GET form, so every filtered view has its own address and works without script. */
export function MeterFilters({
  filter,
  departments,
  types,
}: {
  filter: MeterFilter;
  departments: { id: number; name: string; depth: number }[];
  types: UtilityType[];
}) {
  const { t } = useTranslation();
  return (
    <ListFilters>
      <FilterField label={t("meters.search")}>
        <input type="search" name="q" defaultValue={filter.q} className="input mt-1 w-56" />
      </FilterField>
      <FilterField label={t("meters.utilityType")}>
        <select name="type" defaultValue={filter.utilityType ?? ""} className="input mt-1 w-48">
          <option value="">{t("meters.allTypes")}</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`utilityType.${type}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t("meters.department")}>
        <select name="department" defaultValue={filter.departmentId ?? ""} className="input mt-1 w-56">
          <option value="">{t("meters.allDepartments")}</option>
          <DepartmentOptions departments={departments} />
        </select>
      </FilterField>
      <FilterField label={t("meters.readingDue")}>
        <select name="overdue" defaultValue={filter.overdue ?? ""} className="input mt-1 w-40">
          <option value="">{t("meters.anyDue")}</option>
          <option value="true">{t("meters.onlyDue")}</option>
        </select>
      </FilterField>
    </ListFilters>
  );
}
