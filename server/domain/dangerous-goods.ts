import adr from "./reference/adr-classes.json";

/**
 * Dangerous goods for carriage by road (ADR): the classes with their English and Danish names (the
 * Danish from the ADR 2009 translation, the latest the data has), and the danger-label models. Label
 * artwork exists for the models in `ARTWORK`; the others are shown by their number.
 */
export type AdrClass = { code: string; name: { en: string; da: string | null }; labelModels: string[] };

export const ADR_CLASSES: readonly AdrClass[] = adr.classes.map((adrClass) => ({
  code: adrClass.code,
  name: { en: adrClass.name_en, da: adrClass.name_da ?? null },
  labelModels: adrClass.label_models,
}));

export const ADR_CLASS_CODES = ADR_CLASSES.map((adrClass) => adrClass.code);

/** Packing groups: I great danger, II medium, III minor (ADR 2.1.1.3). */
export const PACKING_GROUPS = ["I", "II", "III"] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/** A UN number: four digits. */
export const UN_NUMBER = /^\d{4}$/;

const ARTWORK = new Set([
  "1",
  "1.4",
  "1.5",
  "1.6",
  "2.1",
  "2.2",
  "2.3",
  "3",
  "5.1",
  "5.2",
  "6.1",
  "6.2",
  "7A",
  "8",
  "9",
]);

export type LabelModel = { model: string; adrClass: string; description: string; image: string | null };

export const LABEL_MODELS: readonly LabelModel[] = adr.label_models.map((label) => ({
  model: label.model,
  adrClass: label.class,
  description: label.description_en,
  image: ARTWORK.has(label.model) ? `/pictograms/ADR-${label.model}.svg` : null,
}));
