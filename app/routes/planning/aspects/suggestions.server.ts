import { SUGGESTION_KINDS } from "../../../../server/api/contracts/aspect-significance";
import { aspectsApi } from "../../../../server/api/contracts/aspects";
import type { Language } from "../../../../server/domain/standards";
import type { ApiClient } from "~/api/client.server";
import { fixedT } from "~/i18n/translations.server";
import { formatDate, formatQuantity } from "~/lib/format";

type Kind = (typeof SUGGESTION_KINDS)[number];

/** Where each kind of suggestion starts an aspect: the condition and the stage of the life cycle. */
const STARTS: Record<Kind, { condition: string; lifeCycleStage: string }> = {
  ENERGY: { condition: "NORMAL", lifeCycleStage: "PRODUCTION" },
  EMISSIONS: { condition: "NORMAL", lifeCycleStage: "PRODUCTION" },
  WASTE: { condition: "NORMAL", lifeCycleStage: "PRODUCTION" },
  CHEMICAL: { condition: "ABNORMAL", lifeCycleStage: "PRODUCTION" },
};

/**
 * The suggestions the organization's own figures make, each with its figure in words and the first
 * values of the aspect it would start (sent by a plain GET form to the new aspect's page), in the
 * reader's language.
 */
export async function suggestionsOf(api: ApiClient, organizationId: number, language: Language) {
  const t = fixedT(language);
  const answer = await api.call(aspectsApi.suggestions, { params: { org: organizationId } });
  const period = { from: formatDate(answer.from, language), to: formatDate(answer.to, language) };
  const number = (value: number | null, digits = 1) => formatQuantity(value, language, digits);
  const suggestions = answer.suggestions.map((suggestion) => {
    const kind = suggestion.kind;
    const unit =
      kind === "CHEMICAL" && suggestion.unit ? t(`myChemicals.units.${suggestion.unit}`) : (suggestion.unit ?? "");
    const values = {
      name: suggestion.name,
      quantity: number(suggestion.quantity, kind === "WASTE" ? 2 : 0),
      unit,
      co2: number(suggestion.co2Kg === null ? null : suggestion.co2Kg / 1000, 2),
      statements: suggestion.statements.join(", "),
      ...period,
    };
    const hazard = suggestion.hazardous && kind === "WASTE" ? "hazardous" : "plain";
    const words = (part: string) => t(`aspects.suggestions.${kind}.${part}`, values);
    const figure =
      kind === "ENERGY"
        ? suggestion.co2Kg === null
          ? t("aspects.suggestions.ENERGY.figureWithoutCo2", values)
          : words("figure")
        : kind === "CHEMICAL" && suggestion.quantity === null
          ? t("aspects.suggestions.CHEMICAL.figureWithoutAmount", values)
          : words("figure");
    return {
      key: suggestion.key,
      kind,
      name: suggestion.name,
      department: suggestion.department?.name ?? null,
      hazardous: suggestion.hazardous,
      figure,
      aspectId: suggestion.aspectId,
      start: {
        activity: words("activity"),
        aspect: kind === "WASTE" ? t(`aspects.suggestions.WASTE.aspect_${hazard}`, values) : words("aspect"),
        impact: kind === "WASTE" ? t(`aspects.suggestions.WASTE.impact_${hazard}`, values) : words("impact"),
        basis: figure,
        ...STARTS[kind],
        ...(suggestion.department ? { departmentId: String(suggestion.department.id) } : {}),
        sourceKey: suggestion.key,
      },
    };
  });
  return {
    period,
    groups: SUGGESTION_KINDS.map((kind) => ({
      kind,
      suggestions: suggestions.filter((suggestion) => suggestion.kind === kind),
    })),
  };
}
