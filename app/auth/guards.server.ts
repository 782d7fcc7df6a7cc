import { redirect, type AppLoadContext } from "@remix-run/node";
import { isFeatureAvailable, type Feature } from "../../server/domain/features";
import type { PermissionName } from "../../server/domain/permissions";
import { redirectToLogin } from "~/api/client.server";
import { findAccessibleOrganization, getPermissions } from "~/api/organizations.server";
import { isTwoFactorRedirect, TWO_FACTOR_REQUIRED_LOCATION, upstreamProblem } from "~/api/problem";
import { destroySession, type CachedPermissions, type SessionUser } from "~/session/session.server";
import { ROUTE_ACCESS, type RouteAccess, type RouteId } from "./route-access";
import { getVisitor, type Visitor } from "./visitor.server";

// Permission lists live in the session per organization; a change made by a manager shows within this.
export const PERMISSIONS_TTL_MS = 5 * 60_000;

export type Member = Visitor & { user: SessionUser; organizationId: number | null };
export type OrganizationMember = Member & { organizationId: number };
export type Authorized = OrganizationMember & { access: CachedPermissions };

/** The logged-in user, or a redirect to the log-in page that comes back here. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<Member> {
  const visitor = await getVisitor(request, context);
  if (!visitor.user) redirectToLogin(request);
  return { ...visitor, user: visitor.user, organizationId: visitor.session.get("activeOrganizationId") ?? null };
}

const TWO_FACTOR_FIRST: CachedPermissions = {
  names: [],
  accessibility: "LIMITED",
  checkedAt: 0,
  twoFactorRequired: true,
};

/** The user's permissions in the active organization: from the session while fresh, else from the API. */
export async function loadAccess(
  member: OrganizationMember,
  context: AppLoadContext,
  request: Request,
): Promise<{ access: CachedPermissions; refreshed: boolean }> {
  const cached = member.session.get("permissions")?.[member.organizationId];
  if (cached && Date.now() - cached.checkedAt < PERMISSIONS_TTL_MS) return { access: cached, refreshed: false };
  try {
    // The organization's entry, not its record: the record carries its whole subtree.
    const [names, organization] = await Promise.all([
      getPermissions(member.api, member.organizationId),
      findAccessibleOrganization(member.api, member.organizationId),
    ]);
    const access: CachedPermissions = {
      names,
      // Always found when the permissions were: the same access decides both. LIMITED is the safe reading.
      accessibility: organization?.featureAccessibility ?? "LIMITED",
      checkedAt: Date.now(),
    };
    member.session.set("permissions", { ...member.session.get("permissions"), [member.organizationId]: access });
    return { access, refreshed: true };
  } catch (error) {
    // Not kept: once the user has a second factor, the next page asks again.
    if (isTwoFactorRedirect(error)) return { access: TWO_FACTOR_FIRST, refreshed: false };
    if (error instanceof Response) throw error;
    // The check itself failed: start over at the log-in page, which comes back here.
    const headers = { "Set-Cookie": await destroySession(member.session, context) };
    if (upstreamProblem(error)) redirectToLogin(request, headers);
    throw error;
  }
}

/**
 * Every organization-scoped loader and action starts here: the user must hold `permission` in the
 * active organization (and the organization must have `feature`), else they see /unauthorized.
 */
async function requirePermission(
  request: Request,
  context: AppLoadContext,
  permission: PermissionName,
  feature?: Feature,
): Promise<Authorized> {
  const member = await requireUser(request, context);
  if (member.organizationId === null) throw redirect("/unauthorized");
  const withOrganization = { ...member, organizationId: member.organizationId };
  const { access } = await loadAccess(withOrganization, context, request);
  if (access.twoFactorRequired) throw redirect(TWO_FACTOR_REQUIRED_LOCATION);
  if (!isAllowed(access, permission, feature)) throw redirect("/unauthorized");
  return { ...withOrganization, access };
}

/** The admin area: a system permission of the user, whatever the active organization. */
export async function requireSystemPermission(
  request: Request,
  context: AppLoadContext,
  permission: "MAINTAIN" | "MANAGE",
) {
  const member = await requireUser(request, context);
  if (!member.user.systemPermissions.includes(permission)) throw redirect("/unauthorized");
  return member;
}

export function isAllowed(
  access: Pick<CachedPermissions, "names" | "accessibility">,
  permission: PermissionName,
  feature?: Feature,
) {
  return access.names.includes(permission) && (!feature || isFeatureAvailable(feature, access.accessibility));
}

type Granted<Kind> = Kind extends "organization" ? Authorized : Kind extends "public" ? Visitor : Member;
export type RouteGrant<Id extends RouteId> = Granted<(typeof ROUTE_ACCESS)[Id]["kind"]> & { canEdit: boolean };

const reads = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * Every loader and action starts here, naming its route: the access declared for it in
 * `route-access.ts`, checked. A loader needs the route's permission; an action (any other method than
 * GET) needs its `edit` permission where one is declared. `canEdit` says whether the user holds it.
 * `asReader`: a form any reader of the page may send about themselves (an approver's decision, an
 * acknowledgement), which the API lets through only for those it concerns.
 */
export function requireRouteAccess<Id extends RouteId>(
  request: Request,
  context: AppLoadContext,
  routeId: Id,
  options?: { asReader?: boolean },
): Promise<RouteGrant<Id>>;
export async function requireRouteAccess(
  request: Request,
  context: AppLoadContext,
  routeId: RouteId,
  { asReader = false }: { asReader?: boolean } = {},
) {
  const access: RouteAccess = ROUTE_ACCESS[routeId];
  let granted: Visitor | Member | Authorized;
  let canEdit = false;
  if (access.kind === "public") granted = await getVisitor(request, context);
  else if (access.kind === "user") granted = await requireUser(request, context);
  else if (access.kind === "system") {
    const needed = reads(request) ? access.permission : (access.edit ?? access.permission);
    const member = await requireSystemPermission(request, context, needed);
    canEdit = access.edit !== undefined && member.user.systemPermissions.includes(access.edit);
    granted = member;
  } else {
    const needed = reads(request) || asReader ? access.permission : (access.edit ?? access.permission);
    const member = await requirePermission(request, context, needed, access.feature);
    canEdit = access.edit !== undefined && isAllowed(member.access, access.edit, access.feature);
    granted = member;
  }
  return { ...granted, canEdit };
}
