import { singleCodes } from "./hazard-statements";

/**
 * TRGS 510 forbids keeping together, whatever the storage classes, what may react dangerously with
 * each other: chemicals that release a toxic gas with acids (EUH031, EUH032) or with water (EUH029)
 * beside acids or water, and oxidisers beside flammables. Read from the hazard statements, since the
 * storage class alone does not tell (sodium hypochlorite and hydrochloric acid are both class 8B).
 *
 * CLP has no class "acid" and the register keeps no pH, so a corrosive chemical (H290, H314, or
 * class 8A/8B) stands for a possible acid, and for an aqueous one where water is the partner: the
 * finding says to check the partner (decision 021).
 */
export const REACTIONS = ["TOXIC_GAS_WITH_ACID", "TOXIC_GAS_WITH_WATER", "OXIDISER_WITH_FLAMMABLE"] as const;
export type Reaction = (typeof REACTIONS)[number];

export type Reactive<T> = { item: T; storageClass: string | null; hazardCodes: readonly string[] };
export type ReactionFinding<T> = { first: Reactive<T>; second: Reactive<T>; reaction: Reaction };

const GAS_WITH_ACID = ["EUH031", "EUH032"];
const GAS_WITH_WATER = ["EUH029"];
const CORROSIVE = ["H290", "H314"];
const CORROSIVE_CLASSES = ["8A", "8B"];
const OXIDISING = ["H270", "H271", "H272"];
const OXIDISING_CLASSES = ["5.1A", "5.1B", "5.1C"];
const FLAMMABLE = ["H220", "H221", "H222", "H223", "H224", "H225", "H226", "H228"];
const FLAMMABLE_CLASSES = ["3"];

const says = (stored: Reactive<unknown>, codes: string[]) =>
  stored.hazardCodes.some((code) => singleCodes(code).some((single) => codes.includes(single)));
const inClass = (stored: Reactive<unknown>, classes: string[]) =>
  stored.storageClass !== null && classes.includes(stored.storageClass);

const releasesGas = (stored: Reactive<unknown>) => says(stored, [...GAS_WITH_ACID, ...GAS_WITH_WATER]);
const corrosive = (stored: Reactive<unknown>) =>
  !releasesGas(stored) && (says(stored, CORROSIVE) || inClass(stored, CORROSIVE_CLASSES));
const oxidiser = (stored: Reactive<unknown>) => says(stored, OXIDISING) || inClass(stored, OXIDISING_CLASSES);
const flammable = (stored: Reactive<unknown>) =>
  !oxidiser(stored) && (says(stored, FLAMMABLE) || inClass(stored, FLAMMABLE_CLASSES));

/** What the first may do with the second, the reactive one first; null when nothing is known. */
function reactionOf(first: Reactive<unknown>, second: Reactive<unknown>): Reaction | null {
  if (says(first, GAS_WITH_ACID) && corrosive(second)) return "TOXIC_GAS_WITH_ACID";
  if (says(first, GAS_WITH_WATER) && corrosive(second)) return "TOXIC_GAS_WITH_WATER";
  if (oxidiser(first) && flammable(second)) return "OXIDISER_WITH_FLAMMABLE";
  return null;
}

/** Every pair kept at one location that may react dangerously, the reactive chemical named first. */
export function reactionFindings<T>(items: readonly Reactive<T>[]): ReactionFinding<T>[] {
  const findings: ReactionFinding<T>[] = [];
  items.forEach((a, index) => {
    for (const b of items.slice(index + 1)) {
      const forward = reactionOf(a, b);
      const backward = forward ? null : reactionOf(b, a);
      if (forward) findings.push({ first: a, second: b, reaction: forward });
      else if (backward) findings.push({ first: b, second: a, reaction: backward });
    }
  });
  return findings;
}
