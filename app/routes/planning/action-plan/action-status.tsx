import { useTranslation } from "~/i18n/translation";

type Progress = { status: "OPEN" | "IN_PROGRESS" | "DONE"; effectiveness: "EFFECTIVE" | "NOT_EFFECTIVE" | null };

const TONE = {
  OPEN: "bg-slate-100 text-slate-800",
  IN_PROGRESS: "bg-sky-100 text-sky-900",
  DONE: "bg-green-100 text-green-900",
};

/** Where an action stands, and for a done one whether it worked or is still to be checked. */
export function ActionStatusBadge({ action }: { action: Progress }) {
  const { t } = useTranslation();
  const judged =
    action.status !== "DONE"
      ? null
      : action.effectiveness
        ? t(`actions.effectivenessOptions.${action.effectiveness}`)
        : t("actions.notChecked");
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={`rounded px-2 py-0.5 text-sm font-medium whitespace-nowrap ${TONE[action.status]}`}>
        {t(`actions.statusOptions.${action.status}`)}
      </span>
      {judged ? (
        <span
          className={`ml-2 text-sm ${action.effectiveness === "NOT_EFFECTIVE" ? "font-medium text-red-800" : "text-slate-700"}`}
        >
          {judged}
        </span>
      ) : null}
    </span>
  );
}
