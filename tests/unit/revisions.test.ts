import { describe, expect, it } from "vitest";
import { isReviewOverdue, nextReviewAfter, nextRevisionNumber, revisionLabel } from "../../server/domain/revisions";

describe("revision numbers", () => {
  it("starts at 1.0, counts minor changes and starts a major one at .0", () => {
    const first = nextRevisionNumber(null, "MINOR");
    expect(revisionLabel(first)).toBe("1.0");
    const second = nextRevisionNumber(first, "MINOR");
    expect(revisionLabel(second)).toBe("1.1");
    expect(revisionLabel(nextRevisionNumber(second, "MAJOR"))).toBe("2.0");
    expect(revisionLabel(nextRevisionNumber({ major: 2, minor: 9 }, "MINOR"))).toBe("2.10");
  });
});

describe("reviews", () => {
  it("moves the next review on by the period, as a calendar period", () => {
    expect(nextReviewAfter("2026-02-28", "P1Y")).toBe("2027-02-28");
    expect(nextReviewAfter("2024-02-29", "P1Y")).toBe("2025-02-28");
    expect(nextReviewAfter("2026-01-31", "P6M")).toBe("2026-07-31");
  });

  it("is overdue from the day after the review date, never without one", () => {
    expect(isReviewOverdue("2026-11-23", "2026-11-24")).toBe(true);
    expect(isReviewOverdue("2026-11-24", "2026-11-24")).toBe(false);
    expect(isReviewOverdue(null, "2026-11-24")).toBe(false);
  });
});
