import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { memberships } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

// The API keeps answers to reads on the embedded database (decision 008); none may outlive a change.
let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
let editor: ApiClient;
let reader: ApiClient;
let readerId: number;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const editorUser = await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "EDIT" }] });
  const readerUser = await createUser(api.db, {
    memberships: [{ organizationId: tree.subsidiary.id, scope: "READ" }],
  });
  readerId = readerUser.id;
  editor = new ApiClient(api.url);
  await editor.login(editorUser.email);
  reader = new ApiClient(api.url);
  await reader.login(readerUser.email);
});
afterAll(() => api.close());

const register = (client: ApiClient, org: number) => client.get(`/organizations/${org}/legislations?size=100`);
const ids = (page: { data: { content: { legislation: { id: number } }[] } }) =>
  page.data.content.map((row) => row.legislation.id);

describe("answers to reads", () => {
  it("show a change through the API at once, to the one who made it and to others", async () => {
    const act = (await editor.get("/legislations?size=1")).data.content[0].id as number;
    const before = await register(editor, tree.subsidiary.id);
    expect(ids(before)).not.toContain(act);
    await register(reader, tree.subsidiary.id);
    expect((await editor.post(`/organizations/${tree.subsidiary.id}/legislations/${act}`)).status).toBe(201);
    expect(ids(await register(editor, tree.subsidiary.id))).toContain(act);
    expect(ids(await register(reader, tree.subsidiary.id))).toContain(act);
    expect((await editor.request("DELETE", `/organizations/${tree.subsidiary.id}/legislations/${act}`)).status).toBe(
      204,
    );
    expect(ids(await register(reader, tree.subsidiary.id))).not.toContain(act);
  });

  it("are never given to a user who may not read them", async () => {
    expect((await register(editor, tree.holding.id)).status).toBe(200);
    expect((await register(reader, tree.holding.id)).status).toBe(404);
  });

  it("follow a change of access made straight in the database", async () => {
    expect((await register(reader, tree.subsidiary.id)).status).toBe(200);
    await api.db.delete(memberships).where(eq(memberships.userId, readerId));
    // The access check has its own short-lived cache; the read's answer must not outlive it.
    await new Promise((resolve) => setTimeout(resolve, api.config.authCacheMs + 50));
    expect((await register(reader, tree.subsidiary.id)).status).toBe(404);
  });
});
