import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** The client the provider knows the app as; the tests set the same on the company's connection. */
export const OIDC_CLIENT_ID = "compliance-workbench";
export const OIDC_CLIENT_SECRET = "a-client-secret-that-is-long-enough-for-hs256-0123456789";

/** What the provider says of a person, in the ID token and the user info. */
export type OidcAccount = { email: string; email_verified: boolean; name: string };

export type OidcProvider = {
  /** The issuer's address, plain http on 127.0.0.1 (decision 047 allows it there, for a provider a test starts). */
  issuer: string;
  /** How many times its discovery document was asked for. */
  discoveries(): number;
  close(): Promise<void>;
};

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 and a free port, with its development log-in and
 * consent pages: plain HTML forms, without script, where any password signs in as the login typed (the
 * account's key in `accounts`). It knows one client, the app, sent back to `redirectUri`.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  accounts: ReadonlyMap<string, OidcAccount>;
}): Promise<OidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["single-sign-on-test"] },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const account = options.accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
  });
  let discoveries = 0;
  server.on("request", (request: { url?: string }) => {
    if (request.url?.startsWith("/.well-known/openid-configuration")) discoveries++;
  });
  server.on("request", oidc.callback());
  return {
    issuer,
    discoveries: () => discoveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
