import { randomBytes } from "node:crypto";
import { expect, request as requests, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { RouteAccess, RouteId } from "../../../app/auth/route-access";
import { isFeatureAvailable, type FeatureAccessibility } from "../../../server/domain/features";
import type { PermissionName, SystemPermission } from "../../../server/domain/permissions";
import type { AppRoute } from "../../support/route-config";
import { pdfBytes } from "../../support/sample-files";
import { DEMO, DEMO_PASSWORD } from "./demo";

/**
 * What the checks over the whole route table share (the authorization matrix, the accessibility
 * sweep): the roles, what the access table promises each, and records to open for routes with ids.
 */

export type Tenant = "holding" | "subsidiary";
export type Role = {
  email: string;
  names: PermissionName[];
  system: SystemPermission[];
  accessibility: FeatureAccessibility;
  tenant: Tenant;
};

/** The demo users (README) and what they hold in their active organization. */
export const ROLES: Record<string, Role | null> = {
  anonymous: null,
  reader: { email: DEMO.reader, names: ["READ"], system: [], accessibility: "FULL", tenant: "holding" },
  editor: {
    email: DEMO.editor,
    names: ["READ", "EDIT", "REPORT_EVENT"],
    system: [],
    accessibility: "FULL",
    tenant: "holding",
  },
  manager: {
    email: DEMO.manager,
    names: ["READ", "EDIT", "MANAGE", "REPORT_EVENT"],
    system: [],
    accessibility: "FULL",
    tenant: "holding",
  },
  maintainer: {
    email: DEMO.maintainer,
    names: ["READ", "EDIT", "MANAGE", "REPORT_EVENT", "SYSTEM_MAINTAIN", "SYSTEM_MANAGE"],
    system: ["MAINTAIN", "MANAGE"],
    accessibility: "FULL",
    tenant: "holding",
  },
  // EDIT on Nordvik Logistics ApS, a LIMITED subsidiary: the holding's records are another tenant's.
  limited: {
    email: DEMO.limited,
    names: ["READ", "EDIT", "REPORT_EVENT"],
    system: [],
    accessibility: "LIMITED",
    tenant: "subsidiary",
  },
};

export type Outcome = "granted" | "log-in" | "unauthorized";

/** What the table promises a role: the page, the log-in page, or /unauthorized. */
export function promised(access: RouteAccess, role: Role | null, writing: boolean): Outcome {
  if (access.kind === "public") return "granted";
  if (!role) return "log-in";
  if (access.kind === "user") return "granted";
  const needed = writing ? (access.edit ?? access.permission) : access.permission;
  if (access.kind === "system") return role.system.includes(needed as SystemPermission) ? "granted" : "unauthorized";
  const featureOpen = !access.feature || isFeatureAvailable(access.feature, role.accessibility);
  return role.names.includes(needed as PermissionName) && featureOpen ? "granted" : "unauthorized";
}

/**
 * What a GET answers one who may open the route, in the matrix's words ("200", "302 → /path", "404"),
 * where that is not the page itself (200): routes that only take form posts send a GET on, the
 * catch-alls answer 404, the page for denied checks answers 403.
 */
/**
 * The registers with an import, by their list's address: the matrix holds an upload for each, made by
 * a demo user who may import into it (members are the managers' to import, as to invite).
 */
const IMPORTS = {
  "/monitoring/machines": { steps: "routes/monitoring/machines/import-steps", uploader: "editor" },
  "/organization/stakeholders": { steps: "routes/organization/stakeholders/import-steps", uploader: "editor" },
  "/chemicals/my-chemicals": { steps: "routes/chemicals/my-chemicals/import-steps", uploader: "editor" },
  "/documents/binding-obligations": {
    steps: "routes/documents/binding-obligations/import-steps",
    uploader: "editor",
  },
  "/monitoring/meters": { steps: "routes/monitoring/meters/import-steps", uploader: "editor" },
  "/monitoring/meters/readings": { steps: "routes/monitoring/meters/readings/import-steps", uploader: "editor" },
  "/monitoring/control-book/agreements": {
    steps: "routes/monitoring/control-book/agreements/import-steps",
    uploader: "editor",
  },
  "/organization/members": { steps: "routes/organization/members/import-steps", uploader: "manager" },
} as const;
type ImportList = keyof typeof IMPORTS;

/** An entry for each register's import steps, made from the register's list address. */
const importSteps = <T>(entry: (list: ImportList) => T) =>
  Object.fromEntries(Object.entries(IMPORTS).map(([list, { steps }]) => [steps, entry(list as ImportList)])) as Record<
    (typeof IMPORTS)[ImportList]["steps"],
    T
  >;

export const GRANTED_GET: Partial<Record<RouteId, (role: Role | null) => string | RegExp>> = {
  "routes/home": (role) => (role ? "302 → /dashboard" : "200"),
  "routes/logout": () => "302 → /",
  // Without a single sign-on under way there is nothing to finish: "start again", 401.
  "routes/single-sign-on-callback": () => "401",
  "routes/unauthorized": () => "unauthorized",
  "routes/not-found": () => "404",
  "admin-not-found": () => "404",
  "routes/resources/language": () => "302 → /",
  "routes/resources/organization": () => "302 → /dashboard",
  "routes/resources/files": () => "302 → /dashboard",
  "routes/resources/markdown-preview": () => "302 → /dashboard",
  "routes/resources/table-columns": () => "302 → /dashboard",
  "routes/monitoring/control-book/calendar-feed": () => "302 → /monitoring/control-book",
  "routes/my-work/calendar-feed": () => "302 → /my-work",
  // A mail link without its organization and page: nothing to open.
  "routes/open": () => "302 → /dashboard",
  // Reports arrive as posts; Remix answers a GET of a route without a loader 400.
  "routes/resources/client-errors": () => "400",
  // The matrix holds no sheet an organization sent (tests/e2e/sent-sheets.spec.ts downloads one): the
  // access is checked before the sheet is looked for, so one who may gets as far as its 404.
  "chemical-sent-sheet-download": () => "404",
  // A section's address leads to its first screen, or while it has none says what is coming.
  "organization-landing": () => /^(200|302 → \/organization\/.+)$/,
  "leadership-landing": () => /^(200|302 → \/leadership\/.+)$/,
  "operation-landing": () => /^(200|302 → \/operation\/.+)$/,
  "monitoring-landing": () => /^(200|302 → \/monitoring\/.+)$/,
  "chemicals-landing": () => /^(200|302 → \/chemicals\/.+)$/,
  // An upload is its uploader's: another who may import gets its 404.
  ...importSteps((list) => (role: Role | null) => (role?.email === DEMO[IMPORTS[list].uploader] ? "200" : "404")),
  // 404 while the organization has no logo (tests/e2e/manage-organization.spec.ts shows one).
  "organization-logo": () => /^(200|404)$/,
};

/** Records made for this run, one set per tenant, so nothing depends on seeded ids. */
export type Records = {
  /** An upload held for each register's import, the editor's. */
  imports: Record<string, number>;
  act: number;
  actFile: number;
  document: number;
  /** A member whose role requires `competence`. */
  member: number;
  competence: number;
  role: number;
  /** A webhook endpoint of the organization managed. */
  webhook: number;
  /** The tenant's entry for a catalogue stakeholder, and that stakeholder. */
  stakeholder: number;
  catalogueStakeholder: number;
  /** A procedure template of the catalogue (shared, like the act). */
  procedureTemplate: number;
  /** An emission factor of the catalogue (shared, like the act). */
  emissionFactor: number;
  /** A substance of the catalogue (shared). */
  substance: number;
  /** A chemical of the catalogue (shared) and its safety data sheet. */
  chemical: number;
  chemicalSheet: number;
  /** An entry of the List of Waste (reference data, shared). */
  wasteType: number;
  /** A published policy of the tenant, and the id of its public page. */
  policy: number;
  publicPolicy: string;
  /** The same for a procedure. */
  procedure: number;
  publicProcedure: string;
  /** A machine of the holding (a LIMITED organization has no machine register). */
  machine: number;
  /** An environmental aspect of the holding (a LIMITED organization has no aspects). */
  aspect: number;
  /** A risk the tenant assessed. */
  risk: number;
  /** An internal audit of the holding and a finding of it (a LIMITED organization has no audits). */
  internalAudit: number;
  auditFinding: number;
  /** A management review of the holding (a LIMITED organization has none). */
  managementReview: number;
  /** An objective of the holding (a LIMITED organization has none). */
  objective: number;
  /** A chemical the holding keeps (a LIMITED organization has no chemicals). */
  chemicalAssociation: number;
  /** A work process of the holding's chemical risk assessment (not a LIMITED organization's). */
  workProcess: number;
  /** An electricity meter of the tenant and its reading. */
  meter: number;
  reading: number;
  /** A waste handler the tenant took on, and an arrangement of it. */
  wasteHandler: number;
  wasteArrangement: number;
  /** A monthly statement of that handler. */
  wasteStatement: number;
  /** An event the tenant reported, and an action of it in the action plan. */
  event: number;
  action: number;
  /** The organization managed (the holding) and a department made under it. */
  organization: number;
  department: number;
  /** An agreement of the holding's control book, and its first inspection. */
  agreement: number;
  inspection: number;
};

/** Members, competences and roles of the holding are seen from its subsidiaries too: "other" is one that does not exist. */
const MISSING = 1_000_000;

/** For each route with parameters: the address of a record of the tenant (`own`), and of the other. */
const RECORD_PATHS: Partial<Record<RouteId, (own: Records, other: Records) => { own: string; other: string }>> = {
  // The control book is the holding's (a limited subsidiary has none): "other" is one that does not exist.
  "routes/monitoring/control-book/agreement-detail": (own) => ({
    own: `/monitoring/control-book/agreements/${own.agreement}`,
    other: `/monitoring/control-book/agreements/${own.agreement + MISSING}`,
  }),
  "routes/monitoring/control-book/agreement-edit": (own) => ({
    own: `/monitoring/control-book/agreements/${own.agreement}/edit`,
    other: `/monitoring/control-book/agreements/${own.agreement + MISSING}/edit`,
  }),
  "routes/monitoring/control-book/inspection-detail": (own) => ({
    own: `/monitoring/control-book/inspections/${own.inspection}`,
    other: `/monitoring/control-book/inspections/${own.inspection + MISSING}`,
  }),
  "routes/monitoring/control-book/inspection-edit": (own) => ({
    own: `/monitoring/control-book/inspections/${own.inspection}/edit`,
    other: `/monitoring/control-book/inspections/${own.inspection + MISSING}/edit`,
  }),
  "routes/documents/own-documents/detail": (own, other) => ({
    own: `/documents/own-documents/${own.document}`,
    other: `/documents/own-documents/${other.document}`,
  }),
  "routes/documents/own-documents/edit": (own, other) => ({
    own: `/documents/own-documents/${own.document}/edit`,
    other: `/documents/own-documents/${other.document}/edit`,
  }),
  // Each tenant's register holds the act made for it, and not the other's.
  "routes/documents/binding-obligations/detail": (own, other) => ({
    own: `/documents/binding-obligations/${own.act}`,
    other: `/documents/binding-obligations/${other.act}`,
  }),
  "file-download": (own, other) => ({
    own: `/files/${own.document}/download`,
    other: `/files/${other.document}/download`,
  }),
  // The catalogue is shared: "other" is a file asked for under an act it does not belong to.
  "legislation-file-download": (own, other) => ({
    own: `/legislation-files/${own.act}/${own.actFile}`,
    other: `/legislation-files/${other.act}/${own.actFile}`,
  }),
  "routes/admin/legislation/edit": (own) => ({
    own: `/admin/legislation/${own.act}/edit`,
    other: `/admin/legislation/${own.act + 1_000_000}/edit`,
  }),
  "routes/organization/members/detail": (own) => ({
    own: `/organization/members/${own.member}`,
    other: `/organization/members/${own.member + MISSING}`,
  }),
  "routes/organization/members/edit": (own) => ({
    own: `/organization/members/${own.member}/edit`,
    other: `/organization/members/${own.member + MISSING}/edit`,
  }),
  "routes/organization/members/acquisition": (own) => ({
    own: `/organization/members/${own.member}/competences/${own.competence}`,
    other: `/organization/members/${own.member}/competences/${own.competence + MISSING}`,
  }),
  "routes/organization/competences/detail": (own) => ({
    own: `/organization/competences/${own.competence}`,
    other: `/organization/competences/${own.competence + MISSING}`,
  }),
  "routes/organization/competences/edit": (own) => ({
    own: `/organization/competences/${own.competence}/edit`,
    other: `/organization/competences/${own.competence + MISSING}/edit`,
  }),
  "routes/organization/roles/edit": (own) => ({
    own: `/organization/roles/${own.role}/edit`,
    other: `/organization/roles/${own.role + MISSING}/edit`,
  }),
  // An endpoint is its organization's only: "other" is one that does not exist.
  "routes/organization/webhooks/detail": (own) => ({
    own: `/organization/webhooks/${own.webhook}`,
    other: `/organization/webhooks/${own.webhook + MISSING}`,
  }),
  "routes/organization/webhooks/edit": (own) => ({
    own: `/organization/webhooks/${own.webhook}/edit`,
    other: `/organization/webhooks/${own.webhook + MISSING}/edit`,
  }),
  "routes/organization/stakeholders/detail": (own, other) => ({
    own: `/organization/stakeholders/${own.stakeholder}`,
    other: `/organization/stakeholders/${other.stakeholder}`,
  }),
  "routes/organization/stakeholders/edit": (own, other) => ({
    own: `/organization/stakeholders/${own.stakeholder}/edit`,
    other: `/organization/stakeholders/${other.stakeholder}/edit`,
  }),
  "routes/admin/stakeholders/edit": (own) => ({
    own: `/admin/stakeholders/${own.catalogueStakeholder}/edit`,
    other: `/admin/stakeholders/${own.catalogueStakeholder + MISSING}/edit`,
  }),
  "routes/admin/procedure-templates/edit": (own) => ({
    own: `/admin/procedure-templates/${own.procedureTemplate}/edit`,
    other: `/admin/procedure-templates/${own.procedureTemplate + MISSING}/edit`,
  }),
  "routes/admin/emission-factors/edit": (own) => ({
    own: `/admin/emission-factors/${own.emissionFactor}/edit`,
    other: `/admin/emission-factors/${own.emissionFactor + MISSING}/edit`,
  }),
  // "other" is a utility type that does not exist.
  "routes/admin/substances/detail": (own) => ({
    own: `/admin/substances/${own.substance}`,
    other: `/admin/substances/${own.substance + MISSING}`,
  }),
  "routes/admin/substances/edit": (own) => ({
    own: `/admin/substances/${own.substance}/edit`,
    other: `/admin/substances/${own.substance + MISSING}/edit`,
  }),
  "routes/admin/chemicals/detail": (own) => ({
    own: `/admin/chemicals/${own.chemical}`,
    other: `/admin/chemicals/${own.chemical + MISSING}`,
  }),
  "routes/admin/chemicals/edit": (own) => ({
    own: `/admin/chemicals/${own.chemical}/edit`,
    other: `/admin/chemicals/${own.chemical + MISSING}/edit`,
  }),
  "routes/admin/waste-types/edit": (own) => ({
    own: `/admin/waste-types/${own.wasteType}`,
    other: `/admin/waste-types/${own.wasteType + MISSING}`,
  }),
  // The catalogue is shared: "other" is the sheet asked for under a chemical it does not belong to.
  "chemical-sent-sheet-download": (own) => ({
    own: `/chemical-sent-sheets/${own.chemical}/${MISSING}`,
    other: `/chemical-sent-sheets/${own.chemical + MISSING}/${MISSING}`,
  }),
  "chemical-sheet-download": (own) => ({
    own: `/chemical-sheets/${own.chemical}/${own.chemicalSheet}`,
    other: `/chemical-sheets/${own.chemical + MISSING}/${own.chemicalSheet}`,
  }),
  "routes/admin/emission-factors/new": () => ({
    own: "/admin/emission-factors/new/electricity",
    other: "/admin/emission-factors/new/no-such-type",
  }),
  "routes/resources/translations": () => ({ own: "/assets/i18n/en.json", other: "/assets/i18n/xx.json" }),
  "routes/organization/manage-organization/edit": (own) => ({
    own: `/organization/manage-organization/${own.organization}/edit`,
    other: `/organization/manage-organization/${own.organization + MISSING}/edit`,
  }),
  "routes/organization/manage-organization/child-new": (own) => ({
    own: `/organization/manage-organization/${own.organization}/department/new`,
    other: `/organization/manage-organization/${own.organization + MISSING}/department/new`,
  }),
  "routes/organization/manage-organization/child-edit": (own) => ({
    own: `/organization/manage-organization/${own.organization}/department/${own.department}/edit`,
    other: `/organization/manage-organization/${own.organization}/department/${own.department + MISSING}/edit`,
  }),
  "routes/leadership/policies/detail": (own) => ({
    own: `/leadership/policies/${own.policy}`,
    other: `/leadership/policies/${own.policy + MISSING}`,
  }),
  "routes/leadership/policies/edit": (own) => ({
    own: `/leadership/policies/${own.policy}/edit`,
    other: `/leadership/policies/${own.policy + MISSING}/edit`,
  }),
  "routes/leadership/policies/versions": (own) => ({
    own: `/leadership/policies/${own.policy}/versions`,
    other: `/leadership/policies/${own.policy + MISSING}/versions`,
  }),
  // Public: "other" is an id no policy has.
  "routes/leadership/policies/public": (own) => ({
    own: `/leadership/policies/${own.publicPolicy}/public`,
    other: "/leadership/policies/AAAAAAAAAAAAAAAAAAAAAA/public",
  }),
  "routes/leadership/policies/public-logo": (own) => ({
    own: `/leadership/policies/${own.publicPolicy}/logo`,
    other: "/leadership/policies/AAAAAAAAAAAAAAAAAAAAAA/logo",
  }),
  "routes/operation/procedures/detail": (own) => ({
    own: `/operation/procedures/${own.procedure}`,
    other: `/operation/procedures/${own.procedure + MISSING}`,
  }),
  "routes/operation/procedures/edit": (own) => ({
    own: `/operation/procedures/${own.procedure}/edit`,
    other: `/operation/procedures/${own.procedure + MISSING}/edit`,
  }),
  "routes/operation/procedures/versions": (own) => ({
    own: `/operation/procedures/${own.procedure}/versions`,
    other: `/operation/procedures/${own.procedure + MISSING}/versions`,
  }),
  // Public: "other" is an id no procedure has.
  "routes/operation/procedures/public": (own) => ({
    own: `/operation/procedures/${own.publicProcedure}/public`,
    other: "/operation/procedures/AAAAAAAAAAAAAAAAAAAAAA/public",
  }),
  "routes/operation/procedures/public-logo": (own) => ({
    own: `/operation/procedures/${own.publicProcedure}/logo`,
    other: "/operation/procedures/AAAAAAAAAAAAAAAAAAAAAA/logo",
  }),
  // Each tenant reports its own event; the holding sees its companies', so "other" is one that does not exist.
  "routes/evaluation/event-handling/detail": (own) => ({
    own: `/evaluation/event-handling/${own.event}`,
    other: `/evaluation/event-handling/${own.event + MISSING}`,
  }),
  "routes/evaluation/event-handling/edit": (own) => ({
    own: `/evaluation/event-handling/${own.event}/edit`,
    other: `/evaluation/event-handling/${own.event + MISSING}/edit`,
  }),
  "routes/planning/action-plan/detail": (own) => ({
    own: `/planning/action-plan/${own.action}`,
    other: `/planning/action-plan/${own.action + MISSING}`,
  }),
  "routes/planning/action-plan/edit": (own) => ({
    own: `/planning/action-plan/${own.action}/edit`,
    other: `/planning/action-plan/${own.action + MISSING}/edit`,
  }),
  // Each tenant assesses its own risk; the holding sees its companies', so "other" is one that does not exist.
  "routes/planning/risk-assessment/detail": (own) => ({
    own: `/planning/risk-assessment/${own.risk}`,
    other: `/planning/risk-assessment/${own.risk + MISSING}`,
  }),
  "routes/planning/risk-assessment/edit": (own) => ({
    own: `/planning/risk-assessment/${own.risk}/edit`,
    other: `/planning/risk-assessment/${own.risk + MISSING}/edit`,
  }),
  "routes/evaluation/internal-audit/detail": (own) => ({
    own: `/evaluation/internal-audit/${own.internalAudit}`,
    other: `/evaluation/internal-audit/${own.internalAudit + MISSING}`,
  }),
  "routes/evaluation/internal-audit/edit": (own) => ({
    own: `/evaluation/internal-audit/${own.internalAudit}/edit`,
    other: `/evaluation/internal-audit/${own.internalAudit + MISSING}/edit`,
  }),
  "routes/evaluation/internal-audit/report": (own) => ({
    own: `/evaluation/internal-audit/${own.internalAudit}/report`,
    other: `/evaluation/internal-audit/${own.internalAudit + MISSING}/report`,
  }),
  "routes/evaluation/internal-audit/finding": (own) => ({
    own: `/evaluation/internal-audit/findings/${own.auditFinding}`,
    other: `/evaluation/internal-audit/findings/${own.auditFinding + MISSING}`,
  }),
  "routes/planning/objectives/detail": (own) => ({
    own: `/planning/objectives/${own.objective}`,
    other: `/planning/objectives/${own.objective + MISSING}`,
  }),
  "routes/planning/objectives/edit": (own) => ({
    own: `/planning/objectives/${own.objective}/edit`,
    other: `/planning/objectives/${own.objective + MISSING}/edit`,
  }),
  "routes/evaluation/management-review/detail": (own) => ({
    own: `/evaluation/management-review/${own.managementReview}`,
    other: `/evaluation/management-review/${own.managementReview + MISSING}`,
  }),
  "routes/evaluation/management-review/edit": (own) => ({
    own: `/evaluation/management-review/${own.managementReview}/edit`,
    other: `/evaluation/management-review/${own.managementReview + MISSING}/edit`,
  }),
  "routes/evaluation/management-review/minutes": (own) => ({
    own: `/evaluation/management-review/${own.managementReview}/minutes`,
    other: `/evaluation/management-review/${own.managementReview + MISSING}/minutes`,
  }),
  "routes/planning/aspects/detail": (own) => ({
    own: `/planning/aspects/${own.aspect}`,
    other: `/planning/aspects/${own.aspect + MISSING}`,
  }),
  "routes/planning/aspects/edit": (own) => ({
    own: `/planning/aspects/${own.aspect}/edit`,
    other: `/planning/aspects/${own.aspect + MISSING}/edit`,
  }),
  "routes/planning/chemical-risk/detail": (own) => ({
    own: `/planning/chemical-risk/${own.workProcess}`,
    other: `/planning/chemical-risk/${own.workProcess + MISSING}`,
  }),
  "routes/planning/chemical-risk/edit": (own) => ({
    own: `/planning/chemical-risk/${own.workProcess}/edit`,
    other: `/planning/chemical-risk/${own.workProcess + MISSING}/edit`,
  }),
  "routes/planning/chemical-risk/print": (own) => ({
    own: `/planning/chemical-risk/${own.workProcess}/print`,
    other: `/planning/chemical-risk/${own.workProcess + MISSING}/print`,
  }),
  ...importSteps((list) => (own: Records) => ({
    own: `${list}/import/${own.imports[list]}`,
    other: `${list}/import/${own.imports[list]! + MISSING}`,
  })),
  "routes/monitoring/machines/detail": (own) => ({
    own: `/monitoring/machines/${own.machine}`,
    other: `/monitoring/machines/${own.machine + MISSING}`,
  }),
  "routes/organization/history": (own) => ({
    own: `/organization/history/member/${own.member}`,
    other: `/organization/history/member/${own.member + MISSING}`,
  }),
  "routes/monitoring/machines/edit": (own) => ({
    own: `/monitoring/machines/${own.machine}/edit`,
    other: `/monitoring/machines/${own.machine + MISSING}/edit`,
  }),
  "routes/chemicals/my-chemicals/detail": (own) => ({
    own: `/chemicals/my-chemicals/${own.chemicalAssociation}`,
    other: `/chemicals/my-chemicals/${own.chemicalAssociation + MISSING}`,
  }),
  "routes/chemicals/my-chemicals/edit": (own) => ({
    own: `/chemicals/my-chemicals/${own.chemicalAssociation}/edit`,
    other: `/chemicals/my-chemicals/${own.chemicalAssociation + MISSING}/edit`,
  }),
  "routes/chemicals/my-chemicals/instruction": (own) => ({
    own: `/chemicals/my-chemicals/${own.chemicalAssociation}/instruction`,
    other: `/chemicals/my-chemicals/${own.chemicalAssociation + MISSING}/instruction`,
  }),
  "routes/monitoring/meters/new": () => ({
    own: "/monitoring/meters/new/electricity",
    other: "/monitoring/meters/new/no-such-type",
  }),
  // Each tenant takes on its own handler; the holding sees its companies', so "other" is one that does not exist.
  "routes/monitoring/waste/detail": (own) => ({
    own: `/monitoring/waste/${own.wasteHandler}`,
    other: `/monitoring/waste/${own.wasteHandler + MISSING}`,
  }),
  "routes/monitoring/waste/edit": (own) => ({
    own: `/monitoring/waste/${own.wasteHandler}/edit`,
    other: `/monitoring/waste/${own.wasteHandler + MISSING}/edit`,
  }),
  "routes/monitoring/waste/arrangement-new": (own) => ({
    own: `/monitoring/waste/${own.wasteHandler}/arrangements/new`,
    other: `/monitoring/waste/${own.wasteHandler + MISSING}/arrangements/new`,
  }),
  "routes/monitoring/waste/arrangement-detail": (own) => ({
    own: `/monitoring/waste/${own.wasteHandler}/arrangements/${own.wasteArrangement}`,
    other: `/monitoring/waste/${own.wasteHandler}/arrangements/${own.wasteArrangement + MISSING}`,
  }),
  "routes/monitoring/waste/arrangement-edit": (own) => ({
    own: `/monitoring/waste/${own.wasteHandler}/arrangements/${own.wasteArrangement}/edit`,
    other: `/monitoring/waste/${own.wasteHandler}/arrangements/${own.wasteArrangement + MISSING}/edit`,
  }),
  "routes/monitoring/waste/registration-new": (own) => ({
    own: `/monitoring/waste/${own.wasteHandler}/registrations/new`,
    other: `/monitoring/waste/${own.wasteHandler + MISSING}/registrations/new`,
  }),
  "routes/monitoring/waste/registration-edit": (own) => ({
    own: `/monitoring/waste/${own.wasteHandler}/registrations/${own.wasteStatement}/edit`,
    other: `/monitoring/waste/${own.wasteHandler}/registrations/${own.wasteStatement + MISSING}/edit`,
  }),
  "routes/monitoring/meters/detail": (own) => ({
    own: `/monitoring/meters/${own.meter}`,
    other: `/monitoring/meters/${own.meter + MISSING}`,
  }),
  "routes/monitoring/meters/edit": (own) => ({
    own: `/monitoring/meters/${own.meter}/edit`,
    other: `/monitoring/meters/${own.meter + MISSING}/edit`,
  }),
  "routes/monitoring/meters/reading-new": (own) => ({
    own: `/monitoring/meters/${own.meter}/readings/new`,
    other: `/monitoring/meters/${own.meter + MISSING}/readings/new`,
  }),
  "routes/monitoring/meters/reading-import": (own) => ({
    own: `/monitoring/meters/${own.meter}/readings/import`,
    other: `/monitoring/meters/${own.meter + MISSING}/readings/import`,
  }),
  "routes/monitoring/meters/reading-export": (own) => ({
    own: `/monitoring/meters/${own.meter}/readings/export`,
    other: `/monitoring/meters/${own.meter + MISSING}/readings/export`,
  }),
  "routes/monitoring/meters/reading-detail": (own) => ({
    own: `/monitoring/meters/${own.meter}/readings/${own.reading}`,
    other: `/monitoring/meters/${own.meter}/readings/${own.reading + MISSING}`,
  }),
  "routes/monitoring/meters/reading-edit": (own) => ({
    own: `/monitoring/meters/${own.meter}/readings/${own.reading}/edit`,
    other: `/monitoring/meters/${own.meter}/readings/${own.reading + MISSING}/edit`,
  }),
  "organization-logo": (own) => ({
    own: `/organizations/${own.organization}/logo`,
    other: `/organizations/${own.organization + MISSING}/logo`,
  }),
};

export async function signedIn(baseURL: string, role: Role | null) {
  const context = await requests.newContext({ baseURL, maxRedirects: 0 });
  if (!role) return context;
  const response = await context.post("/?index", {
    form: { username: role.email, password: DEMO_PASSWORD, redirectTo: "" },
  });
  expect(response.status(), `log-in of ${role.email}`).toBe(302);
  return context;
}

export const locationOf = (response: APIResponse) => {
  const location = response.headers()["location"];
  if (!location) return undefined;
  const url = new URL(location, "http://x");
  return `${url.pathname}${url.search}`;
};

async function idFrom(response: APIResponse, pattern: RegExp, what: string) {
  const found = pattern.exec(locationOf(response) ?? (await response.text()));
  if (!found) throw new Error(`could not find ${what} (answered ${response.status()})`);
  return Number(found[1]);
}

/** A catalogue act made by a maintainer, with a file of its text. */
async function makeAct(maintainer: APIRequestContext, name: string) {
  const created = await maintainer.post("/admin/legislation/new", {
    form: { titleEn: name, titleDa: name, referenceNumber: `MATRIX-${name}`, territory: "DK" },
  });
  const act = await idFrom(created, /^\/admin\/legislation\/(\d+)\/edit$/, "the new act");
  const upload = await maintainer.post(`/resources/files?owner=legislation&ownerId=${act}`, {
    multipart: {
      intent: "upload",
      redirectTo: `/admin/legislation/${act}/edit`,
      file: { name: `${name}.pdf`, mimeType: "application/pdf", buffer: pdfBytes(name) },
    },
  });
  expect(upload.status()).toBe(302);
  const page = await maintainer.get(`/admin/legislation/${act}/edit`);
  return { act, actFile: await idFrom(page, new RegExp(`/legislation-files/${act}/(\\d+)`), "the act's file") };
}

/** A procedure template of the catalogue, made by a maintainer. */
async function makeProcedureTemplate(maintainer: APIRequestContext, tag: string) {
  const created = await maintainer.post("/admin/procedure-templates/new", {
    form: { titleEn: `Matrix template ${tag}`, contentEn: "## Purpose", titleDa: `Matrixskabelon ${tag}` },
  });
  return idFrom(created, /^\/admin\/procedure-templates\/(\d+)\/edit$/, "the new procedure template");
}

/** An emission factor of the catalogue with one undated value, made by a maintainer. */
async function makeEmissionFactor(maintainer: APIRequestContext, tag: string) {
  const created = await maintainer.post("/admin/emission-factors/new/electricity", {
    form: {
      name: `Matrix factor ${tag}`,
      "values[0].value": "0.2",
      "values[0].meterUnit": "kWh",
      "values[0].emissionUnit": "KILOGRAMS",
      "values[0].source": "Matrix source",
    },
  });
  return idFrom(created, /^\/admin\/emission-factors\/(\d+)\/edit$/, "the new emission factor");
}

async function makeSubstance(maintainer: APIRequestContext, tag: string) {
  const created = await maintainer.post("/admin/substances/new", {
    form: { name: `Matrix substance ${tag}`, hazardCodes: "H225, H319" },
  });
  return idFrom(created, /^\/admin\/substances\/(\d+)$/, "the new substance");
}

/** A chemical of the catalogue with a safety data sheet, made by a maintainer. */
async function makeChemical(maintainer: APIRequestContext, tag: string) {
  const created = await maintainer.post("/admin/chemicals/new", {
    form: { name: `Matrix chemical ${tag}`, hazardCodes: "H225, H319" },
  });
  const chemical = await idFrom(created, /^\/admin\/chemicals\/(\d+)$/, "the new chemical");
  const filed = await maintainer.post(`/admin/chemicals/${chemical}`, {
    multipart: {
      countryAlpha2: "DK",
      language: "da",
      lastRevisionDate: "2025-01-15",
      file: { name: `Matrix SDS ${tag}.pdf`, mimeType: "application/pdf", buffer: pdfBytes(tag) },
    },
  });
  expect(filed.status(), "the chemical's safety data sheet").toBe(302);
  const chemicalSheet = await idFrom(
    await maintainer.get(`/admin/chemicals/${chemical}`),
    new RegExp(`/chemical-sheets/${chemical}/(\\d+)`),
    "the chemical's safety data sheet",
  );
  return { chemical, chemicalSheet };
}

/** A tenant's own document and register entry, made by one who may edit there. */
async function makeTenantRecords(editor: APIRequestContext, act: { act: number; actFile: number }, name: string) {
  const upload = await editor.post("/resources/files?owner=own-documents", {
    multipart: {
      intent: "upload",
      redirectTo: "/documents/own-documents",
      file: { name: `${name}.pdf`, mimeType: "application/pdf", buffer: pdfBytes(name) },
    },
  });
  expect(upload.status()).toBe(302);
  const list = await editor.get(`/documents/own-documents?search=${encodeURIComponent(name)}`);
  const document = await idFrom(list, /href="\/documents\/own-documents\/(\d+)[?"]/, "the uploaded document");
  const added = await editor.post("/documents/binding-obligations", { form: { legislationId: String(act.act) } });
  expect(added.status()).toBe(302);
  const stakeholders = await editor.get("/organization/stakeholders");
  const catalogueStakeholder = await idFrom(
    stakeholders,
    /name="stakeholderId"[^>]*><option value="(\d+)"/,
    "a catalogue stakeholder",
  );
  const stakeholder = await idFrom(
    await editor.post("/organization/stakeholders", { form: { stakeholderId: String(catalogueStakeholder) } }),
    /^\/organization\/stakeholders\/(\d+)\/edit$/,
    "the tenant's stakeholder",
  );
  return { ...act, document, stakeholder, catalogueStakeholder, ...(await makePolicy(editor, name)) };
}

/** A policy or procedure published as 1.0 with its public page open, made by one who may edit them there. */
async function makeControlledDocument(editor: APIRequestContext, path: string, title: string) {
  const created = await editor.post(`${path}/new`, { form: { titleEn: title, contentEn: "We prevent pollution." } });
  const id = await idFrom(created, new RegExp(`^${path}/(\\d+)$`), `the new ${title}`);
  const stamp = async () =>
    /name="lastModifiedDate" value="([^"]+)"/.exec(await (await editor.get(`${path}/${id}`)).text())![1]!;
  const post = async (form: Record<string, string>) =>
    expect((await editor.post(`${path}/${id}`, { form: { ...form, lastModifiedDate: await stamp() } })).status()).toBe(
      302,
    );
  await post({ intent: "publish" });
  await post({ intent: "public-page", public: "true" });
  const page = await editor.get(`${path}/${id}`);
  const publicId = new RegExp(`${path}/([A-Za-z0-9_-]{22})/public`).exec(await page.text())?.[1];
  expect(publicId, "the public page's id").toBeTruthy();
  return { id, publicId: publicId! };
}

async function makePolicy(editor: APIRequestContext, name: string) {
  const policy = await makeControlledDocument(editor, "/leadership/policies", `Policy ${name}`);
  const procedure = await makeControlledDocument(editor, "/operation/procedures", `Procedure ${name}`);
  return {
    policy: policy.id,
    publicPolicy: policy.publicId,
    procedure: procedure.id,
    publicProcedure: procedure.publicId,
  };
}

/** A competence, a role that requires it and a member invited with the role, made by a manager of the holding. */
async function makePeople(manager: APIRequestContext, tag: string) {
  const competence = await idFrom(
    await manager.post("/organization/competences/new", {
      form: { name: `Matrix competence ${tag}`, frequency: "P1Y" },
    }),
    /^\/organization\/competences\/(\d+)$/,
    "the new competence",
  );
  const created = await manager.post("/organization/roles/new", {
    form: { name: `Matrix role ${tag}`, competenceIds: String(competence) },
  });
  // The list opens at the new role: its id is the address's fragment.
  const role = Number(/#role-(\d+)$/.exec(created.headers()["location"] ?? "")?.[1]);
  expect(role, "the new role").toBeGreaterThan(0);
  const invited = await manager.post("/organization/members/new", {
    form: { name: `Matrix member ${tag}`, email: `matrix-${tag}@test.example`, scope: "READ", roleIds: String(role) },
  });
  const member = await idFrom(invited, /^\/organization\/members\/(\d+)$/, "the invited member");
  const tree = "/organization/manage-organization";
  const organization = await idFrom(
    await manager.get(tree),
    /href="\/organization\/manage-organization\/(\d+)\/edit"/,
    "the organization managed",
  );
  const name = `Matrix department ${tag}`;
  const made = await manager.post(`${tree}/${organization}/department/new`, { form: { name } });
  expect(made.status(), "the new department").toBe(302);
  const department = await idFrom(
    await manager.get(`${tree}?q=${encodeURIComponent(name)}`),
    new RegExp(`${tree}/${organization}/department/(\\d+)/edit`),
    "the new department",
  );
  const webhook = await idFrom(
    await manager.post("/organization/webhooks/new", { form: { url: `https://hooks.example.com/matrix-${tag}` } }),
    /^\/organization\/webhooks\/(\d+)$/,
    "the new webhook endpoint",
  );
  return { competence, role, member, organization, department, webhook, ...(await makeAgreement(manager, tag)) };
}

/** An agreement of the holding's control book and the inspection it starts with. */
async function makeAgreement(editor: APIRequestContext, tag: string) {
  const created = await editor.post("/monitoring/control-book/agreements/new", {
    form: { name: `Matrix agreement ${tag}`, type: "CALIBRATION", startsAt: "2026-01-15", frequency: "P1Y" },
  });
  const agreement = await idFrom(created, /^\/monitoring\/control-book\/agreements\/(\d+)$/, "the new agreement");
  const inspection = await idFrom(
    await editor.get(`/monitoring/control-book/agreements/${agreement}`),
    /href="\/monitoring\/control-book\/inspections\/(\d+)"/,
    "the agreement's first inspection",
  );
  return { agreement, inspection };
}

async function makeRisk(editor: APIRequestContext, tag: string) {
  const created = await editor.post("/planning/risk-assessment/new", {
    form: { activity: `Matrix risk ${tag}`, hazardCategory: "OTHER", hazard: "Matrix", likelihood: "2", severity: "2" },
  });
  return { risk: await idFrom(created, /^\/planning\/risk-assessment\/(\d+)$/, "the new risk") };
}

async function makeAspect(editor: APIRequestContext, tag: string) {
  const created = await editor.post("/planning/aspects/new", {
    form: {
      activity: `Matrix activity ${tag}`,
      aspect: "Matrix aspect",
      impact: "Matrix impact",
      condition: "NORMAL",
      lifeCycleStage: "PRODUCTION",
      severity: "2",
      probability: "2",
      legalRequirement: "2",
      stakeholderConcern: "2",
    },
  });
  return idFrom(created, /^\/planning\/aspects\/(\d+)$/, "the new aspect");
}

/** An audit planned by a manager of the holding (MANAGE plans the programme), and a finding of it. */
async function makeInternalAudit(manager: APIRequestContext, tag: string) {
  const form = await manager.get("/evaluation/internal-audit/new");
  const lead = await idFrom(form, /name="leadAuditorId"[\s\S]*?<option value="(\d+)"/, "a lead auditor");
  const created = await manager.post("/evaluation/internal-audit/new", {
    form: {
      subject: `Matrix audit ${tag}`,
      coversEnvironment: "on",
      leadAuditorId: String(lead),
      startDate: "2026-06-01",
    },
  });
  const internalAudit = await idFrom(created, /^\/evaluation\/internal-audit\/(\d+)$/, "the new audit");
  const found = await manager.post(`/evaluation/internal-audit/${internalAudit}`, {
    form: { intent: "addFinding", type: "OBSERVATION", description: `Matrix finding ${tag}` },
  });
  expect(found.status(), "the new finding").toBe(302);
  const auditFinding = await idFrom(
    await manager.get(`/evaluation/internal-audit/${internalAudit}`),
    /href="\/evaluation\/internal-audit\/findings\/(\d+)"/,
    "the audit's finding",
  );
  return { internalAudit, auditFinding };
}

/** An objective set by a manager of the holding (MANAGE sets them), measured by hand. */
async function makeObjective(manager: APIRequestContext, tag: string) {
  const created = await manager.post("/planning/objectives/new", {
    form: {
      title: `Matrix objective ${tag}`,
      measure: "MANUAL",
      unit: "pcs",
      baselineYear: "2024",
      baselineValue: "10",
      targetValue: "5",
      deadline: "2028-12-31",
    },
  });
  return idFrom(created, /^\/planning\/objectives\/(\d+)$/, "the new objective");
}

/** A review planned by a manager of the holding (MANAGE plans the reviews). */
async function makeManagementReview(manager: APIRequestContext, tag: string) {
  const form = await manager.get("/evaluation/management-review/new");
  const chair = await idFrom(form, /name="chairId"[\s\S]*?<option value="(\d+)"/, "a chair");
  const created = await manager.post("/evaluation/management-review/new", {
    form: { title: `Matrix review ${tag}`, reviewDate: "2026-06-01", chairId: String(chair) },
  });
  return idFrom(created, /^\/evaluation\/management-review\/(\d+)$/, "the new review");
}

async function makeWorkProcess(editor: APIRequestContext, tag: string) {
  const created = await editor.post("/planning/chemical-risk/new", {
    form: { name: `Matrix work process ${tag}`, ventilation: "GENERAL" },
  });
  return idFrom(created, /^\/planning\/chemical-risk\/(\d+)$/, "the new work process");
}

async function makeMachine(editor: APIRequestContext, tag: string) {
  const created = await editor.post("/monitoring/machines/new", { form: { name: `Matrix machine ${tag}` } });
  return idFrom(created, /^\/monitoring\/machines\/(\d+)$/, "the new machine");
}

/** A file uploaded for each register's import the user is the matrix's uploader of, held for its steps. */
async function makeImports(user: APIRequestContext, uploader: "editor" | "manager", tag: string) {
  const imports: Record<string, number> = {};
  for (const [list, entry] of Object.entries(IMPORTS)) {
    if (entry.uploader !== uploader) continue;
    const uploaded = await user.post(`${list}/import`, {
      multipart: {
        file: { name: `Matrix ${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(`Name\nMatrix ${tag}\n`) },
      },
    });
    imports[list] = await idFrom(uploaded, new RegExp(`^${list}/import/(\\d+)$`), `an upload to import into ${list}`);
  }
  return imports;
}

/** A demo chemical of the catalogue, kept by the holding at a storage location of this run. */
async function makeChemicalAssociation(editor: APIRequestContext, tag: string) {
  const found = await editor.get("/chemicals/my-chemicals/new?q=acetone");
  const chemicalId = await idFrom(found, /\?chemical=(\d+)"/, "a catalogue chemical");
  const created = await editor.post(`/chemicals/my-chemicals/new?chemical=${chemicalId}`, {
    form: { chemicalId: String(chemicalId), storageLocation: `Matrix store ${tag}`, amount: "1,5", unit: "LITRE" },
  });
  return idFrom(created, /^\/chemicals\/my-chemicals\/(\d+)$/, "the new kept chemical");
}

/** An electricity meter with one reading. */
async function makeMeter(editor: APIRequestContext, tag: string) {
  const created = await editor.post("/monitoring/meters/new/electricity", {
    form: { name: `Matrix meter ${tag}`, units: "kWh", frequency: "P1M", cumulative: "true", scope: "2" },
  });
  const meter = await idFrom(created, /^\/monitoring\/meters\/(\d+)$/, "the new meter");
  const read = await editor.post(`/monitoring/meters/${meter}/readings/new`, {
    form: { performedAt: "2026-01-31", value: "1234,5", unit: "kWh" },
  });
  expect(read.status(), "the new reading").toBe(302);
  const reading = await idFrom(
    await editor.get(`/monitoring/meters/${meter}`),
    new RegExp(`href="/monitoring/meters/${meter}/readings/(\\d+)"`),
    "the meter's reading",
  );
  return { meter, reading };
}

/** An entry of the List of Waste, as its list links it. */
async function findWasteType(maintainer: APIRequestContext) {
  const list = await maintainer.get("/admin/waste-types?q=160107");
  return idFrom(list, /href="\/admin\/waste-types\/(\d+)"/, "a waste type");
}

/**
 * An event reported over the API by the role in its first organization (the one its log-in opens), with
 * an action.
 */
async function makeEvent(baseURL: string, role: Role, tag: string) {
  const context = await requests.newContext({ baseURL });
  const login = await context.post("/api/v1/authentications", {
    form: { username: role.email, password: DEMO_PASSWORD },
  });
  expect(login.status(), `API log-in of ${role.email}`).toBe(200);
  const organization = ((await login.json()) as { content: { id: number }[] }).content[0]!.id;
  const xsrf = (await context.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
  const post = async (path: string, data: object) => {
    const response = await context.post(`/api/v1/organizations/${organization}/${path}`, {
      data,
      headers: { "x-xsrf-token": xsrf },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number };
  };
  const event = await post("events", {
    title: `Matrix event ${tag}`,
    occurred_at: "2026-01-15T10:00:00.000Z",
    importance: "LOW",
  });
  const action = await post("actions", { title: `Matrix action ${tag}`, event_id: event.id });
  await context.dispose();
  return { event: event.id, action: action.id };
}

/** A catalogue waste handler taken on, with an arrangement for mixed municipal waste. */
async function makeWasteHandler(editor: APIRequestContext, tag: string) {
  const stakeholderId = await idFrom(
    await editor.get("/monitoring/waste/new"),
    /name="stakeholderId"[\s\S]*?<option value="(\d+)"/,
    "a catalogue waste handler",
  );
  const handler = await idFrom(
    await editor.post("/monitoring/waste/new", { form: { stakeholderId: String(stakeholderId) } }),
    /^\/monitoring\/waste\/(\d+)$/,
    "the waste handler taken on",
  );
  const path = `/monitoring/waste/${handler}`;
  const wasteTypeId = await idFrom(
    await editor.get(`${path}/arrangements/new?q=200301`),
    /\?wasteTypeId=(\d+)"/,
    "a waste type",
  );
  const added = await editor.post(`${path}/arrangements/new?wasteTypeId=${wasteTypeId}`, {
    form: { wasteTypeId: String(wasteTypeId), fractionName: `Matrix fraction ${tag}`, registrationUnit: "TONNES" },
  });
  expect(added.status(), "the new arrangement").toBe(302);
  const arrangement = await idFrom(
    await editor.get(path),
    new RegExp(`href="${path}/arrangements/(\\d+)"`),
    "the handler's arrangement",
  );
  return { wasteHandler: handler, wasteArrangement: arrangement };
}

/** A month's statement of the handler, registered through its form, as its page links it. */
async function makeWasteStatement(editor: APIRequestContext, made: { wasteHandler: number; wasteArrangement: number }) {
  const path = `/monitoring/waste/${made.wasteHandler}`;
  const saved = await editor.post(`${path}/registrations/new`, {
    form: { month: "2020-01", "lines[0].arrangementId": String(made.wasteArrangement), "lines[0].quantity": "1" },
  });
  // The catalogue's handler is taken on once a run: another spec's records may have its month already.
  expect([302, 409], "the new statement").toContain(saved.status());
  const statement = await idFrom(
    await editor.get(path),
    new RegExp(`href="${path}/registrations/(\\d+)/edit"`),
    "the handler's statement",
  );
  return { ...made, wasteStatement: statement };
}

/** Records of both tenants, made for this run: an act with a file, a document, a register entry each. */
export async function makeRecords(baseURL: string): Promise<Record<Tenant, Records>> {
  const tag = randomBytes(3).toString("hex");
  // Each user's requests follow its log-in at once: an idle kept-alive connection may be closed under it.
  const maintainer = await signedIn(baseURL, ROLES.maintainer!);
  const acts = {
    holding: await makeAct(maintainer, `Holding act ${tag}`),
    subsidiary: await makeAct(maintainer, `Subsidiary act ${tag}`),
  };
  const people = await makePeople(maintainer, tag);
  const procedureTemplate = await makeProcedureTemplate(maintainer, tag);
  const emissionFactor = await makeEmissionFactor(maintainer, tag);
  const substance = await makeSubstance(maintainer, tag);
  const chemical = await makeChemical(maintainer, tag);
  const wasteType = await findWasteType(maintainer);
  await maintainer.dispose();
  const editor = await signedIn(baseURL, ROLES.editor!);
  const holding = await makeTenantRecords(editor, acts.holding, `Holding ${tag}`);
  const machine = await makeMachine(editor, tag);
  const imports = await makeImports(editor, "editor", tag);
  const aspect = await makeAspect(editor, tag);
  const chemicalAssociation = await makeChemicalAssociation(editor, tag);
  const workProcess = await makeWorkProcess(editor, tag);
  // Meters are a feature of the limited subsidiary too: each tenant opens its own.
  const holdingMeter = await makeMeter(editor, tag);
  const holdingWaste = await makeWasteStatement(editor, await makeWasteHandler(editor, tag));
  const holdingRisk = await makeRisk(editor, tag);
  await editor.dispose();
  const manager = await signedIn(baseURL, ROLES.manager!);
  Object.assign(imports, await makeImports(manager, "manager", tag));
  const internalAudit = await makeInternalAudit(manager, tag);
  const managementReview = await makeManagementReview(manager, tag);
  const objective = await makeObjective(manager, tag);
  await manager.dispose();
  const holdingEvent = await makeEvent(baseURL, ROLES.editor!, tag);
  const subsidiaryEvent = await makeEvent(baseURL, ROLES.limited!, `${tag}-limited`);
  const limited = await signedIn(baseURL, ROLES.limited!);
  const subsidiary = await makeTenantRecords(limited, acts.subsidiary, `Subsidiary ${tag}`);
  const subsidiaryMeter = await makeMeter(limited, `${tag}-limited`);
  const subsidiaryWaste = await makeWasteStatement(limited, await makeWasteHandler(limited, `${tag}-limited`));
  const subsidiaryRisk = await makeRisk(limited, `${tag}-limited`);
  // The limited subsidiary has no competences (a feature it lacks); its own member is the user.
  const members = await limited.get(
    `/organization/members-roles-and-competences?q=${encodeURIComponent(DEMO.limited)}`,
  );
  const ownMember = await idFrom(members, /href="\/organization\/members\/(\d+)"/, "the limited user's membership");
  await limited.dispose();
  const shared = {
    ...people,
    procedureTemplate,
    emissionFactor,
    substance,
    ...chemical,
    wasteType,
    machine,
    imports,
    aspect,
    chemicalAssociation,
    workProcess,
    ...internalAudit,
    managementReview,
    objective,
  };
  return {
    holding: { ...holding, ...shared, ...holdingMeter, ...holdingWaste, ...holdingEvent, ...holdingRisk },
    subsidiary: {
      ...subsidiary,
      ...shared,
      ...subsidiaryMeter,
      ...subsidiaryWaste,
      ...subsidiaryEvent,
      ...subsidiaryRisk,
      member: ownMember,
    },
  };
}

/** The addresses to try for a route: one for each tenant where it opens a record. */
export function addressesOf(route: AppRoute, role: Role | null, records: Record<Tenant, Records>) {
  const pattern = route.pattern!.replace(/\*$/, "no-such-page");
  if (!pattern.includes(":")) return [{ path: pattern, record: "own" as const }];
  const fill = RECORD_PATHS[route.id as RouteId];
  if (!fill) throw new Error(`${route.id} (${route.pattern}) has parameters: add how to fill them to RECORD_PATHS`);
  const ownTenant = role?.tenant ?? "holding";
  const paths = fill(records[ownTenant], records[ownTenant === "holding" ? "subsidiary" : "holding"]);
  return [
    { path: paths.own, record: "own" as const },
    { path: paths.other, record: "other" as const },
  ];
}
