import { describe, expect, it } from "vitest";
import {
  acknowledgedShare,
  acknowledgementRefusal,
  approvalState,
  approveByOf,
  decisionRefusal,
  publicationRefusal,
} from "../../server/domain/document-sign-off";

const nobody = { everyone: false, departmentIds: [], roleIds: [] };
const publishing = { change: "MAJOR" as const, first: false, today: "2026-05-10" };

describe("approval of a draft", () => {
  it("is approved when every approver approved, and sent back as soon as one sends it back", () => {
    expect(approvalState([null, "APPROVED"])).toBe("PENDING");
    expect(approvalState(["APPROVED", "APPROVED"])).toBe("APPROVED");
    expect(approvalState(["APPROVED", "SENT_BACK", null])).toBe("SENT_BACK");
    expect(approvalState([])).toBe("PENDING");
  });

  it("publishes a draft with named approvers only once they all approved it", () => {
    expect(publicationRefusal({ named: false, submitted: null })).toBeNull();
    expect(publicationRefusal({ named: true, submitted: "APPROVED" })).toBeNull();
    expect(publicationRefusal({ named: true, submitted: "PENDING" })?.code).toBe("awaiting_approval");
    expect(publicationRefusal({ named: true, submitted: "SENT_BACK" })?.code).toBe("approval_needed");
  });

  it("takes each approver's decision once, and a sending back only with a reason", () => {
    expect(decisionRefusal(null, { decision: "APPROVED", reason: null })).toBeNull();
    expect(decisionRefusal("APPROVED", { decision: "APPROVED", reason: null })?.code).toBe("already_decided");
    expect(decisionRefusal(null, { decision: "SENT_BACK", reason: " " })?.code).toBe("reason_required");
    expect(decisionRefusal(null, { decision: "SENT_BACK", reason: "Unclear scope" })).toBeNull();
  });

  it("is to be decided a week after today unless another day from today to a year ahead is chosen", () => {
    const today = "2026-12-28";
    expect(approveByOf(null, today)).toEqual({ approveBy: "2027-01-04", refusal: null });
    expect(approveByOf(today, today).approveBy).toBe(today);
    expect(approveByOf("2027-12-28", today).approveBy).toBe("2027-12-28");
    for (const outside of ["2026-12-27", "2027-12-29", "2062-12-28"]) {
      expect(approveByOf(outside, today)).toMatchObject({
        approveBy: null,
        refusal: { path: "approve_by", code: "approve_by_out_of_range" },
      });
    }
    // A year from the 29th of February is the 28th, as the product counts periods.
    expect(approveByOf("2029-02-28", "2028-02-29").refusal).toBeNull();
    expect(approveByOf("2029-03-01", "2028-02-29").refusal?.code).toBe("approve_by_out_of_range");
  });
});

describe("acknowledgement of a revision", () => {
  it("is asked of a major revision (the first is one) by a day not yet past", () => {
    const everyone = { ...nobody, everyone: true };
    expect(
      acknowledgementRefusal({ audience: nobody, acknowledgeBy: null }, { ...publishing, change: "MINOR" }),
    ).toBeNull();
    expect(acknowledgementRefusal({ audience: everyone, acknowledgeBy: null }, publishing)).toBeNull();
    expect(
      acknowledgementRefusal(
        { audience: { ...nobody, roleIds: [3] }, acknowledgeBy: null },
        { ...publishing, change: "MINOR" },
      )?.code,
    ).toBe("acknowledgement_major_only");
    expect(
      acknowledgementRefusal(
        { audience: everyone, acknowledgeBy: null },
        { ...publishing, change: "MINOR", first: true },
      ),
    ).toBeNull();
    expect(acknowledgementRefusal({ audience: everyone, acknowledgeBy: "2026-05-09" }, publishing)?.code).toBe(
      "acknowledge_by_past",
    );
    expect(acknowledgementRefusal({ audience: everyone, acknowledgeBy: "2026-05-10" }, publishing)).toBeNull();
  });

  it("counts its progress as a whole percentage, all done when it concerns nobody", () => {
    expect(acknowledgedShare({ acknowledged: 1, concerned: 3 })).toBe(33);
    expect(acknowledgedShare({ acknowledged: 0, concerned: 0 })).toBe(100);
  });
});
