import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { workProcessesApi } from "../../../../server/api/contracts/work-processes";
import { isLanguage, type Language } from "../../../../server/domain/standards";
import type { ApiClient } from "~/api/client.server";
import { fixedT } from "~/i18n/translations.server";
import { formatDate, formatQuantity } from "~/lib/format";
import { stepIn } from "~/register/step-words";
import { holdingMatrix } from "../risk-assessment/matrix.server";
import { productFacts } from "./detail.server";
import { EXPOSURES } from "./product-facts";

/**
 * The printable assessment of a work process, written out on the server in the language asked for
 * (the reader's by default): the official statement texts of that language, the assessor's own words
 * for the rest. The page ships no script, so everything it shows is text here.
 */
export async function printedAssessment(
  api: ApiClient,
  org: number,
  id: number,
  asked: string | null,
  readerLanguage: Language,
) {
  const language: Language = isLanguage(asked) ? asked : readerLanguage;
  const t = fixedT(language);
  const w = (key: string, options?: Record<string, unknown>) => t(`workProcesses.${key}`, options);
  const [process, { stepWords }] = await Promise.all([
    api.call(workProcessesApi.get, { params: { org, id } }),
    holdingMatrix(api, org, language),
  ]);
  const products = await Promise.all(
    process.productUses.map(async (use) => {
      const chemical = await api.call(chemicalsApi.get, { params: { id: use.product.chemicalId } });
      const facts = productFacts(
        use.product.hazardCodes,
        chemical.precautionaryStatements.map((statement) => statement.code),
        language,
      );
      const unit = use.unit ? ` ${w(`uses.units.${use.unit}`)}` : "";
      return {
        id: use.id,
        name: use.product.name,
        cmr: facts.cmrCodes.length > 0,
        hazards: facts.hazards,
        cmrCodes: facts.cmrCodes,
        suggested: facts.suggested,
        level: `${t(`risks.levelOptions.${use.level}`)} · ${use.likelihood * use.severity}`,
        facts: [
          {
            label: w("uses.exposure"),
            value: EXPOSURES.filter((route) => use[route])
              .map((route) => w(`uses.${route}`))
              .join(", "),
          },
          {
            label: w("uses.quantity"),
            value: use.quantity === null ? null : `${formatQuantity(use.quantity, language)}${unit}`,
          },
          { label: w("uses.frequency"), value: w(`uses.frequencyOptions.${use.frequency}`) },
          {
            label: w("uses.durationMinutes"),
            value: use.durationMinutes === null ? null : w("uses.minutes", { count: use.durationMinutes }),
          },
          { label: w("uses.protectiveEquipment"), value: use.protectiveEquipment },
          {
            label: w("uses.likelihood"),
            value: stepIn(stepWords.likelihood, use.likelihood),
          },
          { label: w("uses.severity"), value: stepIn(stepWords.severity, use.severity) },
          { label: w("uses.substitutionConsidered"), value: use.substitutionConsidered },
        ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value)),
      };
    }),
  );
  return {
    id: process.id,
    language,
    name: process.name,
    facts: [
      { label: w("department"), value: process.department?.name ?? null },
      { label: w("description"), value: process.description },
      { label: w("ventilation"), value: w(`ventilationOptions.${process.ventilation}`) },
      { label: w("exposed"), value: process.exposed },
      { label: w("nextReviewDate"), value: formatDate(process.nextReviewDate, language) || null },
    ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value)),
    products,
    texts: {
      title: w("printTitle"),
      products: w("uses.heading"),
      none: w("uses.none"),
      hazards: w("uses.hazards"),
      noHazards: w("uses.noHazards"),
      suggested: w("uses.suggested"),
      noSuggestion: w("uses.noSuggestion"),
      level: w("uses.level"),
      cmr: w("uses.cmr"),
      printed: w("printed", { date: formatDate(new Date(), language) }),
      print: w("printHint"),
      back: w("back"),
      languages: w("printLanguages"),
    },
  };
}
