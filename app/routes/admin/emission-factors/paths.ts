import type { UtilityType } from "../../../../server/domain/units";
import { utilityTypeSegment } from "~/lib/utility-type-segment";

/** Where the emission factor catalogue lives; a new factor's address names its utility type (`new/tank-bearing`). */
export const FACTORS_PATH = "/admin/emission-factors";
export const factorEditPath = (id: number) => `${FACTORS_PATH}/${id}/edit`;
export const newFactorPath = (type: UtilityType) => `${FACTORS_PATH}/new/${utilityTypeSegment(type)}`;
