import type { RiskLevel } from "../../../../server/domain/risks";
import { useTranslation } from "~/i18n/translation";

const STYLES: Record<RiskLevel, string> = {
  LOW: "bg-emerald-100 text-emerald-900",
  MEDIUM: "bg-amber-100 text-amber-900",
  HIGH: "bg-orange-200 text-orange-950",
  VERY_HIGH: "bg-red-700 text-white",
};

/** A risk's level in words with its score (likelihood × severity), coloured by level but never by colour alone. */
export function RiskLevelBadge({ level, score }: { level: RiskLevel; score: number }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-medium whitespace-nowrap ${STYLES[level]}`}>
      {t(`risks.levelOptions.${level}`)} · {score}
    </span>
  );
}
