import treatment from "./reference/waste-treatment-codes.json";

/** Components import no reference JSON: a screen gets the texts it shows from its loader. */
export type TreatmentKind = "recovery" | "disposal";
type TreatmentEntry = { code: string; type: TreatmentKind; text_en: string };

/** Recovery (R1–R13) and disposal (D1–D15) operations of the Waste Framework Directive, in order. */
export const TREATMENT_CODES: readonly TreatmentEntry[] = (treatment.entries as TreatmentEntry[]).map(
  ({ code, type, text_en }) => ({ code, type, text_en }),
);
export const TREATMENT_CODE_VALUES = TREATMENT_CODES.map((entry) => entry.code) as [string, ...string[]];
const treatmentByCode = new Map(TREATMENT_CODES.map((entry) => [entry.code, entry]));

export const treatmentOf = (code: string) => treatmentByCode.get(code) ?? null;
export const treatmentKindOf = (code: string | null): TreatmentKind | null =>
  code === null ? null : (treatmentByCode.get(code)?.type ?? null);
