import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "../../../../server/domain/audit-trail";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";

type Filter = { from: string; to: string; actorId?: number; entity?: string; action?: string };

/** The log's filters: a GET form, so every filtered view has its own address and works without script. */
export function AuditLogFilters({ filter, actors }: { filter: Filter; actors: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <ListFilters>
      <FilterField label={t("auditTrail.from")}>
        <input type="date" name="from" defaultValue={filter.from} className="input mt-1 w-40" required />
      </FilterField>
      <FilterField label={t("auditTrail.to")}>
        <input type="date" name="to" defaultValue={filter.to} className="input mt-1 w-40" required />
      </FilterField>
      <FilterField label={t("auditTrail.actor")}>
        <select name="actor" defaultValue={filter.actorId ?? ""} className="input mt-1 w-48">
          <option value="">{t("auditTrail.anyone")}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t("auditTrail.entity")}>
        <select name="entity" defaultValue={filter.entity ?? ""} className="input mt-1 w-48">
          <option value="">{t("auditTrail.anyEntity")}</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {t(`auditTrail.entities.${entity}`)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField label={t("auditTrail.action")}>
        <select name="action" defaultValue={filter.action ?? ""} className="input mt-1 w-40">
          <option value="">{t("auditTrail.anyAction")}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`auditTrail.actions.${action}`)}
            </option>
          ))}
        </select>
      </FilterField>
    </ListFilters>
  );
}
