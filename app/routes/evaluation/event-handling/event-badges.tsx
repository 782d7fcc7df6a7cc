import { useTranslation } from "~/i18n/translation";

const IMPORTANCE_STYLE: Record<string, string> = {
  HIGH: "bg-red-100 text-red-900 ring-red-300",
  MEDIUM: "bg-amber-100 text-amber-900 ring-amber-300",
  LOW: "bg-slate-100 text-slate-800 ring-slate-300",
};
const STATUS_STYLE: Record<string, string> = {
  REPORTED: "bg-sky-100 text-sky-900 ring-sky-300",
  UNDER_INVESTIGATION: "bg-violet-100 text-violet-900 ring-violet-300",
  ACTIONS_IN_PROGRESS: "bg-amber-100 text-amber-900 ring-amber-300",
  CLOSED: "bg-emerald-100 text-emerald-900 ring-emerald-300",
};
const badge = "inline-block rounded px-2 py-0.5 text-xs font-medium ring-1";

/** An event's importance in words, with a colour as a second cue. */
export function ImportanceBadge({ importance }: { importance: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${IMPORTANCE_STYLE[importance] ?? ""}`}>{t(`events.importance.${importance}`)}</span>
  );
}

/** An event's status in words, with a colour as a second cue. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${STATUS_STYLE[status] ?? ""}`}>{t(`events.status.${status}`)}</span>;
}

export const EVENT_HANDLING = "/evaluation/event-handling";
