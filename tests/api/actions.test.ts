import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../../server/db/schema";
import { businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import { createUser } from "../support/factories";
import { type ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let reader: ApiClient;
let owner: number;
let otherOwner: number;
let outsider: number;
let plan: string;

async function member(organizationId: number) {
  const user = await createUser(api.db, { memberships: [{ organizationId, scope: "EDIT" }] });
  const [membership] = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
  return { user, id: membership!.id };
}

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  reader = await signInAs(api.url, api.db, world, "reader");
  owner = (await member(world.tree.subsidiary.id)).id;
  otherOwner = (await member(world.tree.holding.id)).id;
  outsider = (await member(world.otherTenant.id)).id;
  plan = `/organizations/${world.tree.subsidiary.id}/actions`;
});
afterAll(() => api.close());

const daysFromToday = (days: number) => {
  const date = new Date(`${businessToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const titles = (response: { data: { content: { title: string }[] } }) => response.data.content.map((a) => a.title);
const codes = (response: { data: unknown }) => JSON.stringify(response.data);

describe("the action plan", () => {
  it("plans an action of its own once for a repeated request, and follows it to done and judged", async () => {
    const input = { title: "Støjskærme ved pressen – fase 1", owner_id: owner, due_date: daysFromToday(20) };
    const created = await editor.post(plan, { json: input });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      title: "Støjskærme ved pressen – fase 1",
      source: "NONE",
      origin: null,
      kind: "CORRECTIVE",
      status: "OPEN",
      owner: { id: owner },
      organization: { id: world.tree.subsidiary.id },
      overdue: false,
      files: [],
    });
    const again = await editor.post(plan, { json: input });
    expect([again.status, again.data.id]).toEqual([200, created.data.id]);

    const path = `${plan}/${created.data.id}`;
    const base = { ...input, last_modified_date: created.data.last_modified_date };
    const early = await editor.put(path, { json: { ...base, done_date: daysFromToday(-1) } });
    expect([early.status, codes(early)]).toEqual([422, expect.stringContaining("done_date_not_done")]);
    const judgedEarly = await editor.put(path, { json: { ...base, effectiveness: "EFFECTIVE" } });
    expect([judgedEarly.status, codes(judgedEarly)]).toEqual([
      422,
      expect.stringContaining("effectiveness_before_done"),
    ]);

    const done = await editor.put(path, { json: { ...base, status: "DONE" } });
    expect(done.data).toMatchObject({ status: "DONE", done_date: businessToday(), effectiveness_checked_by: null });
    expect((await editor.put(path, { json: { ...base, status: "IN_PROGRESS" } })).status).toBe(409);
    const judged = await editor.put(path, {
      json: {
        ...input,
        status: "DONE",
        done_date: done.data.done_date,
        effectiveness: "NOT_EFFECTIVE",
        effectiveness_note: "Støjen er uændret",
        last_modified_date: done.data.last_modified_date,
      },
    });
    expect(judged.data).toMatchObject({
      effectiveness: "NOT_EFFECTIVE",
      effectiveness_checked_by: { id: expect.any(Number) },
    });
    expect(judged.data.effectiveness_checked_at).toBeTruthy();
    const ineffective = await reader.get(`${plan}?ineffective=true&status=ALL`);
    expect(titles(ineffective)).toContain("Støjskærme ved pressen – fase 1");
  });

  it("refuses an owner, a department or an event it may not use, and changes nothing", async () => {
    const refused = async (values: object, field: string) => {
      const answer = await editor.post(plan, { json: { title: "Afvist", ...values } });
      expect([answer.status, codes(answer)]).toEqual([422, expect.stringContaining(field)]);
    };
    await refused({ owner_id: outsider }, "owner_id");
    await refused({ department_id: world.tree.holdingDepartment.id }, "department_id");
    await refused({ event_id: 2_000_000_000 }, "event_id");
    await refused({ due_date: "9999-12-31" }, "due_date");
    await refused({ title: "" }, "title");
    expect(titles(await editor.get(`${plan}?q=Afvist`))).toEqual([]);
  });

  it("lists what is not done, soonest due first, rolled up over the holding, with its filters", async () => {
    const at = (organizationId: number) => `/organizations/${organizationId}/actions`;
    const made = async (organizationId: number, values: object) => {
      const answer = await editor.post(at(organizationId), { json: values });
      expect(answer.status).toBe(201);
      return answer.data as { id: number; last_modified_date: string };
    };
    await made(world.tree.subsidiary.id, { title: "Liste: forfalden", due_date: daysFromToday(-3), owner_id: owner });
    await made(world.tree.subsidiary.id, {
      title: "Liste: denne uge",
      due_date: daysFromToday(5),
      department_id: world.tree.department.id,
      kind: "PREVENTIVE",
    });
    await made(world.tree.holding.id, { title: "Liste: koncernen", due_date: daysFromToday(60), owner_id: otherOwner });
    await made(world.tree.subsidiary.id, { title: "Liste: udført", status: "DONE", done_date: daysFromToday(-1) });

    const list = (query: string) => reader.get(`${at(world.tree.holding.id)}?q=Liste&${query}`);
    expect(titles(await list(""))).toEqual(["Liste: forfalden", "Liste: denne uge", "Liste: koncernen"]);
    expect(titles(await list("status=DONE"))).toEqual(["Liste: udført"]);
    expect(titles(await list("overdue=true"))).toEqual(["Liste: forfalden"]);
    expect(titles(await list("due_within_days=7"))).toEqual(["Liste: forfalden", "Liste: denne uge"]);
    expect(titles(await list(`owner_id=${otherOwner}`))).toEqual(["Liste: koncernen"]);
    expect(titles(await list(`department_id=${world.tree.subsidiary.id}`))).toEqual(["Liste: denne uge"]);
    expect(titles(await list("source=EVENT"))).toEqual([]);
    expect(titles(await list("sort=title,desc"))).toEqual(["Liste: koncernen", "Liste: forfalden", "Liste: denne uge"]);
    // The subsidiary does not see its holding's.
    expect(titles(await reader.get(`${at(world.tree.subsidiary.id)}?q=Liste`))).not.toContain("Liste: koncernen");
    const overdue = (await list("overdue=true")).data.content[0];
    expect(overdue).toMatchObject({ overdue: true, owner: { id: owner } });

    // Without a search the page and the count are read apart: every page tells the same total.
    const holdingPlan = (query: string) => reader.get(`${at(world.tree.holding.id)}?status=ALL&${query}`);
    const all = (await holdingPlan("size=200")).data;
    expect(all.total_elements).toBe(all.content.length);
    const pages = await Promise.all(["size=1&page=0", "size=2&page=1", "size=2&page=999"].map(holdingPlan));
    expect(pages.map((answer) => [answer.data.total_elements, answer.data.content.length])).toEqual([
      [all.total_elements, 1],
      [all.total_elements, 2],
      [all.total_elements, 0],
    ]);
  });

  it("gives chosen actions one owner and one due date, all or none", async () => {
    const made = async (title: string) =>
      (await editor.post(plan, { json: { title, due_date: daysFromToday(9) } })).data;
    const first = await made("Bulk 1");
    const second = await made("Bulk 2");
    const change = (body: object) =>
      editor.post(`/organizations/${world.tree.subsidiary.id}/action-changes`, { json: body });

    const nothing = await change({ action_ids: [first.id] });
    expect([nothing.status, codes(nothing)]).toEqual([422, expect.stringContaining("nothing_to_change")]);
    const foreign = await change({ action_ids: [first.id, 2_000_000_000], owner_id: owner });
    expect(foreign.status).toBe(422);
    expect((await editor.get(`${plan}/${first.id}`)).data.owner).toBeNull();

    const changed = await change({
      action_ids: [first.id, second.id, first.id],
      owner_id: owner,
      due_date: daysFromToday(30),
    });
    expect(changed.data).toEqual({ changed: 2 });
    for (const id of [first.id, second.id]) {
      expect((await editor.get(`${plan}/${id}`)).data).toMatchObject({
        owner: { id: owner },
        due_date: daysFromToday(30),
      });
    }
    const reassigned = await change({ action_ids: [second.id], owner_id: otherOwner });
    expect(reassigned.data).toEqual({ changed: 1 });
    expect((await editor.get(`${plan}/${second.id}`)).data).toMatchObject({
      owner: { id: otherOwner },
      due_date: daysFromToday(30),
    });
    expect(
      (
        await reader.post(`/organizations/${world.tree.subsidiary.id}/action-changes`, {
          json: { action_ids: [first.id], owner_id: owner },
        })
      ).status,
    ).toBe(403);
  });

  it("keeps an event's actions where the event is, and refuses new ones once it is closed", async () => {
    const events = `/organizations/${world.tree.subsidiary.id}/events`;
    const event = (
      await editor.post(events, {
        json: {
          title: "Nærved-hændelse i hal 2",
          occurred_at: "2026-09-01T08:00:00.000Z",
          importance: "LOW",
          department_id: world.tree.department.id,
        },
      })
    ).data;
    // Planned from the holding, it is kept by the event's company.
    const planned = await editor.post(`/organizations/${world.tree.holding.id}/actions`, {
      json: { title: "Afmærk gangarealer", event_id: event.id, kind: "IMMEDIATE" },
    });
    expect(planned.data).toMatchObject({
      source: "EVENT",
      organization: { id: world.tree.subsidiary.id },
      origin: { id: event.id, name: "Nærved-hændelse i hal 2" },
    });
    const withIt = (await editor.get(`${events}/${event.id}`)).data;
    expect(withIt.actions.map((a: { id: number }) => a.id)).toEqual([planned.data.id]);
    await editor.put(`${plan}/${planned.data.id}`, {
      json: {
        title: "Afmærk gangarealer",
        kind: "IMMEDIATE",
        status: "DONE",
        effectiveness: "EFFECTIVE",
        last_modified_date: planned.data.last_modified_date,
      },
    });
    const closed = await editor.post(`${events}/${event.id}/status`, {
      json: { status: "CLOSED", last_modified_date: withIt.last_modified_date },
    });
    expect(closed.status).toBe(200);
    const late = await editor.post(plan, { json: { title: "For sent", event_id: event.id } });
    expect([late.status, codes(late)]).toEqual([422, expect.stringContaining("event_closed")]);
    const bulk = await editor.post(`/organizations/${world.tree.subsidiary.id}/action-changes`, {
      json: { action_ids: [planned.data.id], due_date: daysFromToday(3) },
    });
    expect([bulk.status, codes(bulk)]).toEqual([422, expect.stringContaining("event_closed")]);
    // Another tenant's event is not one to plan against.
    const stranger = await signInAs(api.url, api.db, world, "limited");
    const foreign = await stranger.post(`/organizations/${world.tree.limited.id}/actions`, {
      json: { title: "Fremmed", event_id: event.id },
    });
    expect([foreign.status, codes(foreign)]).toEqual([422, expect.stringContaining("event_id")]);
  });
});
