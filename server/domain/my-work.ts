import { isFeatureAvailable, type Feature } from "./features";

/**
 * What waits for a member: the kinds of deadline "my work" gathers across every organization they
 * belong to, each with the record it links to. The reminders read the same list (issue: notifications).
 */
export const WORK_KINDS = [
  "INSPECTION",
  "ACTION",
  "COMPETENCE",
  "DOCUMENT_REVIEW",
  "OBLIGATION_REVIEW",
  "AGREEMENT_END",
  "METER_READING",
  "WASTE_STATEMENT",
  "SDS_RENEWAL",
  "ACCIDENT_REPORT",
  "RISK_REVIEW",
  "APV_ROUND",
  "COMPLIANCE_EVALUATION",
  "INTERNAL_AUDIT",
  "MANAGEMENT_REVIEW",
  "DOCUMENT_APPROVAL",
  "DOCUMENT_ACKNOWLEDGEMENT",
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** DUE: by its date; OVERDUE: its date passed; CHECK: done, its effectiveness still to judge; UNDATED: open without a date. */
export const WORK_STATES = ["DUE", "OVERDUE", "CHECK", "UNDATED"] as const;
export type WorkState = (typeof WORK_STATES)[number];

/** How far ahead my work looks for what has a date (an open action is listed whatever its date). */
export const WORK_HORIZON_DAYS = 30;

/** The feature each kind belongs to: a limited organization's members see only the kinds of its features. */
export const WORK_FEATURES: Record<WorkKind, Feature> = {
  INSPECTION: "control-book",
  ACTION: "action-plan",
  COMPETENCE: "competences",
  DOCUMENT_REVIEW: "policies",
  OBLIGATION_REVIEW: "binding-obligations",
  AGREEMENT_END: "control-book",
  METER_READING: "meters",
  WASTE_STATEMENT: "waste",
  SDS_RENEWAL: "chemicals",
  ACCIDENT_REPORT: "event-handling",
  RISK_REVIEW: "risk-assessment",
  APV_ROUND: "risk-assessment",
  COMPLIANCE_EVALUATION: "binding-obligations",
  INTERNAL_AUDIT: "internal-audit",
  MANAGEMENT_REVIEW: "management-review",
  DOCUMENT_APPROVAL: "policies",
  DOCUMENT_ACKNOWLEDGEMENT: "policies",
};

/** The kinds a limited organization's members do not see. */
export const WORK_KINDS_NOT_LIMITED = WORK_KINDS.filter((kind) => !isFeatureAvailable(WORK_FEATURES[kind], "LIMITED"));

/**
 * A handler's statement of a month is due by the end of the month after (the handler sends it once the
 * month is over). Months are expected from the first statement entered (or from when the handler was
 * taken on in the product) and at most this many back: what came before the product is not missing.
 */
export const WASTE_STATEMENT_MONTHS_BACK = 12;

/** The page of the record a deadline is about (the app's address, from the product's root). */
export function workPath(item: { kind: WorkKind; recordId: number; detail: string | null }): string {
  switch (item.kind) {
    case "INSPECTION":
      return `/monitoring/control-book/inspections/${item.recordId}`;
    case "ACTION":
      return `/planning/action-plan/${item.recordId}`;
    case "COMPETENCE":
      return `/organization/members/${item.recordId}`;
    case "DOCUMENT_REVIEW":
    case "DOCUMENT_APPROVAL":
    case "DOCUMENT_ACKNOWLEDGEMENT":
      return item.detail === "PROCEDURE"
        ? `/operation/procedures/${item.recordId}`
        : `/leadership/policies/${item.recordId}`;
    case "OBLIGATION_REVIEW":
      return `/documents/binding-obligations/${item.recordId}`;
    case "AGREEMENT_END":
      return `/monitoring/control-book/agreements/${item.recordId}`;
    case "METER_READING":
      return `/monitoring/meters/${item.recordId}/readings/new`;
    case "WASTE_STATEMENT":
      return `/monitoring/waste/${item.recordId}/registrations/new${item.detail ? `?month=${item.detail}` : ""}`;
    case "SDS_RENEWAL":
      return `/chemicals/my-chemicals/${item.recordId}`;
    case "ACCIDENT_REPORT":
      return `/evaluation/event-handling/${item.recordId}`;
    case "RISK_REVIEW":
      return `/planning/risk-assessment/${item.recordId}`;
    case "APV_ROUND":
      return "/planning/risk-assessment/rounds?status=OPEN";
    case "COMPLIANCE_EVALUATION":
      return `/documents/binding-obligations/${item.recordId}#evaluations-heading`;
    case "INTERNAL_AUDIT":
      return `/evaluation/internal-audit/${item.recordId}`;
    case "MANAGEMENT_REVIEW":
      return `/evaluation/management-review/${item.recordId}`;
  }
}
