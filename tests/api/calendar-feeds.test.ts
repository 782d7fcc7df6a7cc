import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, memberships, organizations } from "../../server/db/schema";
import { businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { parseCalendar } from "../support/icalendar";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
let other: { id: number };
const as = {} as Record<"editor" | "reader" | "leaver" | "limited", ApiClient>;
const userIds = {} as Record<keyof typeof as, number>;
let responsibleMember: number;

const logged: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  api = await startTestApi({}, { logger: pino({ level: "info" }, sink) });
  tree = await createHolding(api.db);
  other = await createOrganization(api.db, { name: "Another tenant" });
  for (const [role, organizationId, scope, language] of [
    ["editor", tree.holding.id, "EDIT", "da"],
    ["reader", tree.holding.id, "READ", "en"],
    ["leaver", tree.holding.id, "READ", undefined],
    ["limited", tree.limited.id, "EDIT", undefined],
  ] as const) {
    const user = await createUser(api.db, { memberships: [{ organizationId, scope }], language });
    userIds[role] = user.id;
    as[role] = new ApiClient(api.url);
    await as[role].login(user.email);
  }
  const [membership] = await api.db.select().from(memberships).where(eq(memberships.userId, userIds.editor));
  responsibleMember = membership!.id;
});
afterAll(() => api.close());

const daysAgo = (days: number) =>
  new Date(Date.parse(`${businessToday()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const feedPath = (org = tree.holding.id) => `/organizations/${org}/calendar-feed`;
const anonymous = () => new ApiClient(api.url);

/** The feed's own path, from the address the API answers, read as a calendar program would. */
const readFeed = (url: string) => anonymous().get(new URL(url).pathname.replace(/^\/api\/v1/, ""));

async function subscribe(client: ApiClient, org = tree.holding.id) {
  const created = await client.post(feedPath(org));
  expect(created.status).toBe(201);
  return created.data as { token: string; url: string; created_date: string };
}

async function newAgreement(name: string, startsAt: string, org = tree.holding.id) {
  const created = await as.editor.post(`/organizations/${org}/agreements`, {
    json: { name, type: "SERVICE_AND_INSPECTION", starts_at: startsAt, frequency: "P1Y", responsible_member_id: null },
  });
  expect(created.status).toBe(201);
  return created.data as { id: number; next_inspection: { id: number; due_date: string } };
}

describe("a calendar subscription", () => {
  it("is made, answered once with its address, and then only said to exist", async () => {
    expect((await as.reader.get(feedPath())).data).toEqual({ subscribed: false, created_date: null });
    const created = await subscribe(as.reader);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`http://localhost:3000/api/v1/calendar-feeds/${created.token}`);
    const state = await as.reader.get(feedPath());
    expect(state.status).toBe(200);
    expect(state.data).toEqual({ subscribed: true, created_date: created.created_date });
    expect(JSON.stringify(state.data)).not.toContain(created.token);
    const stored = () => api.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userIds.reader));
    const [row] = await stored();
    expect(row!.tokenHash).not.toContain(created.token);
    expect(row!.lastUsedDate).toBeNull();
    expect((await readFeed(created.url)).status).toBe(200);
    const [read] = await stored();
    expect(read!.lastUsedDate).not.toBeNull();
  });

  it("shows pending inspections of the organization and those below it as all-day events, in the owner's language", async () => {
    const late = await newAgreement(`Årligt eftersyn af løfteudstyr, kran og truck ${Date.now()}`, "2026-01-31");
    const later = await newAgreement(`Kalibrering af gasmåler ${Date.now()}`, "2045-03-15", tree.department.id);
    const created = await subscribe(as.editor);
    const answer = await readFeed(created.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("private, max-age=300");
    const text = answer.data as string;
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    expect(lines.filter((line) => line.includes("\n"))).toEqual([]);
    expect(lines.filter((line) => Buffer.byteLength(line, "utf8") > 75)).toEqual([]);

    const calendar = parseCalendar(text);
    expect(calendar.properties["X-WR-CALNAME"]).toBe(`Kontrolbog – ${tree.holding.name}`);
    const event = (id: number) => calendar.events.find((e) => e.UID === `inspection-${id}@localhost:3000`);
    expect(event(late.next_inspection.id)).toMatchObject({
      "DTSTART;VALUE=DATE": "20260131",
      "DTEND;VALUE=DATE": "20260201",
      SUMMARY: expect.stringMatching(/^Overskredet: Årligt eftersyn af løfteudstyr\\, kran og truck/),
      STATUS: "CONFIRMED",
    });
    expect(event(late.next_inspection.id)!.DESCRIPTION).toContain(
      `Åbn i kontrolbogen: http://localhost:3000/monitoring/control-book/inspections/${late.next_inspection.id}`,
    );
    expect(event(later.next_inspection.id)).toMatchObject({
      "DTSTART;VALUE=DATE": "20450315",
      SUMMARY: expect.stringMatching(/^Kalibrering af gasmåler/),
    });
    expect(event(later.next_inspection.id)!.DESCRIPTION).toContain("Organisation: Production");

    // A reader's own subscription speaks English.
    const reader = parseCalendar((await readFeed((await subscribe(as.reader)).url)).data as string);
    expect(reader.events.find((e) => e.UID === `inspection-${late.next_inspection.id}@localhost:3000`)).toMatchObject({
      SUMMARY: expect.stringMatching(/^Overdue: Årligt/),
    });
  });

  it("names the responsible member and keeps done inspections of the last 90 days", async () => {
    const created = await as.editor.post(`/organizations/${tree.holding.id}/agreements`, {
      json: {
        name: `Service of the compressor ${Date.now()}`,
        type: "SERVICE_AND_INSPECTION",
        starts_at: daysAgo(60),
        frequency: "P1Y",
        responsible_member_id: responsibleMember,
      },
    });
    const first = created.data.next_inspection as { id: number; due_date: string };
    const inspection = await as.editor.get(`/organizations/${tree.holding.id}/inspections/${first.id}`);
    const done = await as.editor.put(`/organizations/${tree.holding.id}/inspections/${first.id}`, {
      json: {
        status: "DONE",
        due_date: first.due_date,
        performed_at: daysAgo(50),
        result: "PASSED",
        last_modified_date: inspection.data.last_modified_date,
      },
    });
    expect(done.status).toBe(200);
    const calendar = parseCalendar((await readFeed((await subscribe(as.editor)).url)).data as string);
    const event = calendar.events.find((e) => e.UID === `inspection-${first.id}@localhost:3000`);
    expect(event).toMatchObject({
      "DTSTART;VALUE=DATE": daysAgo(60).replaceAll("-", ""),
      SUMMARY: expect.stringMatching(/^Udført: /),
    });
    expect(event!.DESCRIPTION).toMatch(/Ansvarlig: Test User/);
  });

  it("stops working when made again, when revoked, and when its owner leaves the organization", async () => {
    const first = await subscribe(as.reader);
    expect((await readFeed(first.url)).status).toBe(200);
    const second = await subscribe(as.reader);
    expect((await readFeed(first.url)).status).toBe(404);
    expect((await readFeed(second.url)).status).toBe(200);

    expect((await as.reader.delete(feedPath())).status).toBe(204);
    const gone = await readFeed(second.url);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).toBe("application/problem+json");
    expect((await as.reader.get(feedPath())).data.subscribed).toBe(false);

    const leaving = await subscribe(as.leaver);
    expect((await readFeed(leaving.url)).status).toBe(200);
    await api.db
      .update(memberships)
      .set({ endedDate: new Date() })
      .where(and(eq(memberships.userId, userIds.leaver), eq(memberships.organizationId, tree.holding.id)));
    expect((await readFeed(leaving.url)).status).toBe(404);

    // A subscription to a company whose subscription no longer has the control book.
    const limitedLater = await subscribe(as.editor, tree.subsidiary.id);
    const limit = (featureAccessibility: "FULL" | "LIMITED") =>
      api.db.update(organizations).set({ featureAccessibility }).where(eq(organizations.id, tree.subsidiary.id));
    await limit("LIMITED");
    expect((await readFeed(limitedLater.url)).status).toBe(404);
    await limit("FULL");
    expect((await readFeed(limitedLater.url)).status).toBe(200);
  });

  it("leaves its secret out of the access log", async () => {
    const { url, token } = await subscribe(as.reader);
    expect((await readFeed(url)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged.some((line) => line.includes('"url":"/api/v1/calendar-feeds/…"'))).toBe(true);
    expect(logged.filter((line) => line.includes(token))).toEqual([]);
  });

  it("answers 404 for anything that is not a live token", async () => {
    for (const token of ["x", "A".repeat(43), "%00", "a".repeat(100)]) {
      expect((await anonymous().get(`/calendar-feeds/${token}`)).status).toBe(404);
    }
  });

  it("is refused where the control book is: another tenant's organization, a limited company, and without a session", async () => {
    expect((await as.reader.post(feedPath(other.id))).status).toBe(404);
    expect((await as.limited.post(feedPath(tree.limited.id))).status).toBe(403);
    expect((await anonymous().post(feedPath())).status).toBe(401);
  });

  it("gives a member their own work across their organizations, in their language, one subscription each", async () => {
    const plan = `/organizations/${tree.subsidiary.id}/actions`;
    const planned = await as.editor.post(plan, {
      json: { title: "Skærm på pressen", owner_id: responsibleMember, due_date: daysAgo(2) },
    });
    expect(planned.status).toBe(201);
    await as.editor.post(plan, { json: { title: "Uden frist", owner_id: responsibleMember } });
    expect((await as.editor.get("/my-work/calendar-feed")).data).toEqual({ subscribed: false, created_date: null });
    const first = (await as.editor.post("/my-work/calendar-feed")).data as { url: string };
    const { url } = (await as.editor.post("/my-work/calendar-feed")).data as { url: string };
    expect((await readFeed(first.url)).status).toBe(404);
    const answer = await readFeed(url);
    expect(answer.status).toBe(200);
    const { properties, events } = parseCalendar(answer.data as string);
    expect(properties["X-WR-CALNAME"]).toBe("Mit arbejde");
    // An undated action has no day to stand on.
    expect(events.map((event) => event.SUMMARY)).toEqual(["Overskredet: Skærm på pressen"]);
    expect(events[0]!.DESCRIPTION).toContain(`Åbn: http://localhost:3000/planning/action-plan/${planned.data.id}`);
    expect(events[0]!["DTSTART;VALUE=DATE"]).toBe(daysAgo(2).replaceAll("-", ""));
    // The control book's subscription of the same user is its own.
    const book = await subscribe(as.editor);
    expect((await readFeed(book.url)).status).toBe(200);
    expect((await readFeed(url)).status).toBe(200);
    expect((await as.editor.delete("/my-work/calendar-feed")).status).toBe(204);
    expect((await readFeed(url)).status).toBe(404);
    expect((await readFeed(book.url)).status).toBe(200);
    expect((await anonymous().post("/my-work/calendar-feed")).status).toBe(401);
  });
});
