import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";

export type RequirementStatus = "VALID" | "DUE_SOON" | "OVERDUE" | "MISSING";

export const REQUIREMENT_STATUSES: RequirementStatus[] = ["VALID", "DUE_SOON", "OVERDUE", "MISSING"];

// Each status has its own word and mark as well as its colour (app.css), so none depends on seeing colour.
const MARK: Record<RequirementStatus, string> = { VALID: "✓", DUE_SOON: "!", OVERDUE: "✕", MISSING: "–" };

/** A requirement's status as a badge: mark, word and colour; with the due date when there is one. */
export function RequirementBadge({ status, due }: { status: RequirementStatus; due?: Date | string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <span className={`status-${status}`}>
      <span aria-hidden>{MARK[status]}</span>
      {t(`competences.status.${status}`)}
      {due ? <span className="font-normal">· {formatDate(due, i18n.language)}</span> : null}
    </span>
  );
}
