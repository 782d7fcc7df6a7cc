import { describe, expect, it } from "vitest";
import {
  addPeriod,
  nextDueDate,
  RECURRENCE_PERIODS,
  requirementStatus,
  type Requirement,
} from "../../server/domain/recurrence";

describe("addPeriod", () => {
  it("adds every period a user may choose", () => {
    const from = "2026-03-15";
    const expected: Record<(typeof RECURRENCE_PERIODS)[number], string> = {
      P0D: "2026-03-15",
      P7D: "2026-03-22",
      P1M: "2026-04-15",
      P2M: "2026-05-15",
      P3M: "2026-06-15",
      P6M: "2026-09-15",
      P1Y: "2027-03-15",
      P2Y: "2028-03-15",
      P3Y: "2029-03-15",
      P5Y: "2031-03-15",
      P10Y: "2036-03-15",
      P15Y: "2041-03-15",
    };
    for (const period of RECURRENCE_PERIODS) expect(addPeriod(from, period), period).toBe(expected[period]);
  });

  it("stays within the year 9999: a date beyond it is the last day", () => {
    expect(addPeriod("9999-12-31", "P1Y")).toBe("9999-12-31");
    expect(addPeriod("9999-06-30", "P15Y")).toBe("9999-12-31");
    expect(addPeriod("9999-12-24", "P7D")).toBe("9999-12-31");
    expect(addPeriod("9998-12-31", "P1Y")).toBe("9999-12-31");
  });

  it("ends a month at the end of a shorter month", () => {
    expect(addPeriod("2026-01-31", "P1M")).toBe("2026-02-28");
    expect(addPeriod("2028-01-31", "P1M")).toBe("2028-02-29");
    expect(addPeriod("2026-08-31", "P1M")).toBe("2026-09-30");
    expect(addPeriod("2026-12-31", "P2M")).toBe("2027-02-28");
    expect(addPeriod("2026-05-31", "P6M")).toBe("2026-11-30");
    expect(addPeriod("2026-01-30", "P1M")).toBe("2026-02-28");
  });

  it("keeps leap days only in leap years", () => {
    expect(addPeriod("2028-02-29", "P1Y")).toBe("2029-02-28");
    expect(addPeriod("2028-02-29", "P2Y")).toBe("2030-02-28");
    expect(addPeriod("2028-02-29", "P3Y")).toBe("2031-02-28");
    expect(addPeriod("2024-02-29", "P10Y")).toBe("2034-02-28");
    expect(addPeriod("2024-02-29", "P4Y")).toBe("2028-02-29");
    expect(addPeriod("2100-02-28", "P1D")).toBe("2100-03-01");
    expect(addPeriod("2000-02-28", "P1D")).toBe("2000-02-29");
    expect(addPeriod("0096-02-29", "P1Y")).toBe("0097-02-28");
  });

  it("crosses months and years by days and weeks", () => {
    expect(addPeriod("2026-12-28", "P7D")).toBe("2027-01-04");
    expect(addPeriod("2026-02-22", "P1W")).toBe("2026-03-01");
    expect(addPeriod("2026-01-31", "P1M1D")).toBe("2026-03-01");
    expect(addPeriod("2026-11-22", "P30D")).toBe("2026-12-22");
  });

  it("refuses what is not a date or a period of whole days", () => {
    for (const date of ["2026-02-29", "2026-13-01", "2026-00-10", "0000-01-01", "26-01-01", "2026-1-1", ""]) {
      expect(() => addPeriod(date, "P1M"), date).toThrow(RangeError);
    }
    for (const period of ["P", "PT1H", "P1.5Y", "1Y", "P-1M", "", "P1Y2"]) {
      expect(() => addPeriod("2026-01-01", period), period).toThrow(RangeError);
    }
  });
});

const requirement = (values: Partial<Requirement>): Requirement => ({
  frequency: "P1Y",
  acquisitionDeadline: null,
  lastAcquisitionDate: null,
  ...values,
});

describe("a requirement's due date and status", () => {
  const today = "2026-11-22";

  it("is due a period after the last acquisition", () => {
    expect(nextDueDate(requirement({ lastAcquisitionDate: "2024-02-29", frequency: "P2Y" }))).toBe("2026-02-28");
    expect(requirementStatus(requirement({ lastAcquisitionDate: "2024-02-29", frequency: "P2Y" }), today)).toBe(
      "OVERDUE",
    );
  });

  it("is due soon within 30 days, the due date included, and overdue the day after", () => {
    const acquired = (date: string) => requirement({ lastAcquisitionDate: date });
    expect(requirementStatus(acquired("2025-12-22"), today)).toBe("DUE_SOON");
    expect(requirementStatus(acquired("2025-12-23"), today)).toBe("VALID");
    expect(requirementStatus(acquired("2025-11-22"), today)).toBe("DUE_SOON");
    expect(requirementStatus(acquired("2025-11-21"), today)).toBe("OVERDUE");
  });

  it("is never due again once a one-time requirement is acquired", () => {
    const once = requirement({ frequency: "P0D", lastAcquisitionDate: "2001-01-01" });
    expect(nextDueDate(once)).toBeNull();
    expect(requirementStatus(once, today)).toBe("VALID");
  });

  it("is missing until acquired, and overdue once its deadline has passed", () => {
    expect(requirementStatus(requirement({}), today)).toBe("MISSING");
    expect(nextDueDate(requirement({ acquisitionDeadline: "2026-12-01" }))).toBe("2026-12-01");
    expect(requirementStatus(requirement({ acquisitionDeadline: "2026-12-01" }), today)).toBe("MISSING");
    expect(requirementStatus(requirement({ acquisitionDeadline: today }), today)).toBe("MISSING");
    expect(requirementStatus(requirement({ acquisitionDeadline: "2026-11-21" }), today)).toBe("OVERDUE");
    expect(requirementStatus(requirement({ frequency: "P0D", acquisitionDeadline: "2026-01-01" }), today)).toBe(
      "OVERDUE",
    );
  });
});
