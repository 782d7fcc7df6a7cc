import { StatementCodes } from "~/components/chemicals/statement-list";
import { useTranslation } from "~/i18n/translation";

type Statement = { code: string; statement: string };
export type ProductFacts = { hazards: Statement[]; cmrCodes: string[]; suggested: Statement[] };

/** The routes a product's use may expose the worker by, as its fields name them. */
export const EXPOSURES = ["exposureInhalation", "exposureSkin", "exposureEyes"] as const;

/** The words of the holding's matrix's steps for a product's two scores (decision 035). */
export type ScaleWords = { likelihood: readonly string[]; severity: readonly string[] };

export function CmrBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
      {t("workProcesses.uses.cmr")}
    </span>
  );
}

/** A product's hazard statements and the protective equipment its precautionary statements name. */
export function ProductFactsList({ facts }: { facts: ProductFacts }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <div>
        <h4 className="text-sm font-semibold">{t("workProcesses.uses.hazards")}</h4>
        {facts.hazards.length ? (
          <StatementCodes statements={facts.hazards} marked={facts.cmrCodes} mark={<CmrBadge />} />
        ) : (
          <p className="text-sm text-slate-600">{t("workProcesses.uses.noHazards")}</p>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold">{t("workProcesses.uses.suggested")}</h4>
        {facts.suggested.length ? (
          <StatementCodes statements={facts.suggested} />
        ) : (
          <p className="text-sm text-slate-600">{t("workProcesses.uses.noSuggestion")}</p>
        )}
      </div>
    </div>
  );
}
