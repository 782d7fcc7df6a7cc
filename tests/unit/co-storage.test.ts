import { describe, expect, it } from "vitest";
import { coStorageConflicts, coStorageVerdict, STORAGE_CLASSES } from "../../server/domain/co-storage";

describe("TRGS 510 co-storage", () => {
  it("knows the 25 storage classes of the spec", () => {
    expect(STORAGE_CLASSES).toHaveLength(25);
    expect(STORAGE_CLASSES).toEqual(expect.arrayContaining(["1", "2A", "6.1A", "6.1D", "8B", "10-13"]));
  });

  it("answers allowed, separate, or restricted with the footnote", () => {
    expect(coStorageVerdict("3", "3")).toEqual({ kind: "allowed" });
    expect(coStorageVerdict("2A", "3")).toEqual({ kind: "separate" });
    expect(coStorageVerdict("3", "5.1B")).toMatchObject({ kind: "restricted", footnote: 4 });
    expect(coStorageVerdict("3", "5.1B")).toMatchObject({ footnoteText: expect.stringContaining("Tabelle 13") });
  });

  it("is symmetric, including the one cell the source had lopsided", () => {
    for (const a of STORAGE_CLASSES) {
      for (const b of STORAGE_CLASSES) expect(coStorageVerdict(a, b), `${a} × ${b}`).toEqual(coStorageVerdict(b, a));
    }
    expect(coStorageVerdict("2A", "8A")).toMatchObject({ kind: "restricted", footnote: 2 });
  });

  it("refuses a class it does not know rather than guessing", () => {
    expect(() => coStorageVerdict("3A", "3")).toThrow(RangeError);
  });

  it("lists each conflicting pair at a location once, those to keep apart first", () => {
    const conflicts = coStorageConflicts([
      { item: "acetone", storageClass: "3" },
      { item: "hydrogen peroxide 35 %", storageClass: "5.1B" },
      { item: "propane", storageClass: "2A" },
      { item: "sodium hydroxide", storageClass: "8B" },
      { item: "unclassified", storageClass: null },
    ]);
    expect(conflicts.map(({ first, second, verdict }) => [first.item, second.item, verdict.kind])).toEqual([
      ["acetone", "propane", "separate"],
      ["hydrogen peroxide 35 %", "propane", "separate"],
      ["acetone", "hydrogen peroxide 35 %", "restricted"],
    ]);
  });

  it("finds nothing to say about chemicals that may be kept together", () => {
    expect(
      coStorageConflicts([
        { item: "ethanol", storageClass: "3" },
        { item: "acetone", storageClass: "3" },
      ]),
    ).toEqual([]);
  });
});
