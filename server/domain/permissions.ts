/** Scopes a membership grants in an organization, weakest first: each includes the ones before it. */
export const ORGANIZATION_SCOPES = ["READ", "EDIT", "MANAGE"] as const;
export type OrganizationScope = (typeof ORGANIZATION_SCOPES)[number];

/** System-wide permissions held by the operator's staff, independent of any organization. */
export const SYSTEM_PERMISSIONS = ["MAINTAIN", "MANAGE"] as const;
export type SystemPermission = (typeof SYSTEM_PERMISSIONS)[number];

/**
 * The names `GET /organizations/{org}/permissions` answers and the app checks for. REPORT_EVENT is no
 * scope: EDIT holds it, and READ too where the company lets every member report events.
 */
export type PermissionName = OrganizationScope | `SYSTEM_${SystemPermission}` | "REPORT_EVENT";

export function scopeIncludes(held: OrganizationScope, needed: OrganizationScope): boolean {
  return ORGANIZATION_SCOPES.indexOf(held) >= ORGANIZATION_SCOPES.indexOf(needed);
}

/** Every permission name implied by a membership scope (if any) and the user's system permissions. */
export function permissionNames(
  scope: OrganizationScope | null,
  systemPermissions: readonly string[],
  membersReportEvents = false,
): PermissionName[] {
  const names: PermissionName[] = scope ? ORGANIZATION_SCOPES.filter((s) => scopeIncludes(scope, s)) : [];
  if (scope && mayReportEvents(scope, membersReportEvents)) names.push("REPORT_EVENT");
  for (const permission of SYSTEM_PERMISSIONS) {
    if (systemPermissions.includes(permission)) names.push(`SYSTEM_${permission}`);
  }
  return names;
}

/**
 * A membership applies to the organization's whole subtree unless a closer one says otherwise.
 * `memberships` are the user's memberships on the path from the organization (distance 0) to the root.
 */
export function effectiveScope(
  memberships: readonly { distance: number; scope: OrganizationScope }[],
): OrganizationScope | null {
  let closest: { distance: number; scope: OrganizationScope } | null = null;
  for (const membership of memberships) {
    if (!closest || membership.distance < closest.distance) closest = membership;
  }
  return closest?.scope ?? null;
}

/** Reporting an event needs EDIT, or only READ where the company lets every member report (decision 026). */
export const mayReportEvents = (scope: OrganizationScope, membersReportEvents: boolean) =>
  scopeIncludes(scope, membersReportEvents ? "READ" : "EDIT");
