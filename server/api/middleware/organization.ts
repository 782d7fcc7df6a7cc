import { createMiddleware } from "hono/factory";
import { cappedScope, type ApiTokenScope } from "../../domain/api-tokens";
import { isFeatureAvailable, type Feature } from "../../domain/features";
import {
  mayReportEvents,
  scopeIncludes,
  type OrganizationScope,
  type SystemPermission,
} from "../../domain/permissions";
import { membersReportEvents } from "../../services/event-reporters";
import type { OrganizationAccess, OrganizationDirectory } from "../../services/organization-directory";
import type { ApiEnv } from "../env";
import { ApiError, forbidden, notFound, PROBLEM_TYPES, unauthenticated } from "../problem";
import { isRecordId } from "../schemas/common";

/**
 * For every path under /organizations/{org}: the caller must hold a membership on the organization or
 * above it. Anyone else learns nothing, not even that the organization exists (404). Where the
 * organization or one above it requires two-factor log-in, a member without it reaches nothing (403).
 */
export const organizationAccess = createMiddleware<ApiEnv>(async (c, next) => {
  const auth = c.var.auth;
  if (!auth) throw unauthenticated();
  const id = Number(c.req.param("org"));
  if (!isRecordId(id)) throw notFound("Organization");
  const access = auth.token?.service
    ? await serviceAccess(c.var.deps.caches.directory, auth.token, id)
    : await c.var.deps.caches.directory.access(auth.user.id, id);
  if (!access) throw notFound("Organization");
  if (access.twoFactorRequired && !auth.user.twoFactor) {
    throw new ApiError(
      403,
      PROBLEM_TYPES.twoFactorRequired,
      "Forbidden",
      "This organization requires two-factor log-in: turn it on for your account first",
    );
  }
  const token = auth.token;
  if (token) {
    // A token is bound to its organization and those below it, with the narrower of the two scopes.
    const reach = (await c.var.deps.caches.directory.circle(token.organizationId))?.below ?? [token.organizationId];
    if (!reach.includes(id)) throw notFound("Organization");
    c.set("organization", { ...access, scope: cappedScope(access.scope, token.scope) });
  } else c.set("organization", access);
  await next();
});

/**
 * A service account's token (decision 046) holds no membership: it reaches its organization and those
 * below it with the token's own scope.
 */
async function serviceAccess(
  directory: OrganizationDirectory,
  token: { organizationId: number; scope: ApiTokenScope },
  id: number,
): Promise<OrganizationAccess | null> {
  if (!(await directory.isInSubtree(token.organizationId, id))) return null;
  const placement = await directory.placement(id);
  if (!placement) return null;
  return { id, scope: token.scope, accessibility: placement.accessibility, twoFactorRequired: false };
}

/** A route's requirement: the scope it needs and, unless it is core, the feature it belongs to. */
export const requireScope = (scope: OrganizationScope, feature?: Feature) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const access = c.var.organization;
    if (feature && !isFeatureAvailable(feature, access.accessibility)) {
      throw new ApiError(
        403,
        PROBLEM_TYPES.featureUnavailable,
        "Forbidden",
        "This feature is not part of the organization's subscription",
      );
    }
    if (!scopeIncludes(access.scope, scope)) throw forbidden();
    await next();
  });

export const requireEventReporter = createMiddleware<ApiEnv>(async (c, next) => {
  const access = c.var.organization;
  const allowed = mayReportEvents(access.scope, await membersReportEvents(c.var.deps.db, access.id));
  if (!allowed) throw forbidden();
  await next();
});

export const requireSystemPermission = (permission: SystemPermission) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const auth = c.var.auth;
    if (!auth) throw unauthenticated();
    if (!auth.user.systemPermissions.includes(permission)) throw forbidden();
    await next();
  });
