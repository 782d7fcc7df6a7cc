/** Emission types and units of the emission factors (spec §3), and how a factor applies to a meter. */
export const EMISSION_TYPES = ["CO2"] as const;
export type EmissionType = (typeof EMISSION_TYPES)[number];

export const EMISSION_UNITS = ["GRAMS", "KILOGRAMS", "TONNES"] as const;
export type EmissionUnit = (typeof EMISSION_UNITS)[number];

/** Kilograms in one of each emission unit: figures are kept in kilograms and shown in tonnes. */
export const KILOGRAMS_PER: Record<EmissionUnit, number> = { GRAMS: 0.001, KILOGRAMS: 1, TONNES: 1000 };
