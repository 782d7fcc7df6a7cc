/** The enumerations of a chemical (spec §3). Storage classes are in `co-storage.ts` with their matrix. */
export const PHYSICAL_STATES = ["AEROSOL", "GAS", "LIQUID", "SOLID"] as const;
export type PhysicalState = (typeof PHYSICAL_STATES)[number];

/** German water hazard classes (AwSV): 1 slightly, 2 obviously, 3 severely hazardous to water; NWG not
 * hazardous; AWG generally hazardous (a mixture or solid not classified further). */
export const WATER_HAZARD_CLASSES = ["1", "2", "3", "NWG", "AWG"] as const;
export type WaterHazardClass = (typeof WATER_HAZARD_CLASSES)[number];
