import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

// Services throw domain errors and no handler maps them: the API's error handler answers each kind
// (server/api/service-errors.ts). Each is thrown here through a real route, so a kind the handler
// forgot would answer 500.
let api: TestApi;
let world: World;
const as = {} as Record<"editor" | "manager" | "maintainer", ApiClient>;
let org: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["editor", "manager", "maintainer"] as const)
    as[role] = await signInAs(api.url, api.db, world, role);
  org = `/organizations/${world.tree.subsidiary.id}`;
});
afterAll(() => api.close());

const machine = (name: string, extra: object = {}) => ({ name, type: "Press", location: "Hal 3", ...extra });

describe("each domain error answers its problem through a real route", () => {
  it("a stale record: 409 conflict", async () => {
    const created = await as.editor.post(`${org}/machines`, { json: machine("Stale press") });
    const stale = await as.editor.put(`${org}/machines/${created.data.id}`, {
      json: { ...machine("Stale press"), last_modified_date: "2020-01-01T00:00:00.000Z" },
    });
    expect([stale.status, stale.data.type]).toEqual([409, "urn:problem:conflict"]);
  });

  it("a record not found: 404", async () => {
    const missing = await as.editor.get(`${org}/machines/2147483000`);
    expect([missing.status, missing.data.type]).toEqual([404, "urn:problem:not-found"]);
  });

  it("an unknown reference: 422 on its field", async () => {
    const elsewhere = await as.editor.post(`${org}/machines`, {
      json: machine("Press elsewhere", { department_id: world.otherTenant.id }),
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.data.errors).toEqual([
      expect.objectContaining({ path: "department_id", code: "unknown_reference" }),
    ]);
  });

  it("a refusal: 422 with the service's codes", async () => {
    const first = await as.maintainer.post("/chemicals", {
      json: { name: "Domain acetone", hazard_statement_codes: ["H225"] },
    });
    expect(first.status).toBe(201);
    const taken = await as.maintainer.post("/chemicals", {
      json: { name: "Domain acetone", hazard_statement_codes: ["H319"] },
    });
    expect(taken.status).toBe(422);
    expect(taken.data.errors).toEqual([expect.objectContaining({ path: "name", code: "chemical_name_taken" })]);
  });

  it("a duplicate: 409 duplicate", async () => {
    const role = { name: "Domain safety officer", description: "Walks the floor." };
    expect((await as.manager.post(`${org}/roles`, { json: role })).status).toBe(201);
    const again = await as.manager.post(`${org}/roles`, { json: { ...role, description: "Another text" } });
    expect([again.status, again.data.type]).toEqual([409, "urn:problem:duplicate"]);
  });

  it("a record in use: 409 in-use, naming what holds it", async () => {
    const department = world.tree.department.id;
    await as.editor.post(`${org}/machines`, { json: machine("Held press", { department_id: department }) });
    const removal = await as.manager.delete(`${org}/departments/${department}`);
    expect([removal.status, removal.data.type]).toEqual([409, "urn:problem:in-use"]);
    expect(removal.data.held).toEqual(expect.arrayContaining([expect.objectContaining({ kind: "machines" })]));
  });
});
