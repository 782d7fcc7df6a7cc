import { HAZARD_STATEMENTS } from "./hazard-statements";

/**
 * The hazard statements that make a product carcinogenic, mutagenic or toxic to reproduction (CLP
 * Annex III: H340, H341, H350, H351, H360, H361, H362 and their variants such as H350i or H360FD), as
 * the reference data lists them.
 */
export const CMR_STATEMENTS: ReadonlySet<string> = new Set(
  HAZARD_STATEMENTS.filter((statement) => /^H3(40|41|50|51|60|61|62)/.test(statement.code)).map(
    (statement) => statement.code,
  ),
);

/** The CMR statements among a product's hazard codes, in the order given. */
export const cmrStatementsOf = (hazardCodes: readonly string[]) =>
  hazardCodes.filter((code) => CMR_STATEMENTS.has(code));
