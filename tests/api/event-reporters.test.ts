import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "manager", ApiClient>;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager"] as const) as[role] = await signInAs(api.url, api.db, world, role);
});
afterAll(() => api.close());

const report = (title: string) => ({
  title,
  occurred_at: "2026-09-14T07:40:00.000Z",
  importance: "LOW",
  department_id: world.tree.department.id,
});

/** The manager sets the company's choice with the rest of its details. */
async function letMembersReport(allowed: boolean) {
  const path = `/organizations/${world.tree.subsidiary.id}`;
  const company = (await as.manager.get(path)).data;
  const saved = await as.manager.put(path, {
    json: { name: company.name, members_report_events: allowed, last_modified_date: company.last_modified_date },
  });
  expect(saved.status).toBe(200);
  expect(saved.data.members_report_events).toBe(allowed);
}

describe("who may report an event", () => {
  it("refuses a reader until the company lets every member report, in the company and its departments", async () => {
    const company = `/organizations/${world.tree.subsidiary.id}`;
    const department = `/organizations/${world.tree.department.id}`;
    expect((await as.manager.get(company)).data.members_report_events).toBe(false);
    expect((await as.reader.post(`${company}/events`, { json: report("Spild ved port 2") })).status).toBe(403);
    expect((await as.reader.get(`${company}/permissions`)).data.content).not.toContain("REPORT_EVENT");
    expect((await as.editor.get(`${company}/permissions`)).data.content).toContain("REPORT_EVENT");
    expect((await as.editor.post(`${company}/events`, { json: report("Spild ved port 3") })).status).toBe(201);

    await letMembersReport(true);
    try {
      const reported = await as.reader.post(`${company}/events`, { json: report("Spild ved port 4") });
      expect(reported.status).toBe(201);
      expect((await as.reader.get(`${department}/permissions`)).data.content).toContain("REPORT_EVENT");
      const below = await as.reader.post(`${department}/events`, { json: report("Spild ved port 5") });
      expect(below.status).toBe(201);
      // Reporting is all it opens: the report stays the editors' to change.
      const changed = await as.reader.put(`${company}/events/${reported.data.id}`, { json: {} });
      expect(changed.status).toBe(403);
      // The holding above keeps its own choice.
      const holding = `/organizations/${world.tree.holding.id}`;
      expect((await as.reader.post(`${holding}/events`, { json: report("Spild ved port 6") })).status).toBe(403);
      // Another tenant's organization stays hidden.
      const other = await as.reader.post(`/organizations/${world.otherTenant.id}/events`, {
        json: report("Spild ved port 7"),
      });
      expect(other.status).toBe(404);
    } finally {
      await letMembersReport(false);
    }
    expect((await as.reader.post(`${company}/events`, { json: report("Spild ved port 8") })).status).toBe(403);
  });
});
