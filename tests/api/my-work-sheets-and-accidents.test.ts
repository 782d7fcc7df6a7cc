import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chemicalAssociations,
  chemicals,
  chemicalSafetyDataSheets,
  files,
  organizations,
} from "../../server/db/schema";
import { addPeriod } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { startTestApi, type TestApi } from "../support/api-server";
import { createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { createWorld, type World } from "../support/sign-in";
import { dayFromToday } from "../support/work-member";

/** Safety data sheets to renew and accidents to report, in the "my work" of whom they wait for. */
let api: TestApi;
let world: World;
const day = dayFromToday;
/** The same day so many years earlier. */
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}` as DateOnly;

type Item = { kind: string; record_id: number; title: string; state: string; due_date: string | null };
const workOf = async (client: ApiClient, kind: string) =>
  ((await client.get(`/my-work?kind=${kind}&size=50`)).data.content as Item[]).map((item) => [
    item.title,
    item.state,
    item.due_date,
  ]);

async function signedIn(memberOf: { organizationId: number; scope: "READ" | "EDIT" | "MANAGE" }[]) {
  const user = await createUser(api.db, { memberships: memberOf });
  const client = new ApiClient(api.url);
  await client.login(user.email);
  return client;
}

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
});
afterAll(() => api.close());

describe("safety data sheets to renew", () => {
  it("are due when the newest sheet for the country is older than the review period, to the nearest editors", async () => {
    const { db } = api;
    const { holding, subsidiary, department } = world.tree;
    await db.update(organizations).set({ countryAlpha2: "DK" }).where(eq(organizations.id, holding.id));
    await db.update(organizations).set({ sdsReviewYears: 2 }).where(eq(organizations.id, subsidiary.id));
    const aFile = async () => {
      const [file] = await db
        .insert(files)
        .values({ name: "sds.pdf", contentType: "application/pdf", size: 1, sha256: "0".repeat(64) })
        .returning();
      return file!.id;
    };
    const keep = async (name: string, revised: DateOnly | null, departmentId: number | null) => {
      const [chemical] = await db.insert(chemicals).values({ name, dangerCode: "GREEN" }).returning();
      if (revised) {
        const sheet = { chemicalId: chemical!.id, language: "da" };
        await db
          .insert(chemicalSafetyDataSheets)
          .values({ ...sheet, fileId: await aFile(), countryAlpha2: "DK", lastRevisionDate: revised });
        // A newer sheet for another country does not renew this one.
        await db
          .insert(chemicalSafetyDataSheets)
          .values({ ...sheet, fileId: await aFile(), countryAlpha2: "SE", lastRevisionDate: day(-1) });
      }
      await db
        .insert(chemicalAssociations)
        .values({ organizationId: subsidiary.id, chemicalId: chemical!.id, departmentId });
    };
    // The subsidiary reviews its sheets every 2 years.
    await keep("Acetone", yearsBefore(day(-10), 2), department.id);
    await keep("Ethanol", yearsBefore(day(20), 2), null);
    await keep("Fresh sheet", day(-100), null);
    await keep("No sheet at all", null, null);

    const holdingEditor = await signedIn([{ organizationId: holding.id, scope: "EDIT" }]);
    const reader = await signedIn([{ organizationId: holding.id, scope: "READ" }]);
    expect(await workOf(holdingEditor, "SDS_RENEWAL")).toEqual([
      ["Acetone", "OVERDUE", day(-10)],
      ["Ethanol", "DUE", day(20)],
    ]);
    expect(await workOf(reader, "SDS_RENEWAL")).toEqual([]);

    // Once the department has an editor of its own, its chemicals are theirs, not the holding's.
    const departmentEditor = await signedIn([{ organizationId: department.id, scope: "EDIT" }]);
    expect(await workOf(departmentEditor, "SDS_RENEWAL")).toEqual([["Acetone", "OVERDUE", day(-10)]]);
    expect(await workOf(holdingEditor, "SDS_RENEWAL")).toEqual([["Ethanol", "DUE", day(20)]]);
    const [first] = (await departmentEditor.get("/my-work?kind=SDS_RENEWAL")).data.content;
    expect([first.organization.id, first.work_in.id]).toEqual([subsidiary.id, department.id]);
  });
});

describe("accidents to report", () => {
  it("wait for the company's managers until the day of the report is recorded", async () => {
    const { holding, subsidiary, department } = world.tree;
    const editor = await signedIn([{ organizationId: subsidiary.id, scope: "EDIT" }]);
    const manager = await signedIn([{ organizationId: holding.id, scope: "MANAGE" }]);
    const base = `/organizations/${subsidiary.id}/events`;
    const injury = {
      title: "Klemt finger i pressen",
      occurred_at: `${day(-3)}T09:00:00.000Z`,
      importance: "HIGH",
      accident: true,
      days_of_absence: 2,
      first_day_of_absence: day(-2),
      department_id: department.id,
    };
    const created = await editor.post(base, { json: injury });
    expect(created.status).toBe(201);
    const deadline = addPeriod(day(-2), "P14D");
    expect(await workOf(manager, "ACCIDENT_REPORT")).toEqual([["Klemt finger i pressen", "DUE", deadline]]);
    expect(await workOf(editor, "ACCIDENT_REPORT")).toEqual([]);

    const path = `${base}/${created.data.id}`;
    const event = (await editor.get(path)).data;
    const update = { ...injury, whys: [], last_modified_date: event.last_modified_date };
    const early = await editor.put(path, { json: { ...update, reported_to_authority_on: day(-4) } });
    expect([early.status, JSON.stringify(early.data)]).toEqual([
      422,
      expect.stringContaining("reported_before_injury"),
    ]);
    const far = await editor.put(path, { json: { ...update, reported_to_authority_on: "2999-01-01" } });
    expect(far.status).toBe(422);
    expect(await workOf(manager, "ACCIDENT_REPORT")).toHaveLength(1);

    const reported = await editor.put(path, { json: { ...update, reported_to_authority_on: day(-1) } });
    expect(reported.status).toBe(200);
    expect((await editor.get(path)).data.reported_to_authority_on).toBe(day(-1));
    expect(await workOf(manager, "ACCIDENT_REPORT")).toEqual([]);
  });

  it("are recorded as reported in one step, only when they are accidents to report", async () => {
    const { subsidiary } = world.tree;
    const editor = await signedIn([{ organizationId: subsidiary.id, scope: "EDIT" }]);
    const reader = await signedIn([{ organizationId: subsidiary.id, scope: "READ" }]);
    const manager = await signedIn([{ organizationId: subsidiary.id, scope: "MANAGE" }]);
    const base = `/organizations/${subsidiary.id}/events`;
    const occurred = { occurred_at: `${day(-5)}T09:00:00.000Z`, importance: "LOW" };
    const accident = (
      await editor.post(base, { json: { ...occurred, title: "Faldt på trappen", accident: true, days_of_absence: 1 } })
    ).data;
    const spill = (await editor.post(base, { json: { ...occurred, title: "Spild i gården" } })).data;
    const report = (event: { id: number; last_modified_date: string }, reportedOn: string, client = editor) =>
      client.post(`${base}/${event.id}/authority-report`, {
        json: { reported_on: reportedOn, last_modified_date: event.last_modified_date },
      });

    const refused = async (answer: { status: number; data: unknown }, code: string) =>
      expect([answer.status, JSON.stringify(answer.data)]).toEqual([422, expect.stringContaining(code)]);
    await refused(await report(spill, day(-1)), "not_reportable");
    await refused(await report(accident, day(-6)), "reported_before_injury");
    expect((await report(accident, "2999-01-01")).status).toBe(422);
    expect((await report(accident, day(-1), reader)).status).toBe(403);
    expect(await workOf(manager, "ACCIDENT_REPORT")).toContainEqual(["Faldt på trappen", "DUE", day(10)]);

    const done = await report(accident, day(-1));
    expect([done.status, done.data.reported_to_authority_on]).toEqual([200, day(-1)]);
    // A second tab's form, sent with the old version, is a conflict and changes nothing.
    expect((await report(accident, day(0))).status).toBe(409);
    expect((await editor.get(`${base}/${accident.id}`)).data.reported_to_authority_on).toBe(day(-1));
    expect(await workOf(manager, "ACCIDENT_REPORT")).not.toContainEqual(expect.arrayContaining(["Faldt på trappen"]));
  });

  it("follow the country: an accident in a company without one becomes reportable when the country is set", async () => {
    const otherHolding = world.otherTenant;
    await api.db.update(organizations).set({ countryAlpha2: null }).where(eq(organizations.id, otherHolding.id));
    const manager = await signedIn([{ organizationId: otherHolding.id, scope: "MANAGE" }]);
    const base = `/organizations/${otherHolding.id}/events`;
    const created = await manager.post(base, {
      json: {
        title: "Fall from a ladder",
        occurred_at: `${day(-2)}T09:00:00.000Z`,
        importance: "HIGH",
        accident: true,
        days_of_absence: 4,
      },
    });
    expect(created.status).toBe(201);
    expect(await workOf(manager, "ACCIDENT_REPORT")).toEqual([]);

    const organization = (await manager.get(`/organizations/${otherHolding.id}`)).data;
    const moved = await manager.put(`/organizations/${otherHolding.id}`, {
      json: { name: organization.name, country_alpha2: "DK", last_modified_date: organization.last_modified_date },
    });
    expect(moved.status).toBe(200);
    expect(await workOf(manager, "ACCIDENT_REPORT")).toEqual([
      ["Fall from a ladder", "DUE", addPeriod(day(-1), "P14D")],
    ]);
  });
});
