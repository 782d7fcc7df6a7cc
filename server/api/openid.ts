import { createHash } from "node:crypto";
import * as client from "openid-client";
import { TtlCache } from "../services/ttl-cache";
import { ApiError, PROBLEM_TYPES } from "./problem";

// A provider's metadata changes seldom; asked on every sign-in, it doubled each step's round trips. Its
// keys are fetched again by the library when a token names one it has not seen.
const DISCOVERY_TTL_MS = 10 * 60_000;
const discovered = new TtlCache<client.Configuration>(DISCOVERY_TTL_MS, 100);

/**
 * The provider's configuration by discovery, kept ten minutes per connection (a changed secret is another
 * connection); http is let through only for a provider on this machine. A failed discovery is not kept.
 */
function discover(issuer: string, clientId: string, clientSecret: string) {
  const secret = createHash("sha256").update(clientSecret).digest("base64url");
  return discovered.getOrLoad(`${issuer} ${clientId} ${secret}`, async () => {
    const url = new URL(issuer);
    try {
      return await client.discovery(url, clientId, clientSecret, undefined, {
        timeout: 10,
        execute: url.protocol === "http:" ? [client.allowInsecureRequests] : [],
      });
    } catch {
      throw unreachable();
    }
  });
}

export const unreachable = () =>
  new ApiError(
    502,
    PROBLEM_TYPES.providerUnreachable,
    "Bad gateway",
    "The single sign-on provider cannot be reached",
    undefined,
    undefined,
    {
      code: "sso_provider_unreachable",
    },
  );

export const ssoRefused = (status: 401 | 403 | 404, code: string, detail: string) =>
  new ApiError(
    status,
    PROBLEM_TYPES.singleSignOnRefused,
    status === 404 ? "Not found" : "Unauthorized",
    detail,
    undefined,
    undefined,
    {
      code,
    },
  );

type Provider = { issuer: string; clientId: string; clientSecret: string };

/** The provider's address to send the browser to, and the checks its answer must pass. */
export async function authorizationRequest(provider: Provider, redirectUri: string, loginHint?: string) {
  const configuration = await discover(provider.issuer, provider.clientId, provider.clientSecret);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url: url.href, checks: { state, nonce, verifier } };
}

/**
 * The provider's answer, checked (state, code exchange with the PKCE verifier, the ID token's signature,
 * audience and nonce): the person's e-mail, whether it is verified, and their name.
 */
export async function finishAuthorization(
  provider: Provider,
  redirectUri: string,
  parameters: string,
  checks: { state: string; nonce: string; verifier: string },
) {
  const configuration = await discover(provider.issuer, provider.clientId, provider.clientSecret);
  const current = new URL(redirectUri);
  current.search = parameters.replace(/^\?/, "");
  let tokens;
  try {
    tokens = await client.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: checks.verifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (error instanceof TypeError && !(error instanceof client.ClientError)) throw unreachable();
    throw ssoRefused(401, "sso_refused", "The single sign-on provider did not vouch for this log-in");
  }
  const claims = tokens.claims()!;
  let info: Record<string, unknown> = claims;
  if (typeof claims.email !== "string" && tokens.access_token) {
    try {
      info = { ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)) };
    } catch {
      throw unreachable();
    }
  }
  return {
    email: typeof info.email === "string" ? info.email : null,
    // Only a provider that says so is held to it: one that does not tell is trusted as configured.
    emailVerified: info.email_verified !== false,
    name: typeof info.name === "string" ? info.name : null,
  };
}
