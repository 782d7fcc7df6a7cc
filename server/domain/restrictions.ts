import { singleCodes } from "./hazard-statements";

/**
 * The restriction lists the product ships, each read from a substance's own hazard statements, so a
 * list never names a substance by hand (decision 015). REACH Annex XVII entries 28–30 restrict
 * substances classified carcinogenic, germ cell mutagenic or toxic to reproduction in category 1A or
 * 1B (and mixtures holding them at or above their concentration limit) from supply to the general
 * public; the annex's appendices 1–6 list them by the same classification.
 */
export type RestrictionList = {
  code: string;
  name: string;
  reference: string;
  scope: string;
  /** The statements that put a substance on the list. */
  hazardCodes: ReadonlySet<string>;
};

export const RESTRICTION_LISTS: readonly RestrictionList[] = [
  {
    code: "REACH_ANNEX_XVII_28_30",
    name: "REACH Annex XVII, entries 28–30: CMR substances category 1A and 1B",
    reference: "Regulation (EC) No 1907/2006 (REACH), Annex XVII, entries 28, 29 and 30",
    scope:
      "Not to be placed on the market or used for supply to the general public, as a substance or in a " +
      "mixture at or above its concentration limit",
    hazardCodes: new Set(["H340", "H350", "H350i", "H360", "H360F", "H360D", "H360FD", "H360Fd", "H360Df"]),
  },
];

/** The lists that name a substance with these hazard statements. */
export const restrictionsOf = (hazardCodes: Iterable<string>) => {
  const codes = [...hazardCodes].flatMap(singleCodes);
  return RESTRICTION_LISTS.filter((list) => codes.some((code) => list.hazardCodes.has(code)));
};
