import type { Feature } from "../../server/domain/features";
import type { OrganizationScope, PermissionName, SystemPermission } from "../../server/domain/permissions";

/**
 * Who may open a route: anyone (`public`), any signed-in user (`user`), holders of a system permission
 * (`system`), or holders of a permission in the active organization, which must have the feature if it
 * is LIMITED (`organization`). `edit` is what changing things on the page needs: its actions require
 * it, and the page offers its edit mode and actions to those who hold it.
 */
export type RouteAccess =
  | { kind: "public" }
  | { kind: "user" }
  | { kind: "system"; permission: SystemPermission; edit?: SystemPermission }
  | { kind: "organization"; permission: OrganizationPermission; feature?: Feature; edit?: OrganizationPermission };

/** A scope, or reporting events, which READ holds only where the company lets every member report. */
type OrganizationPermission = OrganizationScope | "REPORT_EVENT";

const PUBLIC = { kind: "public" } as const;
const SIGNED_IN = { kind: "user" } as const;
const MAINTAINERS = { kind: "system", permission: "MAINTAIN", edit: "MAINTAIN" } as const;

const organization = (
  permission: OrganizationPermission,
  feature?: Feature,
  edit?: OrganizationPermission,
): Extract<RouteAccess, { kind: "organization" }> => ({ kind: "organization", permission, feature, edit });

/**
 * Access, declared once, for every route of `app/routes.ts` by its route id (the module's path, or the
 * `id` routes.ts gives). The guards, the menu and file ownership read it; the authorization matrix
 * (tests/e2e/authorization-matrix.spec.ts) checks the server keeps it, and a route without an entry
 * (or an entry without a route) fails tests/unit/route-access.test.ts.
 */
export const ROUTE_ACCESS = {
  "routes/home": PUBLIC,
  "routes/reset-password": PUBLIC,
  "routes/single-sign-on-callback": PUBLIC,
  "routes/unsubscribe": PUBLIC,
  "routes/unauthorized": PUBLIC,
  "routes/about": PUBLIC,
  "routes/logout": PUBLIC,
  "routes/not-found": PUBLIC,

  // The signed-in shell and the frame its pages' errors show in.
  "routes/app/layout": SIGNED_IN,
  "routes/app/pages": SIGNED_IN,
  "routes/app/dashboard": organization("READ", "dashboard"),
  // The organizations a user may open, to choose among: whatever the active one allows.
  "routes/app/organizations": SIGNED_IN,
  "routes/my-work/list": SIGNED_IN,
  "routes/my-work/export": SIGNED_IN,
  "routes/my-work/calendar-feed": SIGNED_IN,
  "routes/notifications/list": SIGNED_IN,
  // What the active organization's lists show, of the modules it has: the API filters by both.
  "routes/search": organization("READ"),
  "routes/notifications/settings": SIGNED_IN,
  "routes/account/api-tokens": SIGNED_IN,
  "routes/account/two-factor": SIGNED_IN,
  "organization-landing": organization("READ"),
  "leadership-landing": organization("READ"),
  "operation-landing": organization("READ"),
  "monitoring-landing": organization("READ"),
  "chemicals-landing": organization("READ", "chemicals"),
  "routes/chemicals/my-chemicals/list": organization("READ", "chemicals", "EDIT"),
  "routes/chemicals/my-chemicals/import": organization("EDIT", "chemicals", "EDIT"),
  "routes/chemicals/my-chemicals/import-template": organization("EDIT", "chemicals", "EDIT"),
  "routes/chemicals/my-chemicals/import-steps": organization("EDIT", "chemicals", "EDIT"),
  "routes/chemicals/my-chemicals/export": organization("READ", "chemicals"),
  "routes/chemicals/my-chemicals/co-storage": organization("READ", "chemicals"),
  "routes/chemicals/my-chemicals/instruction": organization("READ", "chemicals"),
  "routes/chemicals/my-chemicals/detail": organization("READ", "chemicals", "EDIT"),
  "routes/chemicals/my-chemicals/new": organization("EDIT", "chemicals", "EDIT"),
  "routes/chemicals/my-chemicals/read-sheet": organization("EDIT", "chemicals", "EDIT"),
  "routes/events/new": organization("REPORT_EVENT", "event-handling", "REPORT_EVENT"),
  // The phone's shortcuts: each lists the records its task starts from, for those who may do it.
  "routes/quick/meter-reading": organization("EDIT", "meters", "EDIT"),
  "routes/quick/waste": organization("EDIT", "waste", "EDIT"),
  "routes/quick/inspection": organization("EDIT", "control-book", "EDIT"),
  "routes/chemicals/my-chemicals/edit": organization("EDIT", "chemicals", "EDIT"),

  // Members, roles and competences: people are MANAGE's to change, competences EDIT's (spec §6).
  "routes/organization/members/overview": organization("READ", "members"),
  "routes/organization/members/export": organization("READ", "members"),
  "routes/organization/members/new": organization("MANAGE", "members", "MANAGE"),
  "routes/organization/members/detail": organization("READ", "members", "MANAGE"),
  "routes/organization/members/edit": organization("MANAGE", "members", "MANAGE"),
  "routes/organization/members/import": organization("MANAGE", "members", "MANAGE"),
  "routes/organization/members/import-template": organization("MANAGE", "members", "MANAGE"),
  "routes/organization/members/import-steps": organization("MANAGE", "members", "MANAGE"),
  "routes/organization/members/acquisition": organization("EDIT", "competences", "EDIT"),
  "routes/organization/competences/new": organization("EDIT", "competences", "EDIT"),
  "routes/organization/competences/detail": organization("READ", "competences", "EDIT"),
  "routes/organization/competences/edit": organization("EDIT", "competences", "EDIT"),
  "routes/organization/roles/new": organization("MANAGE", "members", "MANAGE"),
  "routes/organization/roles/edit": organization("MANAGE", "members", "MANAGE"),
  "routes/organization/scope/view": organization("READ", "scope", "EDIT"),
  "routes/organization/scope/edit": organization("EDIT", "scope", "EDIT"),
  "routes/organization/scope/versions": organization("READ", "scope"),
  "routes/organization/stakeholders/list": organization("READ", "stakeholders", "EDIT"),
  "routes/organization/stakeholders/import": organization("EDIT", "stakeholders", "EDIT"),
  "routes/organization/stakeholders/import-template": organization("EDIT", "stakeholders", "EDIT"),
  "routes/organization/stakeholders/import-steps": organization("EDIT", "stakeholders", "EDIT"),
  "routes/organization/stakeholders/export": organization("READ", "stakeholders"),
  "routes/organization/stakeholders/detail": organization("READ", "stakeholders", "EDIT"),
  "routes/organization/stakeholders/edit": organization("EDIT", "stakeholders", "EDIT"),
  "routes/leadership/policies/list": organization("READ", "policies", "EDIT"),
  "routes/leadership/policies/export": organization("READ", "policies"),
  "routes/leadership/policies/detail": organization("READ", "policies", "EDIT"),
  "routes/leadership/policies/versions": organization("READ", "policies"),
  "routes/leadership/policies/public": PUBLIC,
  "routes/leadership/policies/public-logo": PUBLIC,
  "routes/leadership/policies/new": organization("EDIT", "policies", "EDIT"),
  "routes/leadership/policies/edit": organization("EDIT", "policies", "EDIT"),
  // The control book: agreements and their inspections are EDIT's to change (spec §6).
  "routes/monitoring/control-book/book": organization("READ", "control-book", "EDIT"),
  "routes/monitoring/control-book/export": organization("READ", "control-book"),
  "routes/monitoring/control-book/agreement-new": organization("EDIT", "control-book", "EDIT"),
  "routes/monitoring/control-book/agreements/import": organization("EDIT", "control-book", "EDIT"),
  "routes/monitoring/control-book/agreements/import-template": organization("EDIT", "control-book", "EDIT"),
  "routes/monitoring/control-book/agreements/import-steps": organization("EDIT", "control-book", "EDIT"),
  "routes/monitoring/control-book/agreement-detail": organization("READ", "control-book", "EDIT"),
  "routes/monitoring/control-book/agreement-edit": organization("EDIT", "control-book", "EDIT"),
  "routes/monitoring/control-book/inspection-detail": organization("READ", "control-book", "EDIT"),
  "routes/monitoring/control-book/inspection-edit": organization("EDIT", "control-book", "EDIT"),
  "routes/operation/procedures/list": organization("READ", "procedures", "EDIT"),
  "routes/operation/procedures/export": organization("READ", "procedures"),
  "routes/operation/procedures/detail": organization("READ", "procedures", "EDIT"),
  "routes/operation/procedures/versions": organization("READ", "procedures"),
  "routes/operation/procedures/public": PUBLIC,
  "routes/operation/procedures/public-logo": PUBLIC,
  "routes/operation/procedures/new": organization("EDIT", "procedures", "EDIT"),
  "routes/operation/procedures/edit": organization("EDIT", "procedures", "EDIT"),
  "routes/planning/risk-assessment/list": organization("READ", "risk-assessment", "EDIT"),
  "routes/planning/risk-assessment/export": organization("READ", "risk-assessment"),
  "routes/planning/risk-assessment/heat-map": organization("READ", "risk-assessment"),
  // Read by every member; set by the holding's managers (the API refuses it below the holding).
  "routes/planning/risk-assessment/matrix": organization("READ", "risk-assessment", "MANAGE"),
  "routes/planning/risk-assessment/rounds": organization("READ", "risk-assessment", "EDIT"),
  "routes/planning/risk-assessment/rounds/export": organization("READ", "risk-assessment"),
  "routes/planning/risk-assessment/detail": organization("READ", "risk-assessment", "EDIT"),
  "routes/planning/risk-assessment/new": organization("EDIT", "risk-assessment", "EDIT"),
  "routes/planning/risk-assessment/edit": organization("EDIT", "risk-assessment", "EDIT"),
  // Environmental aspects: EDIT assesses them; the holding's MANAGE chooses the rule of significance (decision 034).
  "routes/planning/objectives/list": organization("READ", "objectives", "MANAGE"),
  "routes/planning/objectives/export": organization("READ", "objectives"),
  "routes/planning/objectives/new": organization("MANAGE", "objectives", "MANAGE"),
  "routes/planning/objectives/edit": organization("MANAGE", "objectives", "MANAGE"),
  // EDIT enters figures of an objective measured by hand and plans its actions; MANAGE changes it.
  "routes/planning/objectives/detail": organization("READ", "objectives", "EDIT"),
  "routes/monitoring/performance-overview/overview": organization("READ", "objectives"),
  "routes/monitoring/performance-overview/hours-worked": organization("READ", "objectives", "EDIT"),
  "routes/planning/aspects/list": organization("READ", "environmental-aspects", "EDIT"),
  "routes/planning/aspects/export": organization("READ", "environmental-aspects"),
  "routes/planning/aspects/print": organization("READ", "environmental-aspects"),
  "routes/planning/aspects/detail": organization("READ", "environmental-aspects", "EDIT"),
  "routes/planning/aspects/new": organization("EDIT", "environmental-aspects", "EDIT"),
  "routes/planning/aspects/edit": organization("EDIT", "environmental-aspects", "EDIT"),
  "routes/planning/aspects/suggestions": organization("READ", "environmental-aspects", "EDIT"),
  "routes/planning/aspects/significance": organization("READ", "environmental-aspects", "MANAGE"),
  "routes/planning/chemical-risk/list": organization("READ", "chemical-risk", "EDIT"),
  "routes/planning/chemical-risk/export": organization("READ", "chemical-risk"),
  "routes/planning/chemical-risk/cmr": organization("READ", "chemical-risk"),
  "routes/planning/chemical-risk/cmr-export": organization("READ", "chemical-risk"),
  "routes/planning/chemical-risk/detail": organization("READ", "chemical-risk", "EDIT"),
  "routes/planning/chemical-risk/print": organization("READ", "chemical-risk"),
  "routes/planning/chemical-risk/new": organization("EDIT", "chemical-risk", "EDIT"),
  "routes/planning/chemical-risk/edit": organization("EDIT", "chemical-risk", "EDIT"),
  "routes/planning/action-plan/list": organization("READ", "action-plan", "EDIT"),
  "routes/planning/action-plan/export": organization("READ", "action-plan"),
  "routes/planning/action-plan/detail": organization("READ", "action-plan", "EDIT"),
  "routes/planning/action-plan/new": organization("EDIT", "action-plan", "EDIT"),
  "routes/planning/action-plan/edit": organization("EDIT", "action-plan", "EDIT"),
  "routes/evaluation/event-handling/list": organization("READ", "event-handling", "EDIT"),
  // Compliance evaluation is part of the legal register: its feature, its rights (decision 036).
  "routes/evaluation/compliance-evaluation/list": organization("READ", "binding-obligations", "EDIT"),
  "routes/evaluation/compliance-evaluation/export": organization("READ", "binding-obligations"),
  "routes/evaluation/event-handling/export": organization("READ", "event-handling"),
  "routes/evaluation/event-handling/detail": organization("READ", "event-handling", "EDIT"),
  "routes/evaluation/event-handling/edit": organization("EDIT", "event-handling", "EDIT"),
  // The QR posters lead to the report form; printing them is for those who handle the events.
  "routes/evaluation/event-handling/posters": organization("EDIT", "event-handling"),
  // Internal audits: READ reads the programme, EDIT audits (status, findings, actions), MANAGE plans (decision 037).
  "routes/evaluation/internal-audit/list": organization("READ", "internal-audit", "MANAGE"),
  "routes/evaluation/internal-audit/export": organization("READ", "internal-audit"),
  "routes/evaluation/internal-audit/new": organization("MANAGE", "internal-audit", "MANAGE"),
  "routes/evaluation/internal-audit/edit": organization("MANAGE", "internal-audit", "MANAGE"),
  "routes/evaluation/internal-audit/detail": organization("READ", "internal-audit", "EDIT"),
  "routes/evaluation/internal-audit/finding": organization("READ", "internal-audit", "EDIT"),
  "routes/evaluation/internal-audit/report": organization("READ", "internal-audit"),
  // Management review: READ reads the reviews and minutes, MANAGE (top management) plans, holds and writes (decision 038).
  "routes/evaluation/management-review/list": organization("READ", "management-review", "MANAGE"),
  "routes/evaluation/management-review/export": organization("READ", "management-review"),
  "routes/evaluation/management-review/new": organization("MANAGE", "management-review", "MANAGE"),
  "routes/evaluation/management-review/edit": organization("MANAGE", "management-review", "MANAGE"),
  "routes/evaluation/management-review/detail": organization("READ", "management-review", "MANAGE"),
  "routes/evaluation/management-review/minutes": organization("READ", "management-review"),
  "routes/monitoring/machines/list": organization("READ", "machines", "EDIT"),
  "routes/monitoring/machines/export": organization("READ", "machines"),
  "routes/monitoring/machines/detail": organization("READ", "machines", "EDIT"),
  "routes/monitoring/machines/new": organization("EDIT", "machines", "EDIT"),
  "routes/monitoring/machines/edit": organization("EDIT", "machines", "EDIT"),
  "routes/monitoring/machines/import": organization("EDIT", "machines", "EDIT"),
  "routes/monitoring/machines/import-template": organization("EDIT", "machines", "EDIT"),
  "routes/monitoring/machines/import-steps": organization("EDIT", "machines", "EDIT"),
  "routes/monitoring/waste/list": organization("READ", "waste", "EDIT"),
  "routes/monitoring/waste/export": organization("READ", "waste"),
  "routes/monitoring/waste/detail": organization("READ", "waste", "EDIT"),
  "routes/monitoring/waste/new": organization("EDIT", "waste", "EDIT"),
  "routes/monitoring/waste/edit": organization("EDIT", "waste", "EDIT"),
  "routes/monitoring/waste/arrangement-new": organization("EDIT", "waste", "EDIT"),
  "routes/monitoring/waste/arrangement-detail": organization("READ", "waste", "EDIT"),
  "routes/monitoring/waste/arrangement-edit": organization("EDIT", "waste", "EDIT"),
  "routes/monitoring/waste/report": organization("READ", "waste"),
  "routes/monitoring/waste/report-export": organization("READ", "waste"),
  "routes/monitoring/waste/registration-new": organization("EDIT", "waste", "EDIT"),
  "routes/monitoring/waste/registration-edit": organization("EDIT", "waste", "EDIT"),
  "routes/organization/manage-organization/tree": organization("MANAGE", "manage-organization", "MANAGE"),
  // What the members are asked to acknowledge, and how far they have come (decision 044).
  "routes/organization/communication/list": organization("READ", "policies"),
  "routes/organization/communication/export": organization("READ", "policies"),
  "routes/organization/audit-log/list": organization("MANAGE"),
  "routes/organization/audit-log/export": organization("MANAGE"),
  "routes/organization/service-accounts": organization("MANAGE"),
  "routes/organization/single-sign-on": organization("MANAGE"),
  "routes/organization/webhooks/list": organization("MANAGE"),
  "routes/organization/webhooks/new": organization("MANAGE"),
  "routes/organization/webhooks/detail": organization("MANAGE", undefined, "MANAGE"),
  "routes/organization/webhooks/edit": organization("MANAGE"),
  "routes/organization/history": organization("EDIT"),
  "routes/organization/manage-organization/edit": organization("MANAGE", "manage-organization", "MANAGE"),
  "routes/organization/manage-organization/child-new": organization("MANAGE", "manage-organization", "MANAGE"),
  "routes/organization/manage-organization/child-edit": organization("MANAGE", "manage-organization", "MANAGE"),

  // A calendar subscription is the user's own and only reads: whoever reads the control book may make one.
  "routes/monitoring/control-book/calendar-feed": organization("READ", "control-book"),
  "routes/monitoring/meters/list": organization("READ", "meters", "EDIT"),
  "routes/monitoring/meters/export": organization("READ", "meters"),
  "routes/monitoring/meters/import": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/import-template": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/import-steps": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/readings/import": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/readings/import-template": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/readings/import-steps": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/emissions": organization("READ", "meters"),
  "routes/monitoring/meters/emissions-export": organization("READ", "meters"),
  "routes/monitoring/meters/new": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/detail": organization("READ", "meters", "EDIT"),
  "routes/monitoring/meters/edit": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/reading-new": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/reading-import": organization("EDIT", "meters", "EDIT"),
  "routes/monitoring/meters/reading-export": organization("READ", "meters"),
  "routes/monitoring/meters/reading-detail": organization("READ", "meters", "EDIT"),
  "routes/monitoring/meters/reading-edit": organization("EDIT", "meters", "EDIT"),

  "routes/documents/own-documents/list": organization("READ", "own-documents", "EDIT"),
  "routes/documents/own-documents/export": organization("READ", "own-documents"),
  // Opening an own document needs EDIT (spec §2).
  "routes/documents/own-documents/detail": organization("EDIT", "own-documents", "EDIT"),
  "routes/documents/own-documents/edit": organization("EDIT", "own-documents", "EDIT"),
  "routes/documents/binding-obligations/list": organization("READ", "binding-obligations", "EDIT"),
  "routes/documents/binding-obligations/export": organization("READ", "binding-obligations"),
  "routes/documents/binding-obligations/import": organization("EDIT", "binding-obligations", "EDIT"),
  "routes/documents/binding-obligations/import-template": organization("EDIT", "binding-obligations", "EDIT"),
  "routes/documents/binding-obligations/import-steps": organization("EDIT", "binding-obligations", "EDIT"),
  "routes/documents/binding-obligations/detail": organization("READ", "binding-obligations", "EDIT"),

  "routes/admin/layout": MAINTAINERS,
  "routes/admin/index": MAINTAINERS,
  "routes/admin/substances/list": MAINTAINERS,
  "routes/admin/substances/new": MAINTAINERS,
  "routes/admin/substances/export": MAINTAINERS,
  "routes/admin/substances/detail": MAINTAINERS,
  "routes/admin/substances/edit": MAINTAINERS,
  "routes/admin/chemicals/list": MAINTAINERS,
  "routes/admin/chemicals/new": MAINTAINERS,
  "routes/admin/chemicals/export": MAINTAINERS,
  "routes/admin/chemicals/detail": MAINTAINERS,
  "routes/admin/chemicals/edit": MAINTAINERS,
  "routes/admin/legislation/list": MAINTAINERS,
  "routes/admin/legislation/new": MAINTAINERS,
  "routes/admin/legislation/edit": MAINTAINERS,
  "routes/admin/legislation/export": MAINTAINERS,
  "routes/admin/stakeholders/list": MAINTAINERS,
  "routes/admin/stakeholders/new": MAINTAINERS,
  "routes/admin/stakeholders/edit": MAINTAINERS,
  "routes/admin/stakeholders/export": MAINTAINERS,
  "routes/admin/procedure-templates/list": MAINTAINERS,
  "routes/admin/procedure-templates/new": MAINTAINERS,
  "routes/admin/procedure-templates/edit": MAINTAINERS,
  "routes/admin/procedure-templates/export": MAINTAINERS,
  "routes/admin/emission-factors/list": MAINTAINERS,
  "routes/admin/emission-factors/new": MAINTAINERS,
  "routes/admin/emission-factors/edit": MAINTAINERS,
  "routes/admin/emission-factors/export": MAINTAINERS,
  "routes/admin/waste-types/list": MAINTAINERS,
  "routes/admin/waste-types/export": MAINTAINERS,
  "routes/admin/waste-types/edit": MAINTAINERS,
  "admin-not-found": MAINTAINERS,

  "routes/resources/language": PUBLIC,
  "routes/resources/client-errors": PUBLIC,
  "routes/resources/translations": PUBLIC,
  // Switching checks the chosen organization itself.
  "routes/resources/organization": SIGNED_IN,
  "routes/open": SIGNED_IN,
  // Each owner's files need what that owner's page needs to edit (app/files/owners.server.ts).
  "routes/resources/files": SIGNED_IN,
  "routes/resources/markdown-preview": SIGNED_IN,
  "routes/resources/table-columns": SIGNED_IN,
  // A file of the active organization; which record it belongs to is the API's to check.
  "file-download": organization("READ"),
  // Any organization the user may open (the API checks), not only the active one: the switcher shows others.
  "organization-logo": SIGNED_IN,
  // The catalogue's texts are for every signed-in user.
  "legislation-file-download": SIGNED_IN,
  // A safety data sheet is for everyone who works with the chemical, not only the catalogue's keepers.
  "chemical-sheet-download": SIGNED_IN,
  // A sheet an organization received is offered to the catalogue's keepers only.
  "chemical-sent-sheet-download": MAINTAINERS,
} as const satisfies Record<string, RouteAccess>;

export type RouteId = keyof typeof ROUTE_ACCESS;
/** The routes whose access is a permission in the active organization. */
export type OrganizationRouteId = {
  [Id in RouteId]: (typeof ROUTE_ACCESS)[Id]["kind"] extends "organization" ? Id : never;
}[RouteId];

export const isRouteId = (id: string): id is RouteId => Object.hasOwn(ROUTE_ACCESS, id);

/** The permission name and feature a route needs, as the menu checks them against the user's list. */
export function requirementOf(access: RouteAccess): { permission?: PermissionName; feature?: Feature } {
  if (access.kind === "organization") return { permission: access.permission, feature: access.feature };
  if (access.kind === "system") return { permission: `SYSTEM_${access.permission}` };
  return {};
}
