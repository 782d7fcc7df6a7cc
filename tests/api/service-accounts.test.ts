import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, serviceAccounts, users } from "../../server/db/schema";
import { businessToday, daysBefore } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import { ApiClient, bearerRequest } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let manager: ApiClient;
let editor: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  manager = await signInAs(api.url, api.db, world, "manager");
  editor = await signInAs(api.url, api.db, world, "editor");
});
afterAll(() => api.close());

const inDays = (days: number) => daysBefore(businessToday(), -days);
const accounts = (org = world.tree.subsidiary.id) => `/organizations/${org}/service-accounts`;
let made = 0;

async function account(scope: "READ" | "EDIT" = "EDIT") {
  const answer = await manager.post(accounts(), { json: { name: `ERP ${++made}`, scope } });
  expect(answer.status).toBe(201);
  return answer.data.id as number;
}
const tokenOf = (id: number, values: object = {}) =>
  manager.post(`${accounts()}/${id}/tokens`, {
    json: { name: "Nightly export", scope: "EDIT", expires_on: inDays(30), ...values },
  });
const bearer = (token: string, method: string, path: string, json?: object) =>
  bearerRequest(api.url, token, method, path, json);

describe("service accounts", () => {
  it("act through their tokens in their organization and below, as themselves in the audit trail", async () => {
    const id = await account();
    const token = await tokenOf(id);
    expect(token.status).toBe(201);
    expect(token.headers.get("cache-control")).toContain("no-store");
    const listed = (await manager.get(accounts())).data.content.find((a: { id: number }) => a.id === id);
    expect(listed).toMatchObject({ scope: "EDIT", created_by: { name: expect.any(String) } });
    expect(listed.tokens).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(token.data.token);

    const machines = `/organizations/${world.tree.subsidiary.id}/machines`;
    const written = await bearer(token.data.token, "POST", machines, { name: "Truck 7" });
    expect(written.status).toBe(201);
    expect((await bearer(token.data.token, "GET", `/organizations/${world.tree.department.id}/machines`)).status).toBe(
      200,
    );
    expect((await bearer(token.data.token, "GET", `/organizations/${world.tree.holding.id}/machines`)).status).toBe(
      404,
    );
    expect((await bearer(token.data.token, "GET", `/organizations/${world.otherTenant.id}/machines`)).status).toBe(404);
    // An EDIT token never manages, nor reaches an account or the catalogue.
    expect((await bearer(token.data.token, "GET", accounts())).status).toBe(403);
    expect((await bearer(token.data.token, "GET", "/user")).status).toBe(403);

    const [change] = await api.db
      .select({ actor: users.name })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.userId))
      .where(and(eq(auditLog.entity, "machine"), eq(auditLog.entityId, String(written.data.id))));
    expect(change?.actor).toBe(listed.name);
  });

  it("keeps its tokens within its own scope, and has no way in by password", async () => {
    const id = await account("READ");
    const above = await tokenOf(id, { scope: "EDIT" });
    expect([above.status, above.data.errors[0].code]).toEqual([422, "token_scope_above_account"]);
    const far = await tokenOf(id, { scope: "READ", expires_on: inDays(400) });
    expect([far.status, far.data.errors[0].code]).toEqual([422, "token_expiry_out_of_range"]);
    const read = await tokenOf(id, { scope: "READ" });
    const machines = `/organizations/${world.tree.subsidiary.id}/machines`;
    expect((await bearer(read.data.token, "POST", machines, { name: "Ikke tilladt" })).status).toBe(403);

    const [identity] = await api.db
      .select({ email: users.email })
      .from(serviceAccounts)
      .innerJoin(users, eq(users.id, serviceAccounts.userId))
      .where(eq(serviceAccounts.id, id));
    const logIn = await new ApiClient(api.url).post("/authentications", {
      form: { username: identity!.email, password: "!" },
    });
    expect(logIn.status).toBe(401);
  });

  it("refuses a second of the same name; removing one stops its tokens", async () => {
    const id = await account();
    const name = `erp ${made}`.toUpperCase();
    const twice = await manager.post(accounts(), { json: { name, scope: "READ" } });
    expect([twice.status, twice.data.errors[0].code]).toEqual([422, "service_account_name_taken"]);
    const token = (await tokenOf(id)).data;
    const machines = `/organizations/${world.tree.subsidiary.id}/machines`;
    expect((await manager.delete(`${accounts()}/${id}/tokens/${token.id}`)).status).toBe(204);
    expect((await bearer(token.token, "GET", machines)).status).toBe(401);
    const second = (await tokenOf(id, { name: "Second" })).data;
    expect((await manager.delete(`${accounts()}/${id}`)).status).toBe(204);
    expect((await bearer(second.token, "GET", machines)).status).toBe(401);
    expect((await manager.delete(`${accounts()}/${id}`)).status).toBe(404);
  });

  it("are the managers' alone, and no other tenant's", async () => {
    const id = await account();
    expect((await editor.get(accounts())).status).toBe(403);
    expect((await editor.post(accounts(), { json: { name: "Mine", scope: "READ" } })).status).toBe(403);
    expect((await editor.post(`${accounts()}/${id}/tokens`, { json: { name: "x" } })).status).toBe(403);
    const stranger = await signInAs(api.url, api.db, world, "limited");
    expect((await stranger.get(accounts())).status).toBe(404);
    // Another organization's manager names it by id in vain.
    expect((await manager.delete(`${accounts(world.tree.holdingDepartment.id)}/${id}`)).status).toBe(404);
  });
});
