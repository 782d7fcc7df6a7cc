import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokens } from "../../server/db/schema";
import { businessToday, daysBefore } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { startTestApi, type TestApi } from "../support/api-server";
import { bearerRequest, type ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let manager: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  manager = await signInAs(api.url, api.db, world, "manager");
  reader = await signInAs(api.url, api.db, world, "reader");
});
afterAll(() => api.close());

const inDays = (days: number) => daysBefore(businessToday(), -days);
let made = 0;
const tokenFor = (client: ApiClient, values: object = {}) =>
  client.post("/user/api-tokens", {
    json: {
      name: `ERP export ${++made}`,
      organization_id: world.tree.subsidiary.id,
      scope: "EDIT",
      expires_on: inDays(90),
      ...values,
    },
  });

const bearer = (token: string, method: string, path: string, json?: object) =>
  bearerRequest(api.url, token, method, path, json);

describe("API tokens", () => {
  it("makes a token shown once, which reads and writes its organization and those below it without a session", async () => {
    const made = await tokenFor(manager);
    expect(made.status).toBe(201);
    expect(made.data.token).toMatch(/^cwt_[\w-]{40,}$/);
    expect(made.data).toMatchObject({ scope: "EDIT", organization: { id: world.tree.subsidiary.id } });
    const listed = await manager.get("/user/api-tokens");
    expect(listed.data.content.map((t: { id: number }) => t.id)).toContain(made.data.id);
    expect(JSON.stringify(listed.data)).not.toContain(made.data.token);
    const [stored] = await api.db.select().from(apiTokens).where(eq(apiTokens.id, made.data.id));
    expect(stored!.tokenHash).not.toContain(made.data.token.slice(4));
    expect(stored!.lastUsedDate).toBeNull();

    // A repeat with the same key is not answered from a kept copy (the text would be stored): it runs
    // again and is refused by the name, so one request's token is the only one.
    const keyed = { name: "Keyed", organization_id: world.tree.subsidiary.id, scope: "READ", expires_on: inDays(5) };
    const headers = { "Idempotency-Key": "token-key-0001" };
    expect((await manager.post("/user/api-tokens", { json: keyed, headers })).status).toBe(201);
    const again = await manager.post("/user/api-tokens", { json: keyed, headers });
    expect([again.status, again.data.errors[0].code]).toEqual([422, "token_name_taken"]);
    const token = made.data.token as string;
    const machines = `/organizations/${world.tree.subsidiary.id}/machines`;
    expect((await bearer(token, "GET", machines)).status).toBe(200);
    expect((await bearer(token, "GET", `/organizations/${world.tree.department.id}/machines`)).status).toBe(200);
    // Not above its organization, nor another tenant's, though its owner is a member of the holding.
    expect((await bearer(token, "GET", `/organizations/${world.tree.holding.id}/machines`)).status).toBe(404);
    expect((await bearer(token, "GET", `/organizations/${world.otherTenant.id}/machines`)).status).toBe(404);
    const written = await bearer(token, "POST", machines, { name: "Kompressor på rampen" });
    expect(written.status).toBe(201);
    const [used] = await api.db.select().from(apiTokens).where(eq(apiTokens.id, made.data.id));
    expect(used!.lastUsedDate).not.toBeNull();
  });

  it("never exceeds its owner or its own scope, and reaches no account, token or catalogue", async () => {
    const read = (await tokenFor(manager, { scope: "READ" })).data.token as string;
    const machines = `/organizations/${world.tree.subsidiary.id}/machines`;
    expect((await bearer(read, "POST", machines, { name: "Ikke tilladt" })).status).toBe(403);
    // An EDIT token of a manager does not plan what needs MANAGE.
    const edit = (await tokenFor(manager)).data.token as string;
    const review = { title: "Evaluering", review_date: inDays(10), chair_id: null };
    expect(
      (await bearer(edit, "POST", `/organizations/${world.tree.subsidiary.id}/management-reviews`, review)).status,
    ).toBe(403);
    for (const [method, path] of [
      ["GET", "/user"],
      ["GET", "/user/api-tokens"],
      ["POST", "/user/api-tokens"],
      ["GET", "/organizations"],
      ["GET", "/waste-types"],
    ] as const) {
      expect((await bearer(edit, method, path, method === "POST" ? {} : undefined)).status).toBe(403);
    }
    const above = await tokenFor(reader, { scope: "EDIT" });
    expect([above.status, above.data.errors[0].code]).toEqual([422, "token_scope_above_yours"]);
    expect((await tokenFor(reader, { scope: "READ", name: "ERP nightly export" })).status).toBe(201);
    const twice = await tokenFor(reader, { scope: "READ", name: "erp NIGHTLY export" });
    expect([twice.status, twice.data.errors[0].code]).toEqual([422, "token_name_taken"]);
    const foreign = await tokenFor(manager, { organization_id: world.otherTenant.id });
    expect([foreign.status, foreign.data.errors[0].path]).toEqual([422, "organization_id"]);
  });

  it("refuses an end today or more than a year ahead; stops when removed or past its last day", async () => {
    for (const days of [0, 367]) {
      const refused = await tokenFor(manager, { expires_on: inDays(days) });
      expect([refused.status, refused.data.errors[0].code]).toEqual([422, "token_expiry_out_of_range"]);
    }
    const made = (await tokenFor(manager, { expires_on: inDays(366) })).data;
    const machines = `/organizations/${world.tree.subsidiary.id}/machines`;
    expect((await bearer(made.token, "GET", machines)).status).toBe(200);
    await api.db
      .update(apiTokens)
      .set({ expiresOn: inDays(-1) as DateOnly })
      .where(eq(apiTokens.id, made.id));
    expect((await bearer(made.token, "GET", machines)).status).toBe(401);
    const other = (await tokenFor(manager)).data;
    expect((await reader.delete(`/user/api-tokens/${other.id}`)).status).toBe(404);
    expect((await manager.delete(`/user/api-tokens/${other.id}`)).status).toBe(204);
    expect((await bearer(other.token, "GET", machines)).status).toBe(401);
    expect((await bearer("cwt_not-a-token", "GET", machines)).status).toBe(401);
  });
});
