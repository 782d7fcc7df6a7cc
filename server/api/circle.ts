import type { Context } from "hono";
import type { OrganizationCircle } from "../services/organization-directory";
import type { ApiEnv } from "./env";
import { currentUser } from "./middleware/session";

/** The active organization's circle (see OrganizationDirectory.circle): whom it reads and what it may change. */
export async function circleOf(c: Context<ApiEnv>): Promise<OrganizationCircle> {
  const id = c.var.organization.id;
  return (await c.var.deps.caches.directory.circle(id)) ?? { above: [id], below: [id], visible: [id] };
}

export const actorOf = (c: Context<ApiEnv>) => ({ userId: currentUser(c).id });

/**
 * Where a record of the active organization may stand (itself and those below it), and whose people
 * it may name (those it sees).
 */
export async function placementOf(c: Context<ApiEnv>) {
  const { below, visible } = await circleOf(c);
  return { organizationId: c.var.organization.id, below, visible };
}

/** A department filter: the department and those below it; one outside the caller's circle matches nothing. */
export async function departmentsWithin(c: Context<ApiEnv>, departmentId: number | undefined) {
  if (departmentId === undefined) return undefined;
  if (!(await circleOf(c)).below.includes(departmentId)) return [];
  return (await c.var.deps.caches.directory.circle(departmentId))?.below ?? [departmentId];
}
