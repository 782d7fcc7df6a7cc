import { dangerCodeOf } from "../../server/domain/danger-code";
import { labelOf, pictogramsNamed } from "../../server/domain/hazard-labels";

/**
 * What the screens show of a set of hazard statements: the pictograms (named), the signal word, the
 * codes read at their strictest, and the danger code. The reference data stays on the server.
 */
export function hazardLabelOf(codes: string[]) {
  const label = labelOf(codes);
  return { ...label, pictograms: pictogramsNamed(label.pictograms), dangerCode: dangerCodeOf(codes) };
}
