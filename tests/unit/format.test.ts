import { describe, expect, it } from "vitest";
import { revive } from "../../server/api/contracts/wire-schema";
import { dateOnly, z } from "../../server/api/schemas/common";
import {
  dateInputValue,
  formatDate,
  formatDateTime,
  formatLongDay,
  formatMomentDate,
  formatMonth,
} from "../../app/lib/format";

describe("formatting a stored date never fails", () => {
  it("shows the years 0001, 9999 and 10000 (written before dates were bounded)", () => {
    expect(formatDate("9999-12-31", "en")).toBe("31 Dec 9999");
    expect(formatDate("0001-01-01", "en")).toBe("1 Jan 1");
    expect(formatDate("10000-12-31", "en")).toBe("31 Dec 10000");
    expect(formatDate("10000-12-31", "da")).toMatch(/^31\. dec\.? 10000$/);
    expect(formatMonth("10000-12", "en")).toBe("December 10000");
    expect(formatLongDay("10000-12-31", "en")).toMatch(/31 December/);
  });

  it("reads such a date from the API as a date, not as an invalid one", () => {
    const schema = z.object({ next_review_date: dateOnly });
    const { nextReviewDate } = revive(schema, { next_review_date: "10000-12-31" }) as { nextReviewDate: Date };
    expect(formatDate(nextReviewDate, "en")).toBe("31 Dec 10000");
    expect(dateInputValue(nextReviewDate)).toBe("");
    expect(dateInputValue(new Date("2026-03-31T00:00:00Z"))).toBe("2026-03-31");
  });

  it("falls back to the text for a value no formatter takes", () => {
    expect(formatDate("not a date", "en")).toBe("not a date");
    expect(formatDateTime("2026-13-45T99:00:00Z", "da")).toBe("2026-13-45T99:00:00Z");
    expect(formatDate(new Date(Number.NaN), "en")).toBe("");
    expect(dateInputValue(new Date(Number.NaN))).toBe("");
  });
});

describe("the day of a moment", () => {
  it("is Copenhagen's day, not UTC's: half past eleven at night UTC is already tomorrow there", () => {
    expect(formatMomentDate(new Date("2026-11-28T23:30:00Z"), "en")).toBe("29 Nov 2026");
    expect(formatMomentDate(new Date("2026-07-01T21:59:00Z"), "en")).toBe("1 Jul 2026");
    // A date-only value stays the date it names.
    expect(formatDate(new Date("2026-11-28T00:00:00Z"), "en")).toBe("28 Nov 2026");
  });
});
