import { describe, expect, it } from "vitest";
import { parseReminderDays } from "../../server/domain/notifications";

describe("reminder stages as typed", () => {
  it("reads days between commas, semicolons or spaces, each once, furthest first", () => {
    expect(parseReminderDays("1, 7,30")).toEqual([30, 7, 1]);
    expect(parseReminderDays(" 14; 14  3 ")).toEqual([14, 3]);
    expect(parseReminderDays("")).toEqual([]);
    expect(parseReminderDays("365")).toEqual([365]);
  });

  it("refuses what is no whole day in range, and more than five stages", () => {
    for (const typed of ["0", "366", "-1", "7.5", "seven", "1e2", "60 30 14 7 3 1", "1000"])
      expect(parseReminderDays(typed), typed).toBeNull();
  });
});
