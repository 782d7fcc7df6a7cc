import { DepartmentOptions } from "~/components/form/department-options";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";

type Filter = {
  q: string;
  hazard?: string;
  dangerCode?: string;
  storageClass?: string;
  departmentId?: number;
  location?: string;
  sds?: string;
  unassessed?: boolean;
};
type Choices = { dangerCodes: string[]; storageClasses: string[]; sds: string[] };

/** The kept chemicals' filters: a GET form, so each filtered view has its address and needs no script. */
export function AssociationFilters({
  filter,
  choices,
  departments,
}: {
  filter: Filter;
  choices: Choices;
  departments: { id: number; name: string; depth: number }[];
}) {
  const { t } = useTranslation();
  return (
    <ListFilters>
      <FilterField label={t("myChemicals.search")}>
        <input type="search" name="q" defaultValue={filter.q} className="input mt-1 w-52" />
      </FilterField>
      <FilterField label={t("myChemicals.hazard")}>
        <input type="text" name="hazard" defaultValue={filter.hazard} className="input mt-1 w-24" placeholder="H225" />
      </FilterField>
      <FilterField label={t("chemicals.dangerCode")}>
        <select name="danger" defaultValue={filter.dangerCode ?? ""} className="input mt-1 w-32">
          <option value="">{t("myChemicals.all")}</option>
          {choices.dangerCodes.map((code) => (
            <option key={code} value={code}>
              {t(`chemicals.dangerCodes.${code}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t("myChemicals.storageClass")}>
        <select name="storageClass" defaultValue={filter.storageClass ?? ""} className="input mt-1 w-28">
          <option value="">{t("myChemicals.all")}</option>
          {choices.storageClasses.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t("myChemicals.department")}>
        <select name="department" defaultValue={filter.departmentId ?? ""} className="input mt-1 w-48">
          <option value="">{t("myChemicals.allDepartments")}</option>
          <DepartmentOptions departments={departments} />
        </select>
      </FilterField>
      <FilterField label={t("myChemicals.location")}>
        <input type="text" name="location" defaultValue={filter.location} className="input mt-1 w-40" />
      </FilterField>
      <FilterField label={t("myChemicals.sds")}>
        <select name="sds" defaultValue={filter.sds ?? ""} className="input mt-1 w-48">
          <option value="">{t("myChemicals.all")}</option>
          {choices.sds.map((status) => (
            <option key={status} value={status}>
              {t(`myChemicals.sdsFilter.${status}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input type="checkbox" name="unassessed" value="true" defaultChecked={filter.unassessed} />
        {t("myChemicals.unassessed")}
      </label>
    </ListFilters>
  );
}
