/**
 * How a handler counts an arrangement's waste on its statement. Tonnes and kilograms are weights;
 * volumes, pieces and container emptyings become tonnes only with what the arrangement knows of
 * them (a density, a container's volume, a piece's weight).
 */
export const REGISTRATION_UNITS = [
  "TONNES",
  "KILOGRAMS",
  "CUBIC_METRES",
  "LITRES",
  "PIECES",
  "CONTAINER_EMPTYINGS",
] as const;
export type RegistrationUnit = (typeof REGISTRATION_UNITS)[number];

/** What an arrangement knows of its waste beyond the unit: the container's volume, the density, a piece's weight. */
export type Conversion = {
  containerVolumeM3: number | null;
  densityKgPerM3: number | null;
  pieceWeightKg: number | null;
};

/** What a unit needs to become tonnes, so a form can ask for exactly that. */
export const CONVERSION_NEEDS: Record<RegistrationUnit, readonly (keyof Conversion)[]> = {
  TONNES: [],
  KILOGRAMS: [],
  CUBIC_METRES: ["densityKgPerM3"],
  LITRES: ["densityKgPerM3"],
  PIECES: ["pieceWeightKg"],
  CONTAINER_EMPTYINGS: ["containerVolumeM3", "densityKgPerM3"],
};

/**
 * A quantity in tonnes, or null where the arrangement does not know enough to say (pieces need a
 * weight per piece; a volume needs a density). Rounded to the gram so sums do not drift.
 */
export function tonnesOf(quantity: number, unit: RegistrationUnit, conversion: Conversion): number | null {
  const { containerVolumeM3: volume, densityKgPerM3: density, pieceWeightKg: pieceWeight } = conversion;
  const kilograms = (() => {
    switch (unit) {
      case "TONNES":
        return quantity * 1000;
      case "KILOGRAMS":
        return quantity;
      case "CUBIC_METRES":
        return density === null ? null : quantity * density;
      case "LITRES":
        return density === null ? null : (quantity / 1000) * density;
      case "CONTAINER_EMPTYINGS":
        return density === null || volume === null ? null : quantity * volume * density;
      case "PIECES":
        return pieceWeight === null ? null : quantity * pieceWeight;
    }
  })();
  return kilograms === null ? null : Math.round(kilograms * 1000) / 1e6;
}

/** `160107` or `16 01 07` as the official `16 01 07*` (the star marks a hazardous entry). */
export function wasteCodeDisplay(code: string, hazardous: boolean | null) {
  const digits = code.replace(/\D/g, "");
  const spaced = digits.match(/.{1,2}/g)?.join(" ") ?? digits;
  return hazardous ? `${spaced}*` : spaced;
}

/** A period a registration covers: the first day of its month. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
