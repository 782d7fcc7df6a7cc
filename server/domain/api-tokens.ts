import type { OrganizationScope } from "./permissions";

/**
 * API tokens (decision 040): a person's key for another system, bound to one organization (and those
 * below it) with a scope no wider than theirs, and an end. Only its hash is kept.
 */
export const API_TOKEN_SCOPES = ["READ", "EDIT"] as const satisfies readonly OrganizationScope[];
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** A token's text starts with this, so a secret scanner (and a person) can tell one when it leaks. */
export const API_TOKEN_PREFIX = "cwt_";
/** A token lasts at most a year: one forgotten in a script stops by itself. */
export const API_TOKEN_MAX_DAYS = 366;
/** The most tokens one person keeps. */
export const MAX_API_TOKENS = 20;

/** The most service accounts one organization keeps (decision 046); each keeps MAX_API_TOKENS tokens. */
export const MAX_SERVICE_ACCOUNTS = 20;

/** The narrower of the membership's scope and the token's. */
export function cappedScope(membership: OrganizationScope, token: ApiTokenScope): OrganizationScope {
  return membership === "READ" || token === "READ" ? "READ" : "EDIT";
}
