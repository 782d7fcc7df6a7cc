import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

let api: TestApi;
let email: string;

beforeAll(async () => {
  api = await startTestApi({ authCacheMs: 400 });
  const { holding } = await createHolding(api.db);
  email = (await createUser(api.db, { memberships: [{ organizationId: holding.id, scope: "EDIT" }] })).email;
});
afterAll(() => api.close());

describe("the authentication cache", () => {
  it("forgets a session at once when it ends through this process", async () => {
    const client = new ApiClient(api.url);
    await client.login(email);
    expect((await client.get("/user")).status).toBe(200);
    const token = client.cookies.get("SESSION")!;
    await client.post("/logout");
    const replay = new ApiClient(api.url);
    replay.cookies.set("SESSION", token);
    expect((await replay.get("/user")).status).toBe(401);
  });

  it("shows a changed language at once", async () => {
    const client = new ApiClient(api.url);
    await client.login(email);
    await client.get("/user");
    await client.patch("/user", { json: { language: "da" } });
    expect((await client.get("/user")).data.language).toBe("da");
    await client.patch("/user", { json: { language: "en" } });
  });

  it("sees a session ended elsewhere within its time to live", async () => {
    const client = new ApiClient(api.url);
    await client.login(email);
    expect((await client.get("/user")).status).toBe(200);
    await api.db.delete(sessions);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await client.get("/user")).status).toBe(401);
  });
});
