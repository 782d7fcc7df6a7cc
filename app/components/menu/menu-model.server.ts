import { isFeatureAvailable, type Feature, type FeatureAccessibility } from "../../../server/domain/features";
import { permissionNames, type PermissionName } from "../../../server/domain/permissions";
import { ROUTE_ACCESS, requirementOf, type RouteId } from "~/auth/route-access";

export type MenuItemDefinition = {
  key: string;
  path?: string;
  /** The route the path leads to: its entry in the access table says who sees the item. */
  route?: RouteId;
  /** For a screen still to come (no route yet): who will see it. */
  feature?: Feature;
  permission?: PermissionName;
  /** A placeholder the product shows but does not offer yet. */
  placeholder?: boolean;
};

export type MenuGroupDefinition = {
  key: string;
  permission?: PermissionName;
  /** System-wide (the admin area): shown whatever the active organization's feature accessibility. */
  system?: boolean;
  items: MenuItemDefinition[];
};

/** The menu of spec §2, group by group; labels are `menu.groups.<key>` and `menu.items.<key>`. */
export const MENU: MenuGroupDefinition[] = [
  {
    key: "admin",
    permission: "SYSTEM_MAINTAIN",
    system: true,
    items: [
      { key: "adminChemicals", path: "/admin/chemicals", route: "routes/admin/chemicals/list" },
      { key: "adminSubstances", path: "/admin/substances", route: "routes/admin/substances/list" },
      { key: "adminLegislation", path: "/admin/legislation", route: "routes/admin/legislation/list" },
      {
        key: "adminEmissionFactors",
        path: "/admin/emission-factors",
        route: "routes/admin/emission-factors/list",
      },
      { key: "adminWasteTypes", path: "/admin/waste-types", route: "routes/admin/waste-types/list" },
      { key: "adminStakeholders", path: "/admin/stakeholders", route: "routes/admin/stakeholders/list" },
      {
        key: "adminProcedureTemplates",
        path: "/admin/procedure-templates",
        route: "routes/admin/procedure-templates/list",
      },
    ],
  },
  {
    key: "organization",
    items: [
      {
        key: "members",
        path: "/organization/members-roles-and-competences",
        route: "routes/organization/members/overview",
      },
      { key: "scope", path: "/organization/scope", route: "routes/organization/scope/view" },
      { key: "stakeholders", path: "/organization/stakeholders", route: "routes/organization/stakeholders/list" },
      {
        key: "manageOrganization",
        path: "/organization/manage-organization",
        route: "routes/organization/manage-organization/tree",
      },
      { key: "auditLog", path: "/organization/audit-log", route: "routes/organization/audit-log/list" },
      {
        key: "serviceAccounts",
        path: "/organization/service-accounts",
        route: "routes/organization/service-accounts",
      },
      {
        key: "singleSignOn",
        path: "/organization/single-sign-on",
        route: "routes/organization/single-sign-on",
      },
      { key: "webhooks", path: "/organization/webhooks", route: "routes/organization/webhooks/list" },
      { key: "delegation", placeholder: true },
      { key: "competence", placeholder: true },
      {
        key: "communication",
        path: "/organization/communication",
        route: "routes/organization/communication/list",
      },
    ],
  },
  {
    key: "leadership",
    items: [{ key: "policies", path: "/leadership/policies", route: "routes/leadership/policies/list" }],
  },
  {
    // Every member may read the planning: the risk assessment, the aspects, the objectives and the action plan.
    key: "planning",
    items: [
      {
        key: "riskAssessment",
        path: "/planning/risk-assessment",
        route: "routes/planning/risk-assessment/list",
      },
      { key: "aspects", path: "/planning/aspects", route: "routes/planning/aspects/list" },
      { key: "objectives", path: "/planning/objectives", route: "routes/planning/objectives/list" },
      { key: "actionPlan", path: "/planning/action-plan", route: "routes/planning/action-plan/list" },
    ],
  },
  {
    key: "operation",
    items: [
      { key: "procedures", path: "/operation/procedures", route: "routes/operation/procedures/list" },
      { key: "agreementTemplates", placeholder: true },
    ],
  },
  {
    key: "documents",
    items: [
      {
        key: "bindingObligations",
        path: "/documents/binding-obligations",
        route: "routes/documents/binding-obligations/list",
      },
      { key: "ownDocuments", path: "/documents/own-documents", route: "routes/documents/own-documents/list" },
    ],
  },
  {
    key: "monitoring",
    items: [
      { key: "controlBook", path: "/monitoring/control-book", route: "routes/monitoring/control-book/book" },
      { key: "meters", path: "/monitoring/meters", route: "routes/monitoring/meters/list" },
      { key: "waste", path: "/monitoring/waste", route: "routes/monitoring/waste/list" },
      { key: "machines", path: "/monitoring/machines", route: "routes/monitoring/machines/list" },
      { key: "listsAndReports", placeholder: true },
      {
        key: "performanceOverview",
        path: "/monitoring/performance-overview",
        route: "routes/monitoring/performance-overview/overview",
      },
    ],
  },
  {
    key: "chemicals",
    items: [{ key: "myChemicals", path: "/chemicals/my-chemicals", route: "routes/chemicals/my-chemicals/list" }],
  },
  {
    key: "evaluation",
    items: [
      { key: "eventHandling", path: "/evaluation/event-handling", route: "routes/evaluation/event-handling/list" },
      {
        key: "complianceEvaluation",
        path: "/evaluation/compliance-evaluation",
        route: "routes/evaluation/compliance-evaluation/list",
      },
      {
        key: "internalAudit",
        path: "/evaluation/internal-audit",
        route: "routes/evaluation/internal-audit/list",
      },
      {
        key: "managementReview",
        path: "/evaluation/management-review",
        route: "routes/evaluation/management-review/list",
      },
      { key: "questionnaires", placeholder: true },
    ],
  },
];

/** The mobile menu's quick actions, each offered to those who may do it. */
export const MOBILE_ACTIONS: MenuItemDefinition[] = [
  { key: "reportEvent", path: "/events/new", route: "routes/events/new" },
  { key: "registerReading", path: "/quick/meter-reading", route: "routes/quick/meter-reading" },
  { key: "registerWaste", path: "/quick/waste", route: "routes/quick/waste" },
  { key: "newInspection", path: "/quick/inspection", route: "routes/quick/inspection" },
];

/**
 * Whether the entry's screen exists: it names its route. One whose screen is still to come shows as
 * disabled, like the spec's placeholders, rather than leading to a page that is not there.
 */
export const isAvailable = (item: MenuItemDefinition) => Boolean(!item.placeholder && item.path && item.route);

export type MenuAccess = {
  names: readonly PermissionName[];
  accessibility: FeatureAccessibility;
};

export type VisibleItem = { key: string; path: string | null };
export type VisibleGroup = { key: string; items: VisibleItem[] };

function itemVisible(item: MenuItemDefinition, access: MenuAccess, system = false) {
  const { permission, feature } = item.route ? requirementOf(ROUTE_ACCESS[item.route]) : item;
  if (permission && !access.names.includes(permission)) return false;
  if (system) return true;
  // A limited organization sees only the entries flagged for it, so no placeholders either.
  if (access.accessibility === "LIMITED") return Boolean(feature && isFeatureAvailable(feature, "LIMITED"));
  return true;
}

export function toVisible(item: MenuItemDefinition): VisibleItem {
  const path = isAvailable(item) ? item.path! : null;
  return { key: item.key, path };
}

/** The groups and entries this user may see in this organization; empty groups are left out. */
export function visibleMenu(access: MenuAccess, definition: MenuGroupDefinition[] = MENU): VisibleGroup[] {
  return definition.flatMap((group) => {
    if (group.permission && !access.names.includes(group.permission)) return [];
    const items = group.items.filter((item) => itemVisible(item, access, group.system)).map(toVisible);
    return items.length ? [{ key: group.key, items }] : [];
  });
}

/**
 * The system-wide groups (the admin area) a user's system permissions open, whatever organization is
 * active or none: a maintainer who belongs to no organization still finds the admin area.
 */
export function systemMenu(systemPermissions: readonly string[]): VisibleGroup[] {
  const access: MenuAccess = { names: permissionNames(null, systemPermissions), accessibility: "FULL" };
  return visibleMenu(
    access,
    MENU.filter((group) => group.system),
  );
}

/** The phone menu's quick actions; like the menu's entries, one whose screen is still to come is disabled. */
export function visibleActions(access: MenuAccess): VisibleItem[] {
  return MOBILE_ACTIONS.filter((item) => itemVisible(item, access) || item.placeholder).map(toVisible);
}

/** The admin area's catalogues, each a link or, for one still to come, disabled. */
export const adminCatalogues = (): VisibleItem[] => MENU.find((group) => group.key === "admin")!.items.map(toVisible);
