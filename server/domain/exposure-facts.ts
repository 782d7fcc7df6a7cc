/**
 * Chemical risk per work process (decision 035): the facts of exposure the assessor weighs beside the
 * product's hazard statements. The lists are the product's own (apart from the reference data, so the
 * schema reads them without it); the level is the risk matrix's
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
