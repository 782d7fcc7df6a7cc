import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { dayFromToday as day } from "../support/work-member";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let reader: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  reader = await signInAs(api.url, api.db, world, "reader");
});
afterAll(() => api.close());

const at = (organizationId: number) => `/organizations/${organizationId}/risk-rounds`;

describe("the APV rounds", () => {
  it("starts one open round a department, records it done, and says when the next is due", async () => {
    const base = at(world.tree.subsidiary.id);
    const start = { department_id: world.tree.department.id, started_on: "2026-09-01", due_on: "2026-10-31" };
    const started = await editor.post(base, { json: start });
    expect(started.status).toBe(201);
    expect(started.data).toMatchObject({
      department: { id: world.tree.department.id, name: "Production" },
      status: "OPEN",
      overdue: true,
      next_due: null,
    });
    // The same start again (a double click) answers the open round; another start while it is open is refused.
    const again = await editor.post(base, { json: start });
    expect([again.status, again.data.id]).toEqual([200, started.data.id]);
    expect((await editor.post(base, { json: { ...start, due_on: "2026-12-31" } })).status).toBe(409);
    expect((await reader.post(base, { json: start })).status).toBe(403);

    // Done before it started is refused and changes nothing; done on a day closes it.
    const early = await editor.post(`${base}/done`, { json: { round_ids: [started.data.id], done_on: "2026-08-01" } });
    expect([early.status, early.data.errors?.[0]?.code]).toEqual([422, "done_before_start"]);
    const done = await editor.post(`${base}/done`, { json: { round_ids: [started.data.id], done_on: "2026-10-15" } });
    expect(done.data).toEqual({ done: 1 });
    expect(
      (await editor.post(`${base}/done`, { json: { round_ids: [started.data.id], done_on: "2026-11-01" } })).data,
    ).toEqual({ done: 0 });
    const listed = await reader.get(`${base}?status=DONE`);
    expect(listed.data.content).toEqual([
      expect.objectContaining({ id: started.data.id, done_on: "2026-10-15", next_due: "2029-10-15", overdue: false }),
    ]);
    // A new round may start once the last is done.
    expect(
      (await editor.post(base, { json: { ...start, started_on: "2026-11-01", due_on: "2027-01-31" } })).status,
    ).toBe(201);
  });

  it("refuses a department elsewhere, a due day before the start and far dates, changing nothing", async () => {
    const base = at(world.tree.subsidiary.id);
    for (const json of [
      { department_id: world.otherTenant.id, started_on: "2026-09-01", due_on: "2026-10-31" },
      { department_id: world.tree.limited.id, started_on: "2026-09-01", due_on: "2026-10-31" },
      { department_id: world.tree.department.id, started_on: "2026-09-01", due_on: "2026-08-31" },
      { department_id: world.tree.department.id, started_on: "2026-09-01", due_on: "9999-12-31" },
      { department_id: world.tree.department.id, started_on: "2099-09-01", due_on: "2099-10-31" },
    ])
      expect((await editor.post(base, { json })).status).toBe(422);
    expect(
      (
        await editor.post(`${at(world.otherTenant.id)}`, {
          json: { department_id: world.otherTenant.id, started_on: "2026-09-01", due_on: "2026-10-31" },
        })
      ).status,
    ).toBe(404);
    expect((await editor.post(`${base}/done`, { json: { round_ids: [999_999], done_on: "2026-10-01" } })).status).toBe(
      422,
    );
  });

  it("puts a risk's review and an open round in my work for those who edit closest to them, not readers", async () => {
    const base = `/organizations/${world.tree.subsidiary.id}`;
    await editor.post(`${base}/risks`, {
      json: {
        activity: "Svejsning i værkstedet",
        hazard_category: "FIRE_AND_EXPLOSION",
        hazard: "Gnister ved brændbart materiale",
        department_id: world.tree.department.id,
        likelihood: 2,
        severity: 4,
        next_review_date: day(-3),
      },
    });
    await editor.post(`/organizations/${world.tree.holding.id}/risk-rounds`, {
      json: { department_id: world.tree.holdingDepartment.id, started_on: day(-40), due_on: day(10) },
    });
    const workOf = async (client: ApiClient, kind: string) =>
      ((await client.get(`/my-work?kind=${kind}&size=50`)).data.content as { title: string; state: string }[]).map(
        (item) => [item.title, item.state],
      );
    expect(await workOf(editor, "RISK_REVIEW")).toContainEqual(["Svejsning i værkstedet", "OVERDUE"]);
    expect(await workOf(editor, "APV_ROUND")).toContainEqual(["Group HSE", "DUE"]);
    expect(await workOf(reader, "RISK_REVIEW")).toEqual([]);
    expect(await workOf(reader, "APV_ROUND")).toEqual([]);
  });
});
