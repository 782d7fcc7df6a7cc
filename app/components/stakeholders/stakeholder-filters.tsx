import type { ReactNode } from "react";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";
import { STAKEHOLDER_KINDS } from "./stakeholder-kind";

/** The search and kind filters of a stakeholder list (the catalogue's, an organization's), and any more given. */
export function StakeholderFilters({ q, kind, children }: { q: string; kind?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ListFilters>
      <FilterField label={t("stakeholders.search")}>
        <input type="search" name="q" defaultValue={q} className="input mt-1 w-56" />
      </FilterField>
      <FilterField label={t("stakeholders.kind")}>
        <select name="kind" defaultValue={kind ?? ""} className="input mt-1 w-48">
          <option value="">{t("stakeholders.allKinds")}</option>
          {STAKEHOLDER_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`stakeholders.kindOptions.${value}`)}
            </option>
          ))}
        </select>
      </FilterField>
      {children}
    </ListFilters>
  );
}
