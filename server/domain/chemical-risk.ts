import { PRECAUTIONARY_STATEMENTS, singleCodes } from "./hazard-statements";

/**
 * Chemical risk per work process (decision 035): the facts of exposure the assessor weighs beside the
 * product's hazard statements. The lists are the product's own; the level is the risk matrix's
 * (likelihood × severity, scored by the assessor), never a formula over these facts.
 */
export const VENTILATIONS = ["NONE", "GENERAL", "LOCAL_EXHAUST", "ENCLOSED"] as const;
export type Ventilation = (typeof VENTILATIONS)[number];

export const USE_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "RARELY"] as const;
export type UseFrequency = (typeof USE_FREQUENCIES)[number];

/** The longest use in one go, in minutes: a day. */
export const MAX_DURATION_MINUTES = 1440;
/** The most of a product one use takes, in its unit: well beyond a tank lorry. */
export const MAX_USE_QUANTITY = 1_000_000;

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
