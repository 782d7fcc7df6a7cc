import { useTranslation } from "~/i18n/translation";

/**
 * Whether an aspect is significant, in words with its combined score, marked by more than colour;
 * why, where an obligation rather than the score makes it so.
 */
export function SignificanceBadge({
  significant,
  score,
  reason,
}: {
  significant: boolean;
  score: number;
  reason: "SCORE" | "OBLIGATION" | null;
}) {
  const { t } = useTranslation();
  const style = significant ? "bg-red-700 text-white" : "bg-slate-100 text-slate-900";
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-medium whitespace-nowrap ${style}`}>
      {t(`aspects.significantOptions.${significant}`)} · {score}
      {reason === "OBLIGATION" ? ` · ${t("aspects.byObligation")}` : null}
    </span>
  );
}
