import { describe, expect, it } from "vitest";
import { type AccidentFacts, reportability, reportingRuleFor } from "../../server/domain/reportable-accidents";

const CURRENT_DK =
  "Bekendtgørelse nr. 799 af 3. juni 2022 om anmeldelse af arbejdsulykker m.v. til Arbejdstilsynet, § 1, stk. 1";

const accident = (facts: Partial<AccidentFacts>): AccidentFacts => ({
  country: "DK",
  occurredOn: "2026-03-06",
  accident: true,
  daysOfAbsence: null,
  ...facts,
});

describe("reportability in Denmark", () => {
  it("counts 14 days from the day after a Friday accident, a Saturday, when no first day is recorded", () => {
    // Friday 6 March 2026, 3 days of absence: first day Saturday 7 March, 7 + 14 = Saturday 21 March.
    expect(reportability(accident({ occurredOn: "2026-03-06", daysOfAbsence: 3 }))).toEqual({
      rule: "DK",
      reportable: true,
      deadline: "2026-03-21",
      countedFrom: "2026-03-07",
      firstDayAssumed: true,
      basis: CURRENT_DK,
    });
  });

  it("counts from the recorded first day of absence, which may come later", () => {
    // The same Friday accident, first absent on Monday 9 March: 9 + 14 = Monday 23 March.
    const result = reportability(accident({ daysOfAbsence: 3, firstDayOfAbsence: "2026-03-09" }));
    expect(result).toMatchObject({ reportable: true, deadline: "2026-03-23", countedFrom: "2026-03-09" });
    expect(result.firstDayAssumed).toBe(false);
    // Worked on for a week, then absent from Monday 16 March: 16 + 14 = 30 March.
    expect(reportability(accident({ daysOfAbsence: 2, firstDayOfAbsence: "2026-03-16" })).deadline).toBe("2026-03-30");
  });

  it("does not move a deadline that falls on a weekend", () => {
    expect(reportability(accident({ daysOfAbsence: 1 })).deadline).toBe("2026-03-21"); // a Saturday
  });

  it("is reportable from one day of absence beyond the day of the injury", () => {
    expect(reportability(accident({ daysOfAbsence: 1 })).reportable).toBe(true);
  });

  it("keeps one day after 1 July 2026: no adopted change of the threshold was found (decision 026)", () => {
    const result = reportability(accident({ occurredOn: "2026-11-02", daysOfAbsence: 1 }));
    expect([result.reportable, result.basis]).toEqual([true, CURRENT_DK]);
  });

  it("is not reportable for absence on the day of the injury only", () => {
    expect(reportability(accident({ daysOfAbsence: 0 }))).toEqual({
      rule: "DK",
      reportable: false,
      deadline: null,
      countedFrom: null,
      firstDayAssumed: false,
      basis: CURRENT_DK,
    });
  });

  it("is not reportable without recorded absence", () => {
    expect(reportability(accident({ daysOfAbsence: null }))).toMatchObject({ rule: "DK", reportable: false });
    expect(reportability(accident({ daysOfAbsence: null, firstDayOfAbsence: null })).deadline).toBeNull();
  });

  it("takes a recorded first day of absence as a day of absence when the count is missing", () => {
    const result = reportability(accident({ daysOfAbsence: null, firstDayOfAbsence: "2026-03-07" }));
    expect(result).toMatchObject({ reportable: true, deadline: "2026-03-21", firstDayAssumed: false });
  });

  it("is not reportable for an event that is not an accident", () => {
    expect(reportability(accident({ accident: false, daysOfAbsence: 10 }))).toMatchObject({
      rule: "DK",
      reportable: false,
      deadline: null,
    });
  });

  it("crosses month ends", () => {
    // 30 January 2026: first day 31 January, 31 + 14 = 14 February.
    expect(reportability(accident({ occurredOn: "2026-01-30", daysOfAbsence: 1 })).deadline).toBe("2026-02-14");
    // 20 February 2026: first day 21 February; February has 28 days, 21 + 14 = 35 = 7 March.
    expect(reportability(accident({ occurredOn: "2026-02-20", daysOfAbsence: 5 })).deadline).toBe("2026-03-07");
    // 20 February 2028, a leap year: 21 + 14 = 35 = 6 March.
    expect(reportability(accident({ occurredOn: "2028-02-20", daysOfAbsence: 5 })).deadline).toBe("2028-03-06");
    // 31 March 2026: first day 1 April, 1 + 14 = 15 April.
    expect(reportability(accident({ occurredOn: "2026-03-31", daysOfAbsence: 2 })).deadline).toBe("2026-04-15");
  });

  it("crosses the year end", () => {
    // 24 December 2025: first day 25 December, 25 + 14 = 39 = 8 January 2026.
    expect(reportability(accident({ occurredOn: "2025-12-24", daysOfAbsence: 4 }))).toMatchObject({
      countedFrom: "2025-12-25",
      deadline: "2026-01-08",
    });
    // 31 December 2026: first day 1 January 2027, deadline 15 January 2027.
    expect(reportability(accident({ occurredOn: "2026-12-31", daysOfAbsence: 1 }))).toMatchObject({
      countedFrom: "2027-01-01",
      deadline: "2027-01-15",
    });
    // First absent on 29 December 2025: 29 + 14 = 43 = 12 January 2026.
    const later = accident({ occurredOn: "2025-12-22", daysOfAbsence: 2, firstDayOfAbsence: "2025-12-29" });
    expect(reportability(later).deadline).toBe("2026-01-12");
  });

  it("applies 9 days to accidents before 1 July 2022", () => {
    // 28 June 2022: first day 29 June, 29 + 9 = 38 = 8 July 2022.
    const before = reportability(accident({ occurredOn: "2022-06-28", daysOfAbsence: 2 }));
    expect(before).toMatchObject({ reportable: true, deadline: "2022-07-08" });
    expect(before.basis).toContain("før 1. juli 2022");
    // 1 July 2022: first day 2 July, 2 + 14 = 16 July 2022.
    const after = reportability(accident({ occurredOn: "2022-07-01", daysOfAbsence: 2 }));
    expect(after).toMatchObject({ reportable: true, deadline: "2022-07-16", basis: CURRENT_DK });
  });

  it("reads the country code without regard to case or spaces", () => {
    expect(reportability(accident({ country: " dk ", daysOfAbsence: 1 })).rule).toBe("DK");
  });
});

describe("reportability without a rule for the country", () => {
  const none = {
    rule: null,
    reportable: false,
    deadline: null,
    countedFrom: null,
    firstDayAssumed: false,
    basis: null,
  };

  it("has no rule for other countries, nor for Greenland and the Faroe Islands", () => {
    for (const country of ["SE", "DE", "GL", "FO"]) {
      expect(reportability(accident({ country, daysOfAbsence: 30 })), country).toEqual(none);
      expect(reportingRuleFor(country)).toBeNull();
    }
  });

  it("has no rule when the country is not set", () => {
    expect(reportability(accident({ country: null, daysOfAbsence: 30 }))).toEqual(none);
  });
});

describe("reportability refuses what is not a fact", () => {
  it("refuses a day that is not a date", () => {
    expect(() => reportability(accident({ occurredOn: "2026-02-30", daysOfAbsence: 1 }))).toThrow(RangeError);
    expect(() => reportability(accident({ daysOfAbsence: 1, firstDayOfAbsence: "9 March" }))).toThrow(RangeError);
  });

  it("refuses a negative or fractional number of days", () => {
    expect(() => reportability(accident({ daysOfAbsence: -1 }))).toThrow(RangeError);
    expect(() => reportability(accident({ daysOfAbsence: 1.5 }))).toThrow(RangeError);
  });

  it("refuses a first day of absence on or before the day of the injury", () => {
    expect(() => reportability(accident({ daysOfAbsence: 1, firstDayOfAbsence: "2026-03-06" }))).toThrow(RangeError);
    expect(() => reportability(accident({ daysOfAbsence: 1, firstDayOfAbsence: "2026-03-05" }))).toThrow(RangeError);
  });
});
