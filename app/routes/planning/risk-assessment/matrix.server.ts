import { riskMatrixApi } from "../../../../server/api/contracts/risk-matrix";
import { DEFAULT_RISK_MATRIX, type RiskMatrix } from "../../../../server/domain/risks";
import type { ApiClient } from "~/api/client.server";
import type { Language } from "~/i18n/config";
import { fixedT } from "~/i18n/translations.server";
import type { FieldRule, FormRules } from "~/register/form-rules";

const steps = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * The matrix read once a request: the register's two step filters and its page would each ask for it.
 * The API client is the request's, so the answer goes with it.
 */
const asked = new WeakMap<ApiClient, Map<number, Promise<RiskMatrixAnswer>>>();
type RiskMatrixAnswer = Awaited<ReturnType<typeof readMatrix>>;
const readMatrix = (api: ApiClient, organizationId: number) =>
  api.call(riskMatrixApi.get, { params: { org: organizationId } });
function matrixOnce(api: ApiClient, organizationId: number) {
  const byOrganization = asked.get(api) ?? new Map<number, Promise<RiskMatrixAnswer>>();
  asked.set(api, byOrganization);
  const read = byOrganization.get(organizationId) ?? readMatrix(api, organizationId);
  byOrganization.set(organizationId, read);
  return read;
}

/** The words of a scale's steps in a language: the holding's own, the product's for five steps, or none. */
export function stepWordsIn(
  language: Language,
  field: "likelihood" | "severity",
  count: number,
  own: { en: string[]; da: string[] } | null,
) {
  if (own) return own[language];
  const t = fixedT(language);
  return steps(count).map((step) =>
    count === DEFAULT_RISK_MATRIX.likelihoods ? t(`risks.${field}Options.${step}`) : "",
  );
}

/**
 * The holding's matrix and the words of its steps in the reader's language: the holding's own, else
 * the product's for the default five steps, else none (the numbers alone).
 */
export async function holdingMatrix(api: ApiClient, organizationId: number, language: Language) {
  const matrix = await matrixOnce(api, organizationId);
  const likelihood = stepWordsIn(language, "likelihood", matrix.likelihoods, matrix.likelihoodWords);
  const severity = stepWordsIn(language, "severity", matrix.severities, matrix.severityWords);
  return {
    matrix,
    /** The words of each step field of a risk, by its name. */
    stepWords: { likelihood, residualLikelihood: likelihood, severity, residualSeverity: severity },
  };
}

/** The API's matrix as the domain takes it (bounds by level). */
export const domainMatrix = (matrix: {
  likelihoods: number;
  severities: number;
  bounds: { low: number; medium: number; high: number };
}): RiskMatrix => ({
  likelihoods: matrix.likelihoods,
  severities: matrix.severities,
  bounds: { LOW: matrix.bounds.low, MEDIUM: matrix.bounds.medium, HIGH: matrix.bounds.high },
});

/** The risk form's step fields cut to the holding's matrix. */
export function rulesOnMatrix<Name extends string>(
  rules: FormRules<Name>,
  matrix: { likelihoods: number; severities: number },
): FormRules<Name> {
  const cut: Record<string, FieldRule> = { ...rules };
  for (const [name, max] of [
    ["likelihood", matrix.likelihoods],
    ["residualLikelihood", matrix.likelihoods],
    ["severity", matrix.severities],
    ["residualSeverity", matrix.severities],
  ] as const) {
    const rule = cut[name];
    if (rule?.kind === "step") cut[name] = { ...rule, max };
  }
  return cut as FormRules<Name>;
}
