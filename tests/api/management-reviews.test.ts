import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actions, auditFindings, events, internalAudits, memberships } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createUser } from "../support/factories";
import { multipart, pngBytes } from "../support/sample-files";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";
import { dayFromToday, memberWithWork } from "../support/work-member";

let api: TestApi;
let world: World;
let editor: ApiClient;
let reader: ApiClient;
let manager: ApiClient;
let chair: number;
let participant: number;

async function memberOfHolding() {
  const user = await createUser(api.db, { memberships: [{ organizationId: world.tree.holding.id, scope: "MANAGE" }] });
  const [row] = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
  return row!.id;
}

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  reader = await signInAs(api.url, api.db, world, "reader");
  manager = await signInAs(api.url, api.db, world, "manager");
  chair = await memberOfHolding();
  participant = await memberOfHolding();
});
afterAll(() => api.close());

const at = (organizationId: number) => `/organizations/${organizationId}/management-reviews`;
const review = (values: object = {}) => ({
  title: "Ledelsens evaluering 2026",
  review_date: dayFromToday(-5),
  chair_id: chair,
  participant_ids: [participant],
  external_participants: "Ekstern konsulent",
  ...values,
});

describe("management reviews", () => {
  it("plans a review once for a repeated request; MANAGE plans, READ reads, EDIT and READ may not write", async () => {
    const base = at(world.tree.holding.id);
    const planned = await manager.post(base, { json: review({ title: "Evaluering A" }) });
    expect(planned.status).toBe(201);
    expect(planned.data).toMatchObject({
      status: "PLANNED",
      chair: { id: chair },
      participants: [{ id: participant }],
      agenda: null,
      actions: [],
      organization: { id: world.tree.holding.id },
    });
    const again = await manager.post(base, { json: review({ title: "Evaluering A" }) });
    expect([again.status, again.data.id]).toEqual([200, planned.data.id]);
    for (const client of [editor, reader]) {
      expect((await client.post(base, { json: review({ title: "Ikke planlagt" }) })).status).toBe(403);
      const stamp = { last_modified_date: planned.data.last_modified_date };
      expect((await client.post(`${base}/${planned.data.id}/agenda`, { json: stamp })).status).toBe(403);
      expect(
        (await client.post(`${base}/${planned.data.id}/status`, { json: { ...stamp, status: "HELD" } })).status,
      ).toBe(403);
    }
    const listed = await reader.get(`${base}?q=Evaluering A`);
    expect(listed.data.content.map((row: { id: number }) => row.id)).toEqual([planned.data.id]);
  });

  it("refuses bad input: no title, a stranger as chair, a next review before this one; a stale edit is 409", async () => {
    const base = at(world.tree.holding.id);
    expect((await manager.post(base, { json: review({ title: "" }) })).status).toBe(422);
    const stranger = await createUser(api.db, {
      memberships: [{ organizationId: world.otherTenant.id, scope: "EDIT" }],
    });
    const [foreign] = await api.db.select().from(memberships).where(eq(memberships.userId, stranger.id));
    const outsider = await manager.post(base, { json: review({ chair_id: foreign!.id }) });
    expect([outsider.status, outsider.data.errors[0].path]).toEqual([422, "chair_id"]);

    const planned = await manager.post(base, { json: review({ title: "Evaluering B" }) });
    const stamp = planned.data.last_modified_date;
    const minutes = (values: object) =>
      manager.put(`${base}/${planned.data.id}/minutes`, {
        json: { notes: {}, decisions: null, next_review_date: null, last_modified_date: stamp, ...values },
      });
    const backwards = await minutes({ next_review_date: dayFromToday(-30) });
    expect([backwards.status, backwards.data.errors[0].code]).toEqual([422, "next_review_not_after"]);
    const saved = await minutes({ notes: { resources: "To nye HSE-ressourcer" }, decisions: "Ny affaldsmålsætning" });
    expect(saved.status).toBe(200);
    expect(saved.data.notes.resources).toBe("To nye HSE-ressourcer");
    const body = review({ title: "Evaluering B, rettet" });
    const stale = await manager.put(`${base}/${planned.data.id}`, { json: { ...body, last_modified_date: stamp } });
    expect(stale.status).toBe(409);
  });

  it("assembles the agenda from the records as of its date, freezes it when held, and closes read-only", async () => {
    const org = world.tree.subsidiary.id;
    const base = at(org);
    const day = dayFromToday(-20);
    await api.db.insert(events).values({
      organizationId: world.tree.department.id,
      title: "Fald fra stige",
      occurredAt: new Date(`${day}T10:00:00Z`),
      importance: "HIGH",
      category: "WORK_ENVIRONMENT",
      accident: true,
      daysOfAbsence: 3,
    });
    const [audit] = await api.db
      .insert(internalAudits)
      .values({ organizationId: org, subject: "Lageraudit", coversSafety: true, startDate: day, status: "REPORTED" })
      .returning();
    await api.db
      .insert(auditFindings)
      .values({ auditId: audit!.id, type: "MINOR", description: "Stige ikke efterset", cause: "Ingen ejer" });
    const planned = await manager.post(base, { json: review({ title: "Datterselskabets evaluering" }) });
    const assembled = await manager.post(`${base}/${planned.data.id}/agenda`, {
      json: { last_modified_date: planned.data.last_modified_date },
    });
    expect(assembled.status).toBe(200);
    const agenda = assembled.data.agenda;
    expect(agenda.as_of).toBe(planned.data.review_date);
    expect(agenda.incidents).toMatchObject({ events: 1, accidents: 1, lost_time: 1, days_lost: 3 });
    expect(agenda.nonconformities.findings).toMatchObject([{ type: "MINOR", audit_subject: "Lageraudit" }]);
    expect(agenda.audits.findings_by_type).toContainEqual({ type: "MINOR", count: 1 });
    expect(agenda.objectives).toEqual([]);
    expect(agenda.compliance.map((row: { organization: { id: number } }) => row.organization.id)).toContain(org);

    // An event after the review's date is not on its agenda, and holding reads the records again.
    await api.db.insert(events).values({
      organizationId: org,
      title: "Efter evalueringen",
      occurredAt: new Date(`${dayFromToday(-1)}T10:00:00Z`),
      importance: "LOW",
      category: "OTHER",
    });
    const held = await manager.post(`${base}/${planned.data.id}/status`, {
      json: { status: "HELD", last_modified_date: assembled.data.last_modified_date },
    });
    expect([held.status, held.data.status, held.data.agenda.incidents.events]).toEqual([200, "HELD", 1]);
    const refused = await manager.post(`${base}/${planned.data.id}/agenda`, {
      json: { last_modified_date: held.data.last_modified_date },
    });
    expect([refused.status, refused.data.errors[0].code]).toEqual([422, "agenda_frozen"]);
    const closed = await manager.post(`${base}/${planned.data.id}/status`, {
      json: { status: "CLOSED", last_modified_date: held.data.last_modified_date },
    });
    expect(closed.data.status).toBe("CLOSED");
    const locked = await manager.put(`${base}/${planned.data.id}/minutes`, {
      json: {
        notes: {},
        decisions: "Sent",
        next_review_date: null,
        last_modified_date: closed.data.last_modified_date,
      },
    });
    expect([locked.status, locked.data.errors[0].code]).toEqual([422, "review_closed"]);
  });

  it("refuses holding before the review's date and skipping a step", async () => {
    const base = at(world.tree.holding.id);
    const future = await manager.post(base, { json: review({ title: "Kommende", review_date: dayFromToday(20) }) });
    const early = await manager.post(`${base}/${future.data.id}/status`, {
      json: { status: "HELD", last_modified_date: future.data.last_modified_date },
    });
    expect([early.status, early.data.errors[0].code]).toEqual([422, "review_not_yet"]);
    const skipped = await manager.post(`${base}/${future.data.id}/status`, {
      json: { status: "CLOSED", last_modified_date: future.data.last_modified_date },
    });
    expect([skipped.status, skipped.data.errors[0].code]).toEqual([422, "review_status_step"]);
  });

  it("plans actions with the source REVIEW, and the next review's agenda lists them", async () => {
    const org = world.tree.limited.id;
    const base = at(world.tree.holding.id);
    const earlier = await manager.post(base, {
      json: review({ title: "Sidste års evaluering", review_date: dayFromToday(-300) }),
    });
    const planned = await manager.post(`/organizations/${world.tree.holding.id}/actions`, {
      json: {
        title: "Nyt mål for affald",
        kind: "IMPROVEMENT",
        review_id: earlier.data.id,
        due_date: dayFromToday(-10),
      },
    });
    expect([planned.status, planned.data.source, planned.data.origin.id]).toEqual([201, "REVIEW", earlier.data.id]);
    const [row] = await api.db.select().from(actions).where(eq(actions.id, planned.data.id));
    expect(row!.reviewId).toBe(earlier.data.id);
    const elsewhere = await manager.post(`/organizations/${org}/actions`, {
      json: { title: "Ikke herfra", review_id: earlier.data.id },
    });
    expect([elsewhere.status, elsewhere.data.errors?.[0]?.path]).toEqual([422, "review_id"]);
    await manager.post(`${base}/${earlier.data.id}/status`, {
      json: { status: "HELD", last_modified_date: earlier.data.last_modified_date },
    });

    const next = await manager.post(base, {
      json: review({ title: "Årets evaluering", review_date: dayFromToday(-1) }),
    });
    const assembled = await manager.post(`${base}/${next.data.id}/agenda`, {
      json: { last_modified_date: next.data.last_modified_date },
    });
    expect(assembled.data.agenda.previous_review).toMatchObject({ id: earlier.data.id });
    expect(assembled.data.agenda.previous_actions).toMatchObject([
      { id: planned.data.id, status: "OPEN", overdue: true, review: { id: earlier.data.id } },
    ]);
    expect((await reader.get(`${base}/${earlier.data.id}`)).data.actions.map((a: { id: number }) => a.id)).toEqual([
      planned.data.id,
    ]);
  });

  it("keeps the review's files: MANAGE attaches them, READ reads them, EDIT may not", async () => {
    const base = at(world.tree.holding.id);
    const planned = await manager.post(base, { json: review({ title: "Evaluering med filer" }) });
    const upload = await editor.post(`/organizations/${world.tree.holding.id}/files`, {
      body: multipart({ standalone: "false" }, { name: "Referat underskrevet.png", bytes: pngBytes() }),
    });
    const attach = `${base}/${planned.data.id}/files/${upload.data.id}`;
    for (const client of [editor, reader]) expect((await client.post(attach)).status).toBe(403);
    expect((await manager.post(attach)).status).toBe(204);
    expect((await reader.get(`${base}/${planned.data.id}`)).data.files).toMatchObject([
      { name: "Referat underskrevet.png" },
    ]);
  });

  it("puts a planned review in its chair's work, due on its date, until it is held", async () => {
    const { me, mine } = await memberWithWork(api, world);
    const base = at(world.tree.holding.id);
    const today = dayFromToday(0);
    const planned = await manager.post(base, {
      json: review({ title: "Min evaluering", chair_id: mine.holding, review_date: today }),
    });
    const work = async () =>
      (await me.get("/my-work?kind=MANAGEMENT_REVIEW")).data.content.map(
        (item: { record_id: number }) => item.record_id,
      );
    expect(await work()).toEqual([planned.data.id]);
    const held = await manager.post(`${base}/${planned.data.id}/status`, {
      json: { status: "HELD", last_modified_date: planned.data.last_modified_date },
    });
    expect(held.status).toBe(200);
    expect(await work()).toEqual([]);
  });
});
