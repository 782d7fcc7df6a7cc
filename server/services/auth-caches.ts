import type { OrganizationAccess } from "./organizations";
import type { AuthState } from "./sessions";
import { TtlCache } from "./ttl-cache";

/**
 * Every API call checks its session and, under /organizations/{org}, the caller's access; each check
 * is a query. A process may reuse an answer for a few seconds. Changes made through this process drop
 * the affected entries at once; another process sees them within the time to live.
 */
export type AuthCaches = {
  sessions: TtlCache<AuthState>;
  access: TtlCache<OrganizationAccess>;
};

export function createAuthCaches(ttlMs: number): AuthCaches {
  return { sessions: new TtlCache(ttlMs), access: new TtlCache(ttlMs) };
}

export const accessKey = (userId: number, organizationId: number) => `${userId}:${organizationId}`;
