import type { Db } from "../db/client";
import { OrganizationDirectory } from "./organization-directory";
import type { AuthState } from "./sessions";
import { TtlCache } from "./ttl-cache";

/**
 * Every API call checks its session and, under /organizations/{org}, the caller's access. A process may
 * reuse those answers for a few seconds (docs/decisions/002). Changes made through this process drop
 * the affected entries at once; another process sees them within the time to live.
 */
export type AuthCaches = {
  sessions: TtlCache<AuthState>;
  directory: OrganizationDirectory;
};

export function createAuthCaches(db: Db, ttlMs: number): AuthCaches {
  return { sessions: new TtlCache(ttlMs), directory: new OrganizationDirectory(db, ttlMs) };
}
