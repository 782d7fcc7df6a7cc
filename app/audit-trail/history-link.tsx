import type { AuditEntity } from "../../server/domain/audit-trail";
import { useTranslation } from "~/i18n/translation";
import { historyPath } from "./record-paths";

/** A detail page's way to the record's history, for those who may edit it: a plain link, no script. */
export function HistoryLink({ entity, id, allowed }: { entity: AuditEntity; id: number; allowed: boolean }) {
  const { t } = useTranslation();
  if (!allowed) return null;
  return (
    <a href={historyPath(entity, id)} className="button-secondary">
      {t("auditTrail.historyLink")}
    </a>
  );
}
