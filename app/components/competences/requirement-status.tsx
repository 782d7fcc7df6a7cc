import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";

export type RequirementStatus = "VALID" | "DUE_SOON" | "OVERDUE" | "MISSING";

export const REQUIREMENT_STATUSES: RequirementStatus[] = ["VALID", "DUE_SOON", "OVERDUE", "MISSING"];

// Each status has its own word and mark as well as its colour, so none depends on seeing colour.
const LOOK: Record<RequirementStatus, { mark: string; className: string }> = {
  VALID: { mark: "✓", className: "bg-green-50 text-green-800 ring-green-200" },
  DUE_SOON: { mark: "!", className: "bg-amber-50 text-amber-900 ring-amber-300" },
  OVERDUE: { mark: "✕", className: "bg-red-50 text-red-800 ring-red-200" },
  MISSING: { mark: "–", className: "bg-slate-100 text-slate-700 ring-slate-300" },
};

/** A requirement's status as a badge: mark, word and colour; with the due date when there is one. */
export function RequirementBadge({ status, due }: { status: RequirementStatus; due?: Date | string | null }) {
  const { t, i18n } = useTranslation();
  const look = LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${look.className}`}
    >
      <span aria-hidden>{look.mark}</span>
      {t(`competences.status.${status}`)}
      {due ? <span className="font-normal">· {formatDate(due, i18n.language)}</span> : null}
    </span>
  );
}
