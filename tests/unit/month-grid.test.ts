import { describe, expect, it } from "vitest";
import { monthGrid, parseMonth } from "../../app/lib/month-grid";

describe("a month's calendar", () => {
  it("runs in whole weeks from Monday to Sunday", () => {
    const november = monthGrid("2026-11");
    expect(november.from).toBe("2026-10-26");
    expect(november.to).toBe("2026-12-06");
    expect(november.weeks).toHaveLength(6);
    expect(november.weeks.every((week) => week.length === 7)).toBe(true);
    expect(november).toMatchObject({ previous: "2026-10", next: "2026-12" });
  });

  it("crosses years, and a February of four whole weeks is four weeks", () => {
    expect(monthGrid("2027-01")).toMatchObject({ previous: "2026-12", next: "2027-02", from: "2026-12-28" });
    const february = monthGrid("2021-02");
    expect(february.weeks).toHaveLength(4);
    expect([february.from, february.to]).toEqual(["2021-02-01", "2021-02-28"]);
    expect(monthGrid("2028-02").weeks.flat()).toContain("2028-02-29");
  });

  it("takes the month from the address, or today's when it is not a month", () => {
    expect(parseMonth("2026-03", "2026-11-24")).toBe("2026-03");
    for (const bad of [null, "", "2026-13", "2026-00", "0026-01", "2026-1", "march"]) {
      expect(parseMonth(bad, "2026-11-24")).toBe("2026-11");
    }
  });
});
