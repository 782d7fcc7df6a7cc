import type { AuditStatus } from "../../../../server/domain/internal-audits";
import { useTranslation } from "~/i18n/translation";

const TONE: Record<AuditStatus, string> = {
  PLANNED: "bg-slate-100 text-slate-800",
  IN_PROGRESS: "bg-sky-100 text-sky-900",
  REPORTED: "bg-amber-100 text-amber-900",
  CLOSED: "bg-green-100 text-green-900",
};

/** Where an audit stands in its life, planned to closed. */
export function AuditStatusBadge({ status }: { status: AuditStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-medium whitespace-nowrap ${TONE[status]}`}>
      {t(`internalAudits.statusOptions.${status}`)}
    </span>
  );
}
