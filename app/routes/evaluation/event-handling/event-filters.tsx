import { EVENT_IMPORTANCES, EVENT_STATUSES } from "../../../../server/domain/events";
import { DepartmentOptions } from "~/components/form/department-options";
import { FilterCheckbox, FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";

type Filter = {
  q: string;
  importance?: string;
  status?: string;
  accident?: boolean;
  departmentId?: number;
  from?: string;
  to?: string;
  overdueActions?: boolean;
};

/** The register's filters: a GET form, so every filtered view has its own address and works without script. */
export function EventFilters({
  filter,
  departments,
}: {
  filter: Filter;
  departments: { id: number; name: string; depth: number }[];
}) {
  const { t } = useTranslation();
  return (
    <ListFilters>
      <FilterField label={t("events.handling.search")}>
        <input type="search" name="q" defaultValue={filter.q} className="input mt-1 w-56" />
      </FilterField>
      <FilterField label={t("events.handling.fields.importance")}>
        <select name="importance" defaultValue={filter.importance ?? ""} className="input mt-1 w-36">
          <option value="">{t("events.handling.all")}</option>
          {EVENT_IMPORTANCES.map((importance) => (
            <option key={importance} value={importance}>
              {t(`events.importance.${importance}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t("events.handling.status")}>
        <select name="status" defaultValue={filter.status ?? ""} className="input mt-1 w-48">
          <option value="">{t("events.handling.all")}</option>
          <option value="OPEN">{t("events.handling.openStatus")}</option>
          {EVENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`events.status.${status}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t("events.handling.accident")}>
        <select
          name="accident"
          defaultValue={filter.accident === undefined ? "" : String(filter.accident)}
          className="input mt-1 w-28"
        >
          <option value="">{t("events.handling.all")}</option>
          <option value="true">{t("events.handling.yes")}</option>
          <option value="false">{t("events.handling.no")}</option>
        </select>
      </FilterField>
      <FilterField label={t("events.handling.fields.departmentId")}>
        <select name="department" defaultValue={filter.departmentId ?? ""} className="input mt-1 w-56">
          <option value="">{t("events.handling.allDepartments")}</option>
          <DepartmentOptions departments={departments} />
        </select>
      </FilterField>
      <FilterField label={t("events.handling.from")}>
        <input type="date" name="from" defaultValue={filter.from ?? ""} className="input mt-1 w-40" />
      </FilterField>
      <FilterField label={t("events.handling.to")}>
        <input type="date" name="to" defaultValue={filter.to ?? ""} className="input mt-1 w-40" />
      </FilterField>
      <FilterCheckbox
        name="overdue"
        label={t("events.handling.overdueOnly")}
        checked={Boolean(filter.overdueActions)}
      />
    </ListFilters>
  );
}
