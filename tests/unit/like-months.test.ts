import { describe, expect, it } from "vitest";
import { likeMonths, monthRanges } from "../../app/lib/like-months";

const read = (covered: number[], previousCovered: number[]) =>
  Array.from({ length: 12 }, (_, index) => ({
    comparable: covered.includes(index + 1) && previousCovered.includes(index + 1),
    previousCovered: previousCovered.includes(index + 1),
  }));
const all = Array.from({ length: 12 }, (_, index) => index + 1);

describe("like months", () => {
  it("holds a year against the months of the year before that both read through, never a whole year against two months", () => {
    // November 2026: ten months ended; 2025 read in November and December only.
    expect(likeMonths(read(all, [11, 12]), 2026, "2026-11-27")).toEqual({ ended: 10, like: [], previousRead: 2 });
    expect(likeMonths(read(all, [3, 4, 11, 12]), 2026, "2026-11-27").like).toEqual([2, 3]);
    expect(likeMonths(read([1, 2, 3], all), 2026, "2026-11-27").like).toEqual([0, 1, 2]);
    expect(likeMonths(read(all, all), 2025, "2026-11-27")).toEqual({
      ended: 12,
      like: all.map((m) => m - 1),
      previousRead: 12,
    });
  });

  it("names the months in ranges", () => {
    const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    expect(monthRanges([0, 1, 2, 4, 9, 10], names)).toBe("Jan–Mar, May, Oct–Nov");
    expect(monthRanges([], names)).toBe("");
  });
});
