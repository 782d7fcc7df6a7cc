import { describe, expect, it } from "vitest";
import { dateIn, dateOnly, timestampIn } from "../../server/api/schemas/common";
import { DATE_BOUND_CODES, dateBoundRefusal } from "../../server/domain/date-bounds";
import { optionalDate, requiredDate } from "../../app/lib/form-schema";
import en from "../../app/locales/en.json";
import da from "../../app/locales/da.json";

const today = "2026-11-27";

describe("date bounds", () => {
  it("take what happened from 1900 up to tomorrow (a day of grace for time zones)", () => {
    expect(["1900-01-01", today, "2026-11-28"].map((date) => dateBoundRefusal(date, "happened", today))).toEqual([
      null,
      null,
      null,
    ]);
    expect(dateBoundRefusal("1899-12-31", "happened", today)).toBe("date_before_1900");
    expect(dateBoundRefusal("2026-11-29", "happened", today)).toBe("date_after_today");
  });

  it("take a planned date up to 20 years ahead, a term up to 50 and a law's date from 1600", () => {
    expect(dateBoundRefusal("2046-11-27", "planned", today)).toBeNull();
    expect(dateBoundRefusal("2046-11-28", "planned", today)).toBe("date_beyond_20_years");
    expect(dateBoundRefusal("2076-11-27", "term", today)).toBeNull();
    expect(dateBoundRefusal("9999-12-31", "term", today)).toBe("date_beyond_50_years");
    expect(dateBoundRefusal("1683-04-15", "law", today)).toBeNull();
    expect(dateBoundRefusal("1599-12-31", "law", today)).toBe("date_before_1600");
  });

  it("refuse in the API's schemas with the bound's code, a malformed value only as such", () => {
    const refused = dateIn("planned").safeParse("9999-12-31");
    expect(refused.error?.issues.map((issue) => (issue as { params?: { code?: string } }).params?.code)).toEqual([
      "date_beyond_20_years",
    ]);
    expect(dateIn("planned").safeParse("abc").error?.issues).toEqual(dateOnly.safeParse("abc").error?.issues);
    expect(timestampIn("happened").safeParse("2999-01-01T10:00:00Z").success).toBe(false);
    expect(timestampIn("happened").safeParse("2026-01-01T10:00:00Z").success).toBe(true);
  });

  it("refuse in the forms before the API is asked, with the same translated text", () => {
    const refused = requiredDate("happened").safeParse("2999-01-01");
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["validation.server.date_after_today"]);
    expect(optionalDate("term").safeParse(undefined).data).toBeNull();
    expect(optionalDate("law").safeParse("1500-01-01").error?.issues[0]?.message).toBe(
      "validation.server.date_before_1600",
    );
  });

  it("have a text for every code in both languages", () => {
    for (const code of DATE_BOUND_CODES) {
      expect(en.validation.server, code).toHaveProperty(code);
      expect(da.validation.server, code).toHaveProperty(code);
    }
  });
});
