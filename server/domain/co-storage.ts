import trgs from "./reference/trgs510-storage-classes.json";

/**
 * Storage classes and the co-storage matrix of the German TRGS 510 (section 13.3, table 12), the rule
 * Danish companies commonly follow for keeping chemicals together. The matrix is a third party's
 * transcription, not verified against the official text; the footnotes are German paraphrases, and
 * the data has no English or Danish names. The screens say so (`reference/` names the source).
 */
export const STORAGE_CLASSES = trgs.storage_classes.map((storageClass) => storageClass.code);
export type StorageClass = string;

export const storageClassName = (code: StorageClass) =>
  trgs.storage_classes.find((storageClass) => storageClass.code === code)?.name_de ?? null;

/** What the matrix says for two classes: together, apart, or together under the footnote's conditions. */
export type CoStorageVerdict =
  { kind: "allowed" } | { kind: "separate" } | { kind: "restricted"; footnote: number; footnoteText: string };

const matrix = trgs.matrix as Record<string, Record<string, string>>;
const footnotes = trgs.footnotes_de_paraphrase as Record<string, string>;

export const CO_STORAGE_SOURCE = { regulation: trgs.regulation.title, status: trgs.status };

export function coStorageVerdict(a: StorageClass, b: StorageClass): CoStorageVerdict {
  const cell = matrix[a]?.[b];
  if (cell === undefined) throw new RangeError(`Unknown storage class pair ${a} × ${b}`);
  if (cell === "+") return { kind: "allowed" };
  if (cell === "-") return { kind: "separate" };
  return { kind: "restricted", footnote: Number(cell), footnoteText: footnotes[cell]! };
}

export type Stored<T> = { item: T; storageClass: StorageClass | null };
export type CoStorageConflict<T> = {
  first: Stored<T>;
  second: Stored<T>;
  verdict: Exclude<CoStorageVerdict, { kind: "allowed" }>;
};

/**
 * Every pair of items kept at one location whose classes may not simply be stored together, the
 * ones to keep apart first. Items without a storage class are left out: the screen lists them as
 * unchecked. Two items of one class are checked too (class 1 with class 1 has a footnote).
 */
export function coStorageConflicts<T>(items: readonly Stored<T>[]): CoStorageConflict<T>[] {
  const classified = items.filter((stored) => stored.storageClass !== null);
  const conflicts: CoStorageConflict<T>[] = [];
  classified.forEach((first, index) => {
    for (const second of classified.slice(index + 1)) {
      const verdict = coStorageVerdict(first.storageClass!, second.storageClass!);
      if (verdict.kind !== "allowed") conflicts.push({ first, second, verdict });
    }
  });
  return conflicts.sort((x, y) => Number(y.verdict.kind === "separate") - Number(x.verdict.kind === "separate"));
}
