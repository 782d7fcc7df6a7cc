import { HAZARD_STATEMENTS } from "./hazard-statements";

/**
 * The hazard statements of CLP Annex III that make a product hazardous to the aquatic environment
 * (H400, H410, H411, H412, H413), as the reference data lists them.
 */
export const AQUATIC_STATEMENTS: ReadonlySet<string> = new Set(
  HAZARD_STATEMENTS.filter((statement) => /^H4(00|1[0-3])$/.test(statement.code)).map((statement) => statement.code),
);

/** The aquatic hazard statements among a product's hazard codes, in the order given. */
export const aquaticStatementsOf = (hazardCodes: readonly string[]) =>
  hazardCodes.filter((code) => AQUATIC_STATEMENTS.has(code));
