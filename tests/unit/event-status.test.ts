import { describe, expect, it } from "vitest";
import type { ActionState } from "../../server/domain/actions";
import { isReadOnly, transitionRefusals } from "../../server/domain/events";

const done = (effectiveness: ActionState["effectiveness"]): ActionState => ({ status: "DONE", effectiveness });
const open: ActionState = { status: "OPEN", effectiveness: null };
const codes = (refusals: { code: string }[]) => refusals.map((refusal) => refusal.code);

describe("an event's status", () => {
  it("moves forward freely, and closes a near miss without actions at once", () => {
    expect(transitionRefusals("REPORTED", "UNDER_INVESTIGATION", [], null)).toEqual([]);
    expect(transitionRefusals("UNDER_INVESTIGATION", "ACTIONS_IN_PROGRESS", [open], null)).toEqual([]);
    expect(transitionRefusals("REPORTED", "CLOSED", [], null)).toEqual([]);
  });

  it("refuses closing while an action is open or its effectiveness unchecked", () => {
    expect(codes(transitionRefusals("ACTIONS_IN_PROGRESS", "CLOSED", [done("EFFECTIVE"), open], null))).toEqual([
      "open_actions",
    ]);
    expect(codes(transitionRefusals("ACTIONS_IN_PROGRESS", "CLOSED", [done(null)], null))).toEqual([
      "unchecked_actions",
    ]);
    expect(codes(transitionRefusals("ACTIONS_IN_PROGRESS", "CLOSED", [open, done(null)], null))).toEqual([
      "open_actions",
      "unchecked_actions",
    ]);
  });

  it("closes when every action is done and checked, effective or not", () => {
    expect(
      transitionRefusals("ACTIONS_IN_PROGRESS", "CLOSED", [done("EFFECTIVE"), done("NOT_EFFECTIVE")], null),
    ).toEqual([]);
  });

  it("reopens a closed event only with a reason", () => {
    expect(codes(transitionRefusals("CLOSED", "UNDER_INVESTIGATION", [], null))).toEqual(["reopen_reason_required"]);
    expect(codes(transitionRefusals("CLOSED", "ACTIONS_IN_PROGRESS", [], "  "))).toEqual(["reopen_reason_required"]);
    expect(transitionRefusals("CLOSED", "ACTIONS_IN_PROGRESS", [], "The guard rail came loose again")).toEqual([]);
    expect(isReadOnly("CLOSED")).toBe(true);
    expect(isReadOnly("ACTIONS_IN_PROGRESS")).toBe(false);
  });

  it("refuses a move to the status it has", () => {
    expect(codes(transitionRefusals("REPORTED", "REPORTED", [], null))).toEqual(["same_status"]);
  });
});
