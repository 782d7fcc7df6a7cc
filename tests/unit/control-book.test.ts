import { describe, expect, it } from "vitest";
import {
  completionRefusals,
  inspectionStanding,
  needsReason,
  nextInspectionDue,
} from "../../server/domain/control-book";
import { RECURRENCE_PERIODS } from "../../server/domain/recurrence";

const every = (frequency: string, endsAt: string | null = null) => ({ frequency, endsAt });

describe("the next inspection", () => {
  it("is due one period after the performed date, for every period a user may choose", () => {
    const expected: Record<string, string | null> = {
      P0D: null,
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
    for (const period of RECURRENCE_PERIODS)
      expect(nextInspectionDue(every(period), "2026-03-15"), period).toBe(expected[period]);
  });

  it("keeps to the month's end: a month after 31 January is the end of February, in leap years too", () => {
    expect(nextInspectionDue(every("P1M"), "2026-01-31")).toBe("2026-02-28");
    expect(nextInspectionDue(every("P1M"), "2028-01-31")).toBe("2028-02-29");
    expect(nextInspectionDue(every("P3M"), "2026-11-30")).toBe("2027-02-28");
    expect(nextInspectionDue(every("P1Y"), "2028-02-29")).toBe("2029-02-28");
    expect(nextInspectionDue(every("P7D"), "2026-12-28")).toBe("2027-01-04");
  });

  it("is none after a once-only agreement, or past the agreement's end", () => {
    expect(nextInspectionDue(every("P0D"), "2026-03-15")).toBeNull();
    expect(nextInspectionDue(every("P1Y", "2027-03-14"), "2026-03-15")).toBeNull();
    expect(nextInspectionDue(every("P1Y", "2027-03-15"), "2026-03-15")).toBe("2027-03-15");
  });

  it("comes sooner after a failure when a shorter interval is set, even after a once-only agreement", () => {
    expect(nextInspectionDue(every("P1Y"), "2026-03-15", "P1M")).toBe("2026-04-15");
    expect(nextInspectionDue(every("P0D"), "2026-03-15", "P7D")).toBe("2026-03-22");
  });
});

describe("an inspection's standing", () => {
  const today = "2026-11-24";
  it("is done, overdue after its due date, due soon within 30 days (both ends included), else later", () => {
    expect(inspectionStanding({ status: "DONE", dueDate: "2020-01-01" }, today)).toBe("DONE");
    expect(inspectionStanding({ status: "PENDING", dueDate: "2026-11-23" }, today)).toBe("OVERDUE");
    expect(inspectionStanding({ status: "PENDING", dueDate: today }, today)).toBe("DUE_SOON");
    expect(inspectionStanding({ status: "PENDING", dueDate: "2026-12-24" }, today)).toBe("DUE_SOON");
    expect(inspectionStanding({ status: "PENDING", dueDate: "2026-12-25" }, today)).toBe("LATER");
  });
});

describe("completing an inspection", () => {
  const today = "2026-11-24";
  const yearly = { frequency: "P1Y" };
  const done = (fields: Partial<Parameters<typeof completionRefusals>[0]>) =>
    completionRefusals({ performedAt: today, result: "PASSED", nextInterval: null, ...fields }, yearly, today);

  it("is allowed with a performed date up to today and a result", () => {
    expect(done({})).toEqual({});
    expect(done({ performedAt: "2026-01-01", result: "PASSED_WITH_REMARKS" })).toEqual({});
  });

  it("is refused without a performed date or a result, or with a performed date after today", () => {
    expect(done({ performedAt: null, result: null })).toEqual({
      performedAt: "performedMissing",
      result: "resultMissing",
    });
    expect(done({ performedAt: "2026-11-25" })).toEqual({ performedAt: "performedInFuture" });
  });

  it("takes a shorter interval only after a failure, and only a shorter one", () => {
    expect(done({ result: "PASSED", nextInterval: "P1M" })).toEqual({ nextInterval: "intervalWithoutFailure" });
    expect(done({ result: "FAILED", nextInterval: "P1Y" })).toEqual({ nextInterval: "intervalNotShorter" });
    expect(done({ result: "FAILED", nextInterval: "P2Y" })).toEqual({ nextInterval: "intervalNotShorter" });
    expect(done({ result: "FAILED", nextInterval: "P0D" })).toEqual({ nextInterval: "intervalNotShorter" });
    expect(done({ result: "FAILED", nextInterval: "P6M" })).toEqual({});
    expect(
      completionRefusals({ performedAt: today, result: "FAILED", nextInterval: "P1M" }, { frequency: "P0D" }, today),
    ).toEqual({});
  });

  it("needs a reason to reopen or move it, and blanks are no reason", () => {
    expect(needsReason(null)).toBe(true);
    expect(needsReason("   ")).toBe(true);
    expect(needsReason("The report names the wrong machine")).toBe(false);
  });
});
