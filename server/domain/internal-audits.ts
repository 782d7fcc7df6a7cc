/**
 * Internal audits (ISO 14001, 45001 and 27001, clause 9.2): an audit of the programme goes from
 * planned to closed one step at a time; its findings are typed, and a nonconformity needs a cause and
 * an action before the audit closes (decision 037).
 */
export const AUDIT_STATUSES = ["PLANNED", "IN_PROGRESS", "REPORTED", "CLOSED"] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const FINDING_TYPES = ["MAJOR", "MINOR", "OBSERVATION", "IMPROVEMENT"] as const;
export type FindingType = (typeof FINDING_TYPES)[number];

/** The standards an audit may cover, by the flag that says so. */
export const AUDIT_STANDARD_FLAGS = {
  coversEnvironment: "ISO_14001",
  coversSafety: "ISO_45001",
  coversSecurity: "ISO_27001",
} as const;

/** The most auditors besides the lead one an audit names. */
export const MAX_AUDITORS = 20;

export const isNonconformity = (type: FindingType) => type === "MAJOR" || type === "MINOR";

export type AuditRefusal = { path: string; code: string; message: string };
export type FindingState = { type: FindingType; cause: string | null; actionCount: number };

/**
 * Why the audit may not move from `from` to `to`, or nothing. It moves one step at a time, forward or
 * back (a step back corrects a step taken too early, or reopens a closed audit); it closes only when
 * every nonconformity has its cause and at least one action in the action plan.
 */
export function statusRefusals(from: AuditStatus, to: AuditStatus, findings: readonly FindingState[]) {
  const refusals: AuditRefusal[] = [];
  if (Math.abs(AUDIT_STATUSES.indexOf(to) - AUDIT_STATUSES.indexOf(from)) !== 1) {
    refusals.push({ path: "status", code: "audit_status_step", message: "An audit moves one step at a time" });
    return refusals;
  }
  if (to !== "CLOSED") return refusals;
  const nonconformities = findings.filter((finding) => isNonconformity(finding.type));
  if (nonconformities.some((finding) => finding.actionCount === 0)) {
    refusals.push({ path: "status", code: "nonconformity_without_action", message: "A nonconformity has no action" });
  }
  if (nonconformities.some((finding) => !finding.cause?.trim())) {
    refusals.push({ path: "status", code: "nonconformity_without_cause", message: "A nonconformity has no cause" });
  }
  return refusals;
}

/** A closed audit, its scope and findings, change only once it is taken back to reported. */
export const isAuditClosed = (status: AuditStatus) => status === "CLOSED";

/** Why an audit's scope and dates cannot be kept, or nothing. */
export function scopeRefusals(audit: {
  coversEnvironment: boolean;
  coversSafety: boolean;
  coversSecurity: boolean;
  startDate: string;
  endDate: string | null;
}) {
  const refusals: AuditRefusal[] = [];
  if (!audit.coversEnvironment && !audit.coversSafety && !audit.coversSecurity) {
    refusals.push({ path: "covers_environment", code: "audit_no_standard", message: "Choose a standard" });
  }
  if (audit.endDate !== null && audit.endDate < audit.startDate) {
    refusals.push({ path: "end_date", code: "audit_end_before_start", message: "The audit ends before it starts" });
  }
  return refusals;
}

/** What the page warns of about an auditor: no valid internal-auditor competence, or their own department. */
export const AUDITOR_WARNINGS = ["NO_AUDITOR_COMPETENCE", "OWN_DEPARTMENT"] as const;
export type AuditorWarning = (typeof AUDITOR_WARNINGS)[number];

/**
 * The competence matrix has no kinds of competence: the internal auditor's is the one whose name says
 * "auditor" (the same word in English and Danish), e.g. "Internal auditor ISO 14001".
 */
export const AUDITOR_COMPETENCE_PATTERN = "%auditor%";
