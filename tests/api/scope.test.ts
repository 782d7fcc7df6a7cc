import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
const as: Record<"editor" | "reader", ApiClient> = {} as never;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  for (const [role, scope] of [
    ["editor", "EDIT"],
    ["reader", "READ"],
  ] as const) {
    const user = await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope }] });
    as[role] = new ApiClient(api.url);
    await as[role].login(user.email);
  }
});
afterAll(() => api.close());

describe("the scope statement", () => {
  it("is missing (404) until written, then every save is a revision with its author", async () => {
    const path = `/organizations/${tree.subsidiary.id}/scope`;
    expect((await as.reader.get(path)).status).toBe(404);
    expect((await as.reader.put(path, { json: { text: "Everything" } })).status).toBe(403);

    const first = await as.editor.put(path, { json: { text: "The plant at Havnevej 40, Esbjerg." } });
    expect(first.status).toBe(200);
    // A second first save (a double submit, another tab) is a conflict, not a second scope.
    expect((await as.editor.put(path, { json: { text: "Something else" } })).status).toBe(409);

    const text = "The plant at Havnevej 40, Esbjerg, and the tank farm. Excluded: the canteen (leased out).";
    const second = await as.editor.put(path, { json: { text, last_modified_date: first.data.last_modified_date } });
    expect(second.data).toMatchObject({ text });
    const stale = await as.editor.put(path, {
      json: { text: "Old tab", last_modified_date: first.data.last_modified_date },
    });
    expect(stale.status).toBe(409);
    // The same text again is no new version.
    await as.editor.put(path, { json: { text, last_modified_date: second.data.last_modified_date } });

    const revisions = await as.reader.get(`${path}/revisions`);
    expect(revisions.data.content.map((r: { text: string }) => r.text)).toEqual([
      text,
      "The plant at Havnevej 40, Esbjerg.",
    ]);
    expect(revisions.data.content[0].author.name).toMatch(/^Test User/);
  });

  it("refuses an empty text", async () => {
    const response = await as.editor.put(`/organizations/${tree.holding.id}/scope`, { json: { text: "   " } });
    expect(response.status).toBe(422);
  });
});
