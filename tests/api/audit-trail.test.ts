import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday, daysBefore } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let manager: ApiClient;
let reader: ApiClient;
let org: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  manager = await signInAs(api.url, api.db, world, "manager");
  reader = await signInAs(api.url, api.db, world, "reader");
  org = `/organizations/${world.tree.subsidiary.id}`;
});
afterAll(() => api.close());

// Each test reads the business day before and after it writes, so a run that crosses midnight still
// asks for the days its records were written on.
const today = () => businessToday();
const q = (query: Record<string, string | number>) =>
  "?" + new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

async function machineChangedByEditor() {
  const input = { name: `Kompressor ${Math.random()}`, type: "Compressor", location: "Hal 1" };
  const created = await editor.post(`${org}/machines`, { json: input });
  const saved = await editor.put(`${org}/machines/${created.data.id}`, {
    json: { ...input, location: "Hal 2", last_modified_date: created.data.last_modified_date },
  });
  expect(saved.status).toBe(200);
  return created.data.id as number;
}

describe("a record's history", () => {
  it("names the actor and the changed fields' old and new values, newest first", async () => {
    const id = await machineChangedByEditor();
    const me = await editor.get("/user");
    const history = await editor.get(`${org}/history${q({ entity: "machine", id })}`);
    expect(history.status).toBe(200);
    expect(history.data.total_elements).toBe(2);
    const [update, create] = history.data.content;
    expect(update).toMatchObject({
      action: "update",
      entity: "machine",
      entity_id: String(id),
      actor: { id: me.data.id, name: me.data.name },
      organization: { id: world.tree.subsidiary.id },
      changes: { location: { old: "Hal 1", new: "Hal 2" } },
    });
    // The stamps change on every save and say nothing a reader needs.
    expect(Object.keys(update.changes)).toEqual(["location"]);
    expect(create).toMatchObject({ action: "create", changes: { name: { old: null }, type: { new: "Compressor" } } });
  });

  it("is for those who may edit, and only of records in their organizations", async () => {
    const id = await machineChangedByEditor();
    expect((await reader.get(`${org}/history${q({ entity: "machine", id })}`)).status).toBe(403);
    const other = `/organizations/${world.otherTenant.id}/history`;
    expect((await editor.get(`${other}${q({ entity: "machine", id })}`)).status).toBe(404);
    // Asked through a unit beside the record's, the history is empty.
    const beside = `/organizations/${world.tree.limited.id}/history`;
    const seen = await manager.get(`${beside}${q({ entity: "machine", id })}`);
    expect([seen.status, seen.data.total_elements]).toEqual([200, 0]);
  });
});

describe("the audit log", () => {
  it("filters by actor, entity and action in a span of days, for managers", async () => {
    const from = today();
    const id = await machineChangedByEditor();
    const me = await editor.get("/user");
    const query = { from, to: today(), actor_id: me.data.id, entity: "machine", action: "update" };
    const log = await manager.get(`${org}/audit-log${q(query)}`);
    expect(log.status).toBe(200);
    expect(log.data.content.map((entry: { entity_id: string }) => entry.entity_id)).toContain(String(id));
    expect(log.data.content.every((entry: { action: string }) => entry.action === "update")).toBe(true);
    const yesterday = daysBefore(from, 1);
    const before = await manager.get(`${org}/audit-log${q({ ...query, from: yesterday, to: yesterday })}`);
    expect(before.data.total_elements).toBe(0);
  });

  it("pages and sorts on the server", async () => {
    const from = today();
    await machineChangedByEditor();
    await machineChangedByEditor();
    const query = { from, to: today(), size: 2, sort: "at,asc" };
    const first = await manager.get(`${org}/audit-log${q(query)}`);
    expect(first.data.content).toHaveLength(2);
    expect(first.data.total_elements).toBeGreaterThanOrEqual(4);
    const [a, b] = first.data.content as { at: string }[];
    expect(a!.at <= b!.at).toBe(true);
  });

  it("refuses a span over a year, and those who do not manage", async () => {
    const long = await manager.get(`${org}/audit-log${q({ from: "2024-01-01", to: "2025-12-31" })}`);
    expect(long.status).toBe(422);
    expect((await editor.get(`${org}/audit-log${q({ from: today(), to: today() })}`)).status).toBe(403);
    expect((await reader.get(`${org}/audit-log${q({ from: today(), to: today() })}`)).status).toBe(403);
  });
});
