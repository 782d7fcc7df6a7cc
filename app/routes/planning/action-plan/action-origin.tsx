import { Link } from "@remix-run/react";
import type { ActionSource } from "../../../../server/domain/actions";
import { useTranslation } from "~/i18n/translation";

/** Where each source's records have their pages. */
const ORIGIN_PATHS: Record<Exclude<ActionSource, "NONE">, string> = {
  EVENT: "/evaluation/event-handling",
  RISK: "/planning/risk-assessment",
  ASPECT: "/planning/aspects",
  // An evaluation is shown on its obligation's page: the origin is the obligation (the act's id).
  EVALUATION: "/documents/binding-obligations",
  AUDIT_FINDING: "/evaluation/internal-audit/findings",
  OBJECTIVE: "/planning/objectives",
  REVIEW: "/evaluation/management-review",
};

type Sourced = { source: ActionSource; origin: { id: number; name: string } | null };

/** What an action answers, as a link to its record ("Risk: forklift traffic"), or that it is an action of its own. */
export function ActionOrigin({ action, withKind = false }: { action: Sourced; withKind?: boolean }) {
  const { t } = useTranslation();
  if (action.source === "NONE" || !action.origin) return <>{t("actions.sourceOptions.NONE")}</>;
  return (
    <Link to={`${ORIGIN_PATHS[action.source]}/${action.origin.id}`} className="link">
      {withKind
        ? t("actionPlan.from", { source: t(`actions.sourceOptions.${action.source}`), title: action.origin.name })
        : action.origin.name}
    </Link>
  );
}
