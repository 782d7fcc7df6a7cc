import type { EvaluationResult } from "../../../../server/domain/compliance-evaluation";
import { useTranslation } from "~/i18n/translation";

// A module of its own: the compliance register shows the badge without the evaluation forms' script.
const RESULT_COLOURS: Record<EvaluationResult, string> = {
  COMPLIANT: "bg-emerald-100 text-emerald-900",
  PARTLY_COMPLIANT: "bg-amber-100 text-amber-900",
  NOT_COMPLIANT: "bg-red-100 text-red-900",
};

export function EvaluationResultBadge({ result }: { result: EvaluationResult }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${RESULT_COLOURS[result]}`}>
      {t(`complianceEvaluation.resultOptions.${result}`)}
    </span>
  );
}
