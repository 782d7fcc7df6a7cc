import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, ssoConnections, users } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import {
  OIDC_CLIENT_ID as CLIENT_ID,
  OIDC_CLIENT_SECRET as CLIENT_SECRET,
  startOidcProvider,
  type OidcAccount,
  type OidcProvider,
} from "../support/openid-provider";
import { createWorld, signInAs, type World } from "../support/sign-in";

/**
 * A real OpenID provider on 127.0.0.1 (tests/support/openid-provider.ts), driven through the
 * authorization code flow with plain requests, as a browser without script would.
 */
const accounts = new Map<string, OidcAccount>();

let api: TestApi;
let world: World;
let manager: ApiClient;
let provider: OidcProvider;
let issuer: string;

/** The browser's walk through the provider: log in as the account, consent, and the way back. */
async function throughProvider(authorizationUrl: string, accountId: string) {
  const jar = new Map<string, string>();
  const go = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = pair!.split("=");
      jar.set(name!.trim(), value.join("="));
    }
    await response.text();
    return new URL(response.headers.get("location") ?? url, url).href;
  };
  let url = await go(authorizationUrl);
  for (let step = 0; step < 8; step++) {
    if (!url.startsWith(issuer)) return new URL(url);
    if (url.includes("/interaction/")) {
      const page = await fetch(url, { headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } });
      const html = await page.text();
      const form: Record<string, string> = html.includes('value="consent"')
        ? { prompt: "consent" }
        : { prompt: "login", login: accountId, password: "x" };
      url = await go(url, form);
    } else {
      url = await go(url);
    }
  }
  throw new Error("the provider never sent the browser back");
}

async function signOn(client: ApiClient, start: Record<string, string>, accountId: string) {
  const started = await client.post("/authentications/sso", { form: start });
  expect(started.status).toBe(200);
  const back = await throughProvider(started.data.authorization_url, accountId);
  return client.post("/authentications/sso/callback", {
    form: { challenge: started.data.challenge, parameters: back.search },
  });
}

const connection = (org = world.tree.holding.id) => `/organizations/${org}/sso-connection`;
const settings = (values: object = {}) => ({
  issuer,
  client_id: CLIENT_ID,
  client_secret: CLIENT_SECRET,
  enabled: true,
  create_users: false,
  default_scope: "READ",
  password_login_disabled: false,
  ...values,
});

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  manager = await signInAs(api.url, api.db, world, "manager");
  provider = await startOidcProvider({ redirectUri: `${api.config.publicUrl}/log-in/single-sign-on`, accounts });
  issuer = provider.issuer;
});
afterAll(async () => {
  await provider?.close();
  await api.close();
});

describe("single sign-on", () => {
  it("is set by the company's manager; the secret is never answered", async () => {
    expect((await manager.get(connection())).data).toEqual({ connection: null });
    const noSecret = await manager.put(connection(), { json: settings({ client_secret: undefined }) });
    expect([noSecret.status, noSecret.data.errors?.[0]?.code]).toEqual([422, "sso_secret_required"]);
    const plain = await manager.put(connection(), { json: settings({ issuer: "http://idp.example.com" }) });
    expect([plain.status, plain.data.errors?.[0]?.code]).toEqual([422, "sso_issuer_https"]);
    const manageScope = await manager.put(connection(), { json: settings({ default_scope: "MANAGE" }) });
    expect(manageScope.status).toBe(422);
    const department = await manager.put(connection(world.tree.department.id), { json: settings() });
    expect([department.status, department.data.errors?.[0]?.code]).toEqual([422, "sso_company_only"]);

    const made = await manager.put(connection(), { json: settings() });
    expect(made.status).toBe(200);
    expect(JSON.stringify(made.data)).not.toContain(CLIENT_SECRET);
    const read = await manager.get(connection());
    expect(read.data.connection).toMatchObject({ issuer, client_id: CLIENT_ID, default_scope: "READ" });
    expect(JSON.stringify(read.data)).not.toContain(CLIENT_SECRET);
    const [row] = await api.db
      .select()
      .from(ssoConnections)
      .where(eq(ssoConnections.organizationId, world.tree.holding.id));
    expect(row?.clientSecretSealed).not.toContain(CLIENT_SECRET);

    // Without the secret it keeps the one kept; a stale stamp is 409.
    const kept = await manager.put(connection(), {
      json: settings({ client_secret: undefined, last_modified_date: read.data.connection.last_modified_date }),
    });
    expect(kept.status).toBe(200);
    const stale = await manager.put(connection(), {
      json: settings({ last_modified_date: read.data.connection.last_modified_date }),
    });
    expect(stale.status).toBe(409);
  });

  it("is for managers of the organization only", async () => {
    const reader = await signInAs(api.url, api.db, world, "reader");
    const editor = await signInAs(api.url, api.db, world, "editor");
    expect((await reader.get(connection())).status).toBe(403);
    expect((await editor.put(connection(), { json: settings() })).status).toBe(403);
    expect((await manager.get(connection(world.otherTenant.id))).status).toBe(404);
    expect((await manager.delete(connection(world.otherTenant.id))).status).toBe(404);
  });

  it("signs a member in by e-mail, with a session like the password's", async () => {
    const member = await createUser(api.db, {
      memberships: [{ organizationId: world.tree.subsidiary.id, scope: "EDIT" }],
    });
    accounts.set("member-1", { email: member.email.toUpperCase(), email_verified: true, name: member.name });
    const client = new ApiClient(api.url);
    const signed = await signOn(client, { email: member.email }, "member-1");
    expect(signed.status).toBe(200);
    expect(signed.data.content.length).toBeGreaterThan(0);
    expect(client.cookies.size).toBeGreaterThan(0);
    expect((await client.get("/user")).data.email).toBe(member.email);
  });

  it("asks the provider for its configuration once for many sign-ins", async () => {
    const member = await createUser(api.db, {
      memberships: [{ organizationId: world.tree.subsidiary.id, scope: "READ" }],
    });
    accounts.set("member-2", { email: member.email, email_verified: true, name: member.name });
    await signOn(new ApiClient(api.url), { email: member.email }, "member-2");
    const before = provider.discoveries();
    for (let time = 0; time < 3; time++) {
      expect((await signOn(new ApiClient(api.url), { email: member.email }, "member-2")).status).toBe(200);
    }
    expect(provider.discoveries()).toBe(before);
  });

  it("refuses an e-mail that is not a member, an unverified one, and an unknown organization", async () => {
    accounts.set("stranger", { email: "stranger@elsewhere.example", email_verified: true, name: "Stranger" });
    const refused = await signOn(
      new ApiClient(api.url),
      { organization_id: String(world.tree.holding.id) },
      "stranger",
    );
    expect([refused.status, refused.data.code]).toEqual([403, "sso_not_member"]);

    const member = await createUser(api.db, {
      memberships: [{ organizationId: world.tree.holding.id, scope: "READ" }],
    });
    accounts.set("unverified", { email: member.email, email_verified: false, name: member.name });
    const unverified = await signOn(new ApiClient(api.url), { email: member.email }, "unverified");
    expect([unverified.status, unverified.data.code]).toEqual([401, "sso_email_unverified"]);

    const unknown = await new ApiClient(api.url).post("/authentications/sso", {
      form: { email: "nobody@nowhere.example" },
    });
    expect([unknown.status, unknown.data.code]).toEqual([404, "sso_not_configured"]);
    const other = await new ApiClient(api.url).post("/authentications/sso", {
      form: { organization_id: String(world.otherTenant.id) },
    });
    expect([other.status, other.data.code]).toEqual([404, "sso_not_configured"]);

    const tampered = await new ApiClient(api.url).post("/authentications/sso/callback", {
      form: { challenge: "not-a-challenge", parameters: "code=x&state=y" },
    });
    expect(tampered.status).toBe(401);
  });

  it("makes a user on first sign-in when asked to, with the default scope", async () => {
    const read = await manager.get(connection());
    const saved = await manager.put(connection(), {
      json: settings({
        client_secret: undefined,
        create_users: true,
        default_scope: "EDIT",
        last_modified_date: read.data.connection.last_modified_date,
      }),
    });
    expect(saved.status).toBe(200);
    accounts.set("newcomer", { email: "newcomer@holding.example", email_verified: true, name: "New Comer" });
    const client = new ApiClient(api.url);
    const signed = await signOn(client, { organization_id: String(world.tree.holding.id) }, "newcomer");
    expect(signed.status).toBe(200);
    const [made] = await api.db
      .select({ name: users.name, scope: memberships.scope })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(and(eq(users.email, "newcomer@holding.example"), eq(memberships.organizationId, world.tree.holding.id)));
    expect(made).toEqual({ name: "New Comer", scope: "EDIT" });
  });

  it("turns the password off for the company's members, never for a maintainer", async () => {
    const member = await createUser(api.db, {
      memberships: [{ organizationId: world.tree.subsidiary.id, scope: "READ" }],
    });
    const outsider = await createUser(api.db, {
      memberships: [
        { organizationId: world.tree.subsidiary.id, scope: "READ" },
        { organizationId: world.otherTenant.id, scope: "READ" },
      ],
    });
    const maintainer = await createUser(api.db, {
      systemPermissions: ["MAINTAIN", "MANAGE"],
      memberships: [{ organizationId: world.tree.holding.id, scope: "MANAGE" }],
    });
    const read = await manager.get(connection());
    const saved = await manager.put(connection(), {
      json: settings({
        client_secret: undefined,
        password_login_disabled: true,
        last_modified_date: read.data.connection.last_modified_date,
      }),
    });
    expect(saved.status).toBe(200);
    const refused = await new ApiClient(api.url).post("/authentications", {
      form: { username: member.email, password: "correct horse battery" },
    });
    expect([refused.status, refused.data.type]).toEqual([403, "urn:problem:password-login-disabled"]);
    await new ApiClient(api.url).login(outsider.email);
    await new ApiClient(api.url).login(maintainer.email);

    expect((await manager.delete(connection())).status).toBe(204);
    await new ApiClient(api.url).login(member.email);
  });

  it("tells when the provider cannot be reached, and never names the secret", async () => {
    const company = connection(world.tree.subsidiary.id);
    const saved = await manager.put(company, { json: settings({ issuer: "http://127.0.0.1:9" }) });
    expect(saved.status).toBe(200);
    const started = await new ApiClient(api.url).post("/authentications/sso", {
      form: { organization_id: String(world.tree.subsidiary.id) },
    });
    expect([started.status, started.data.code]).toEqual([502, "sso_provider_unreachable"]);
    expect(JSON.stringify(started.data)).not.toContain(CLIENT_SECRET);
    expect((await manager.delete(company)).status).toBe(204);
  });
});
