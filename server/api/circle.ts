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
