import { UTILITY_TYPES, type UtilityType } from "../../../../server/domain/units";

/** Where the emission factor catalogue lives; a new factor's address names its utility type (`new/tank-bearing`). */
export const FACTORS_PATH = "/admin/emission-factors";
export const factorEditPath = (id: number) => `${FACTORS_PATH}/${id}/edit`;

const slugOf = (type: UtilityType) => type.toLowerCase().replaceAll("_", "-");
export const newFactorPath = (type: UtilityType) => `${FACTORS_PATH}/new/${slugOf(type)}`;

/** The utility type an address names, or undefined for none. */
export const utilityTypeOfSlug = (slug: string | undefined) => UTILITY_TYPES.find((type) => slugOf(type) === slug);
