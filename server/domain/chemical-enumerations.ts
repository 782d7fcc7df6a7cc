/** The enumerations of a chemical (spec §3). Storage classes are in `co-storage.ts` with their matrix. */
export const PHYSICAL_STATES = ["AEROSOL", "GAS", "LIQUID", "SOLID"] as const;
export type PhysicalState = (typeof PHYSICAL_STATES)[number];

/** German water hazard classes (AwSV): 1 slightly, 2 obviously, 3 severely hazardous to water; NWG not
 * hazardous; AWG generally hazardous (a mixture or solid not classified further). */
export const WATER_HAZARD_CLASSES = ["1", "2", "3", "NWG", "AWG"] as const;
export type WaterHazardClass = (typeof WATER_HAZARD_CLASSES)[number];

/** The units an organization counts a chemical it keeps in. */
export const AMOUNT_UNITS = ["KILOGRAM", "GRAM", "TONNE", "LITRE", "MILLILITRE", "CUBIC_METRE", "PIECE"] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

/**
 * Where a kept chemical's safety data sheet stands for the organization's country: CURRENT, OUTDATED
 * (its revision is older than the organization's review period), MISSING (none for that country), or
 * NO_COUNTRY (the organization has no country to look for).
 */
export const SDS_STATUSES = ["CURRENT", "OUTDATED", "MISSING", "NO_COUNTRY"] as const;
export type SdsStatus = (typeof SDS_STATUSES)[number];
export const DEFAULT_SDS_REVIEW_YEARS = 3;
export const MAX_SDS_REVIEW_YEARS = 10;
