import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, organizations } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let reader: ApiClient;
let responsible: number;
let base: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  const user = await createUser(api.db, { memberships: [{ organizationId: world.tree.subsidiary.id, scope: "EDIT" }] });
  editor = new ApiClient(api.url);
  await editor.login(user.email);
  const [membership] = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
  responsible = membership!.id;
  reader = await signInAs(api.url, api.db, world, "reader");
  // The holding names its country; its companies and departments take it from there.
  await api.db.update(organizations).set({ countryAlpha2: "DK" }).where(eq(organizations.id, world.tree.holding.id));
  base = `/organizations/${world.tree.subsidiary.id}/events`;
});
afterAll(() => api.close());

const report = (values: object = {}) => ({
  title: "Gaffeltruck ramte reol på lager øst",
  occurred_at: "2026-09-14T07:40:00.000Z",
  importance: "HIGH",
  accident: true,
  injured_role: "Warehouse operator",
  injury: "Bruised foot",
  days_of_absence: 3,
  department_id: world.tree.department.id,
  ...values,
});

describe("reporting an event", () => {
  it("reports once for a repeated report, and keeps it to the organization", async () => {
    const created = await editor.post(base, { json: report() });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      status: "REPORTED",
      accident: true,
      days_of_absence: 3,
      department: { name: "Production" },
      open_actions: 0,
      actions: [],
    });
    expect(created.data.reported_by.id).toBeGreaterThan(0);
    // Injured on 14 September (Copenhagen), away from the 15th: reported by 29 September (decision 017).
    expect(created.data.reporting).toMatchObject({
      rule: "DK",
      reportable: true,
      counted_from: "2026-09-15",
      deadline: "2026-09-29",
      first_day_assumed: true,
    });
    const again = await editor.post(base, { json: report() });
    expect([again.status, again.data.id]).toEqual([200, created.data.id]);
    expect((await reader.post(base, { json: report({ title: "Læsers hændelse" }) })).status).toBe(403);
    const other = `/organizations/${world.otherTenant.id}/events/${created.data.id}`;
    expect((await editor.get(other)).status).toBe(404);
  });

  it("refuses an event in the future, an accident that is a near miss, and a department elsewhere", async () => {
    const future = await editor.post(base, {
      json: report({ occurred_at: new Date(Date.now() + 3_600_000).toISOString() }),
    });
    expect([future.status, JSON.stringify(future.data)]).toEqual([422, expect.stringContaining("future_occurrence")]);
    const both = await editor.post(base, { json: report({ near_miss: true }) });
    expect([both.status, JSON.stringify(both.data)]).toEqual([422, expect.stringContaining("near_miss")]);
    const sameDay = await editor.post(base, { json: report({ first_day_of_absence: "2026-09-14" }) });
    expect([sameDay.status, JSON.stringify(sameDay.data)]).toEqual([
      422,
      expect.stringContaining("absence_not_after_injury"),
    ]);
    const elsewhere = await editor.post(base, { json: report({ department_id: world.otherTenant.id }) });
    expect([elsewhere.status, JSON.stringify(elsewhere.data)]).toEqual([422, expect.stringContaining("department_id")]);
  });
});

describe("handling an event", () => {
  it("closes only when every action is done and checked, then is read-only until reopened with a reason", async () => {
    const event = (
      await editor.post(base, { json: report({ title: "Kemikaliespild ved påfyldning", accident: false }) })
    ).data;
    const path = `${base}/${event.id}`;
    const investigating = await editor.post(`${path}/status`, {
      json: { status: "UNDER_INVESTIGATION", last_modified_date: event.last_modified_date },
    });
    expect(investigating.data.status).toBe("UNDER_INVESTIGATION");
    const plan = `/organizations/${world.tree.subsidiary.id}/actions`;
    const action = {
      title: "Drypbakke under påfyldningsstuds",
      event_id: event.id,
      owner_id: responsible,
      due_date: "2026-10-01",
    };
    const added = await editor.post(plan, { json: action });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ source: "EVENT", origin: { id: event.id }, status: "OPEN" });
    expect((await editor.post(plan, { json: action })).status).toBe(200);
    const withAction = (await editor.get(path)).data;
    expect(withAction.actions).toHaveLength(1);
    expect(withAction).toMatchObject({ open_actions: 1, overdue_actions: 1 });
    const { event_id: _source, ...planned } = action;

    const close = (stamp: string) =>
      editor.post(`${path}/status`, { json: { status: "CLOSED", last_modified_date: stamp } });
    const refusedOpen = await close(investigating.data.last_modified_date);
    expect([refusedOpen.status, JSON.stringify(refusedOpen.data)]).toEqual([
      422,
      expect.stringContaining("open_actions"),
    ]);
    const done = await editor.put(`${plan}/${added.data.id}`, {
      json: { ...planned, status: "DONE", done_date: "2026-09-30", last_modified_date: added.data.last_modified_date },
    });
    expect(done.status).toBe(200);
    const refusedUnchecked = await close(investigating.data.last_modified_date);
    expect(JSON.stringify(refusedUnchecked.data)).toContain("unchecked_actions");
    const checked = await editor.put(`${plan}/${added.data.id}`, {
      json: {
        ...planned,
        status: "DONE",
        done_date: "2026-09-30",
        effectiveness: "EFFECTIVE",
        effectiveness_note: "Ingen spild siden",
        last_modified_date: done.data.last_modified_date,
      },
    });
    expect(checked.data.effectiveness_checked_by).toMatchObject({ id: expect.any(Number) });
    const closed = await close(investigating.data.last_modified_date);
    expect(closed.status).toBe(200);
    // A closed event's actions do not change until it is reopened.
    const refusedChange = await editor.put(`${plan}/${added.data.id}`, {
      json: { ...planned, last_modified_date: checked.data.last_modified_date },
    });
    expect([refusedChange.status, JSON.stringify(refusedChange.data)]).toEqual([
      422,
      expect.stringContaining("event_closed"),
    ]);
    expect(closed.data).toMatchObject({ status: "CLOSED", closed_by: { id: expect.any(Number) } });
    expect(closed.data.closed_at).toBeTruthy();

    const edit = {
      ...report({ title: "Ændret" }),
      cause: null,
      whys: [],
      contributing_factors: null,
      last_modified_date: closed.data.last_modified_date,
    };
    const refusedEdit = await editor.put(path, { json: edit });
    expect([refusedEdit.status, JSON.stringify(refusedEdit.data)]).toEqual([
      422,
      expect.stringContaining("event_closed"),
    ]);
    const reopenBare = await editor.post(`${path}/status`, {
      json: { status: "ACTIONS_IN_PROGRESS", last_modified_date: closed.data.last_modified_date },
    });
    expect(JSON.stringify(reopenBare.data)).toContain("reopen_reason_required");
    const reopened = await editor.post(`${path}/status`, {
      json: {
        status: "ACTIONS_IN_PROGRESS",
        reason: "Spild igen 2. oktober",
        last_modified_date: closed.data.last_modified_date,
      },
    });
    expect(reopened.data).toMatchObject({ status: "ACTIONS_IN_PROGRESS", closed_at: null, closed_by: null });
    expect(reopened.data.status_changes.map((change: { to_status: string }) => change.to_status)).toEqual([
      "UNDER_INVESTIGATION",
      "CLOSED",
      "ACTIONS_IN_PROGRESS",
    ]);
    expect(reopened.data.status_changes[2].reason).toBe("Spild igen 2. oktober");
    const investigated = await editor.put(path, {
      json: {
        ...edit,
        title: "Kemikaliespild ved påfyldning",
        cause: "Utæt studs",
        whys: ["Studsen var slidt", "Ingen vedligeholdelsesplan"],
        last_modified_date: reopened.data.last_modified_date,
      },
    });
    expect(investigated.data.whys).toEqual(["Studsen var slidt", "Ingen vedligeholdelsesplan"]);
    expect(
      (await editor.put(path, { json: { ...edit, last_modified_date: reopened.data.last_modified_date } })).status,
    ).toBe(409);
  });

  it("lists events newest first with filters for open ones, accidents and overdue actions", async () => {
    const list = (query: string) => reader.get(`${base}?${query}`);
    const open = (await list("status=OPEN&size=100")).data.content;
    expect(open.every((row: { status: string }) => row.status !== "CLOSED")).toBe(true);
    const accidents = (await list("accident=true")).data.content;
    expect(accidents.map((row: { title: string }) => row.title)).toContain("Gaffeltruck ramte reol på lager øst");
    const overdue = (await list("overdue_actions=true")).data.content;
    expect(overdue.every((row: { overdue_actions: number }) => row.overdue_actions > 0)).toBe(true);
    const dates = (await list("size=100")).data.content.map((row: { occurred_at: string }) => row.occurred_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list("status=SOMETIMES")).status).toBe(422);
  });
});
