import { PRECAUTIONARY_STATEMENTS, singleCodes } from "./hazard-statements";

export * from "./exposure-facts";

/**
 * The precautionary statements that name protective equipment (CLP Annex IV's P28x: P280 gloves,
 * clothing, eye and face protection; P282, P283; P284 respiratory protection), as the reference data
 * lists them.
 */
export const PROTECTIVE_EQUIPMENT_STATEMENTS: ReadonlySet<string> = new Set(
  PRECAUTIONARY_STATEMENTS.filter((statement) => /^P28\d$/.test(statement.code)).map((statement) => statement.code),
);

/** A product's precautionary codes that concern protective equipment (a combined one when it holds one), in the order given. */
export const protectiveEquipmentCodes = (precautionaryCodes: readonly string[]) =>
  precautionaryCodes.filter((code) => singleCodes(code).some((single) => PROTECTIVE_EQUIPMENT_STATEMENTS.has(single)));
