import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let manager: ApiClient;
let machines: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  manager = await signInAs(api.url, api.db, world, "manager");
  machines = `/organizations/${world.tree.subsidiary.id}/machines`;
});
afterAll(() => api.close());

const keyed = (key: string) => ({ "Idempotency-Key": key });
const machine = (name: string) => ({ name, type: "Compressor", location: "Hal 1" });
const named = async (name: string) =>
  (await editor.get(`${machines}?search=${encodeURIComponent(name)}`)).data.content.filter(
    (row: { name: string }) => row.name === name,
  );

describe("a POST with an Idempotency-Key", () => {
  it("sent six times at once makes one record, and every answer is the first one's", async () => {
    const name = `Kompressor ${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => editor.post(machines, { json: machine(name), headers: keyed("double-click-1") })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get("Idempotent-Replayed") === "true")).toHaveLength(5);
    expect(await named(name)).toHaveLength(1);
  });

  it("is refused with another body or for another path, changing nothing", async () => {
    const name = `Kompressor ${crypto.randomUUID()}`;
    expect((await editor.post(machines, { json: machine(name), headers: keyed("changed-form") })).status).toBe(201);
    const changed = await editor.post(machines, { json: machine(`${name} 2`), headers: keyed("changed-form") });
    expect([changed.status, changed.data.type]).toEqual([422, "urn:problem:key-reused"]);
    const elsewhere = await editor.post(`/organizations/${world.tree.department.id}/machines`, {
      json: machine(name),
      headers: keyed("changed-form"),
    });
    expect(elsewhere.status).toBe(422);
    expect(await named(`${name} 2`)).toHaveLength(0);
  });

  it("is free again after a refusal, so the corrected form goes through", async () => {
    const name = `Kompressor ${crypto.randomUUID()}`;
    const refused = await editor.post(machines, { json: { ...machine(name), name: "" }, headers: keyed("retry-1234") });
    expect(refused.status).toBe(422);
    const corrected = await editor.post(machines, { json: machine(name), headers: keyed("retry-1234") });
    expect([corrected.status, corrected.headers.get("Idempotent-Replayed")]).toEqual([201, null]);
  });

  it("is each user's own, and a malformed key is refused", async () => {
    const name = `Kompressor ${crypto.randomUUID()}`;
    const mine = await editor.post(machines, { json: machine(name), headers: keyed("shared-key-1") });
    const theirs = await manager.post(machines, { json: machine(`${name} B`), headers: keyed("shared-key-1") });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.data.id).not.toBe(mine.data.id);
    const malformed = await editor.post(machines, { json: machine(name), headers: keyed("no spaces allowed") });
    expect(malformed.status).toBe(400);
  });

  it("is forgotten after a day", async () => {
    const name = `Kompressor ${crypto.randomUUID()}`;
    const first = await editor.post(machines, { json: machine(name), headers: keyed("yesterday-1") });
    await api.db.execute(
      `update submission_keys set created_at = now() - interval '25 hours' where key = 'yesterday-1'`,
    );
    const again = await editor.post(machines, { json: machine(`${name} B`), headers: keyed("yesterday-1") });
    expect(again.status).toBe(201);
    expect(again.data.id).not.toBe(first.data.id);
  });
});
