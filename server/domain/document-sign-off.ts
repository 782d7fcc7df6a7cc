import { addPeriod } from "./recurrence";
import type { ChangeSize } from "./revisions";

/**
 * Sign-off of policies and procedures (decision 044): a draft's named approvers approve it or send it
 * back before it is published, and the members a major revision concerns acknowledge that they read it.
 */
export const APPROVAL_DECISIONS = ["APPROVED", "SENT_BACK"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** Where a submission for approval stands: waiting for someone, approved by all, or sent back by one. */
export type ApprovalState = "PENDING" | "APPROVED" | "SENT_BACK";

/** At most this many approvers per draft: a sign-off, not a ballot. */
export const MAX_APPROVERS = 10;
/** At most this many departments or roles named as whom a revision concerns. */
export const MAX_AUDIENCE_PARTS = 50;
/** How long the members are given to acknowledge, unless the editor says otherwise. */
export const DEFAULT_ACKNOWLEDGE_DAYS = 14;

/** How long the approvers are given to decide, unless the editor says otherwise: a working week. */
export const DEFAULT_APPROVE_DAYS = 7;
/**
 * The latest day to decide by, from today: a draft that may wait longer is not yet ready to submit, and a
 * far day is a typing error ("2062") that would keep the approvers from ever being reminded.
 */
export const APPROVE_BY_AHEAD = "P1Y";

/**
 * The day a submission is to be decided by: the one chosen, or DEFAULT_APPROVE_DAYS after `today` (the
 * business day); a chosen day before today or past APPROVE_BY_AHEAD is refused.
 */
export function approveByOf(
  chosen: string | null,
  today: string,
): { approveBy: string; refusal: null } | { approveBy: null; refusal: Refusal } {
  if (chosen === null) return { approveBy: addPeriod(today, `P${DEFAULT_APPROVE_DAYS}D`), refusal: null };
  if (chosen < today || chosen > addPeriod(today, APPROVE_BY_AHEAD)) {
    const message = "Choose a day from today to a year ahead";
    return { approveBy: null, refusal: { path: "approve_by", code: "approve_by_out_of_range", message } };
  }
  return { approveBy: chosen, refusal: null };
}

/** One sent back is enough to end a submission; all must approve for it to be approved. */
export function approvalState(decisions: readonly (ApprovalDecision | null)[]): ApprovalState {
  if (decisions.includes("SENT_BACK")) return "SENT_BACK";
  return decisions.length > 0 && decisions.every((decision) => decision === "APPROVED") ? "APPROVED" : "PENDING";
}

type Refusal = { path: string; code: string; message: string };

/**
 * Why a draft may not be published now, or null: once approvers are named for it (`named`), the
 * submission in force must be approved by all of them; a draft sent back must be submitted again.
 */
export function publicationRefusal(draft: { named: boolean; submitted: ApprovalState | null }): Refusal | null {
  if (!draft.named) return null;
  if (draft.submitted === "APPROVED") return null;
  return draft.submitted === "PENDING"
    ? { path: "", code: "awaiting_approval", message: "Every approver must approve before it is published" }
    : { path: "", code: "approval_needed", message: "It is not approved: submit it for approval again" };
}

/** Why this approver's decision is refused, or null (one not named is refused before: not theirs to decide). */
export function decisionRefusal(
  mine: ApprovalDecision | null,
  decision: { decision: ApprovalDecision; reason: string | null },
): Refusal | null {
  if (mine !== null) return { path: "decision", code: "already_decided", message: "You have decided already" };
  if (decision.decision === "SENT_BACK" && !decision.reason?.trim()) {
    return { path: "reason", code: "reason_required", message: "Say why it is sent back" };
  }
  return null;
}

/** Whom a revision concerns: everyone of the organization and those below it, or departments and roles. */
export type Audience = { everyone: boolean; departmentIds: number[]; roleIds: number[] };

/**
 * Why the acknowledgement asked at publishing is refused, or null. Only a major revision (the first one
 * is 1.0, a major one) asks members to read it again; it names someone and a day not before today.
 */
export function acknowledgementRefusal(
  ask: { audience: Audience; acknowledgeBy: string | null },
  publishing: { change: ChangeSize; first: boolean; today: string },
): Refusal | null {
  const { everyone, departmentIds, roleIds } = ask.audience;
  const named = everyone || departmentIds.length > 0 || roleIds.length > 0;
  if (!named) return null;
  if (publishing.change !== "MAJOR" && !publishing.first) {
    return { path: "change", code: "acknowledgement_major_only", message: "Only a major revision is acknowledged" };
  }
  if (ask.acknowledgeBy !== null && ask.acknowledgeBy < publishing.today) {
    return { path: "acknowledge_by", code: "acknowledge_by_past", message: "The day must not be before today" };
  }
  return null;
}

/** Whether anyone is asked to acknowledge. */
export const asksAcknowledgement = (audience: Audience) =>
  audience.everyone || audience.departmentIds.length > 0 || audience.roleIds.length > 0;

/** Progress of an acknowledgement: how many of those concerned have read it, as a whole percentage. */
export function acknowledgedShare(progress: { acknowledged: number; concerned: number }) {
  if (progress.concerned === 0) return 100;
  return Math.floor((progress.acknowledged * 100) / progress.concerned);
}
