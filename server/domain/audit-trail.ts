/** The kinds of record the audit triggers write, by the entity name they write (decision 023). */
export const AUDIT_ENTITIES = [
  "organization",
  "area",
  "member",
  "role",
  "competence",
  "competence_record",
  "controlled_document",
  "controlled_document_revision",
  "controlled_document_review",
  "controlled_document_approval",
  "legislation_association",
  "compliance_evaluation",
  "stakeholder_association",
  "scope",
  "machine",
  "agreement",
  "inspection",
  "meter",
  "meter_reading",
  "chemical_association",
  "chemical_association_sheet",
  "event",
  "action",
  "risk",
  "aspect",
  "aspect_significance",
  "work_process",
  "work_process_product",
  "internal_audit",
  "audit_finding",
  "objective",
  "objective_figure",
  "management_review",
  "waste_handler_association",
  "waste_arrangement",
  "file",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What happened: the triggers write the first three, the services the others. */
export const AUDIT_ACTIONS = ["create", "update", "delete", "restore", "login", "logout", "password-reset"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The longest span the audit log reads at once: a year of changes, so a query stays on its index range. */
export const MAX_AUDIT_LOG_DAYS = 366;

/** Days from `from` to `to`, both `yyyy-mm-dd`, counting both. */
export function daysSpanned(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
