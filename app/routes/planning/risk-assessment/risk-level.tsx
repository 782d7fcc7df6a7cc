import type { RiskLevel } from "../../../../server/domain/risks";
import { useTranslation } from "~/i18n/translation";

const STYLES: Record<RiskLevel, string> = {
  LOW: "bg-emerald-100 text-emerald-900",
  MEDIUM: "bg-amber-100 text-amber-900",
  HIGH: "bg-orange-200 text-orange-950",
  VERY_HIGH: "bg-red-700 text-white",
};

/**
 * A risk's level in words with its score (likelihood × severity), coloured by level but never by colour
 * alone; nothing where the risk is not scored (a residual risk not assessed).
 */
export function RiskLevelBadge({
  level,
  likelihood,
  severity,
}: {
  level: RiskLevel | null;
  likelihood: number | null;
  severity: number | null;
}) {
  const { t } = useTranslation();
  if (level === null || likelihood === null || severity === null) return null;
  const score = likelihood * severity;
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-medium whitespace-nowrap ${STYLES[level]}`}>
      {t(`risks.levelOptions.${level}`)} · {score}
    </span>
  );
}
