/** The access a person made on first single sign-on gets: never MANAGE (decision 047). */
export const SSO_DEFAULT_SCOPES = ["READ", "EDIT"] as const;
export type SsoDefaultScope = (typeof SSO_DEFAULT_SCOPES)[number];

/** How long a single sign-on's challenge (state, nonce, PKCE verifier) lives. */
export const SSO_CHALLENGE_MS = 10 * 60_000;

/**
 * An issuer must be https; plain http only on this machine (a provider a test starts). The answer is
 * the issuer as typed, or null when it is not acceptable.
 */
export function acceptableIssuer(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash) return null;
  const local = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return null;
  return value.trim();
}
