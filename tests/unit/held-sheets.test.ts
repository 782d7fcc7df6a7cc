import { describe, expect, it } from "vitest";
import { HELD_SHEET_HOURS, heldSheetExpiry, heldSheetFiling, type HeldSheet } from "../../server/domain/held-sheets";

const now = new Date("2025-05-05T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const held = (changes: Partial<HeldSheet> = {}): HeldSheet => ({
  organizationId: 7,
  userId: 3,
  createdDate: hoursAgo(1),
  filedAssociationId: null,
  ...changes,
});
const by = { organizationId: 7, userId: 3, associationId: 40 };

describe("filing a held safety data sheet", () => {
  it("files the uploader's own sheet in its organization within its day", () => {
    expect(heldSheetFiling(held(), by, now)).toBe("file");
    expect(heldSheetFiling(held({ createdDate: hoursAgo(HELD_SHEET_HOURS - 0.01) }), by, now)).toBe("file");
  });

  it("answers a sheet filed with the same kept chemical as filed, so a repeated post files it once", () => {
    expect(heldSheetFiling(held({ filedAssociationId: 40 }), by, now)).toBe("filed");
  });

  it("refuses one filed with another kept chemical", () => {
    expect(heldSheetFiling(held({ filedAssociationId: 41 }), by, now)).toBe("held_sheet_used");
  });

  it("answers one missing, another person's, another organization's or past its day alike, telling nothing", () => {
    expect(heldSheetFiling(null, by, now)).toBe("held_sheet_gone");
    expect(heldSheetFiling(held({ userId: 4 }), by, now)).toBe("held_sheet_gone");
    expect(heldSheetFiling(held({ organizationId: 8 }), by, now)).toBe("held_sheet_gone");
    expect(heldSheetFiling(held({ createdDate: hoursAgo(HELD_SHEET_HOURS) }), by, now)).toBe("held_sheet_gone");
    // Past its day, even a filed one is not answered as filed any more.
    expect(heldSheetFiling(held({ createdDate: hoursAgo(30), filedAssociationId: 40 }), by, now)).toBe(
      "held_sheet_gone",
    );
  });

  it("is held a day, as an import's upload waits", () => {
    expect(heldSheetExpiry(now).toISOString()).toBe("2025-05-06T12:00:00.000Z");
  });
});
