import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actions, agreements, inspections, memberships, notifications, organizations } from "../../server/db/schema";
import { addPeriod, businessToday, daysBefore } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { scanReminders } from "../../server/services/reminder-scan";
import { startTestApi, type TestApi } from "../support/api-server";
import { createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { createWorld, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const today = businessToday() as DateOnly;
const day = (offset: number) => (offset < 0 ? daysBefore(today, -offset) : addPeriod(today, `P${offset}D`)) as DateOnly;

async function member(memberOf: { organizationId: number; scope: "READ" | "EDIT" | "MANAGE" }[]) {
  const user = await createUser(api.db, { memberships: memberOf });
  const rows = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
  const client = new ApiClient(api.url);
  await client.login(user.email);
  return {
    user,
    client,
    membership: (organizationId: number) => rows.find((row) => row.organizationId === organizationId)!.id,
  };
}

async function action(organizationId: number, ownerId: number, title: string, dueDate: DateOnly) {
  const [row] = await api.db
    .insert(actions)
    .values({ organizationId, ownerId, title, kind: "CORRECTIVE", dueDate })
    .returning();
  return row!.id;
}

const told = async (userId: number) =>
  (await api.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => ({
    title: row.title,
    stage: row.stage,
    days: row.daysBefore,
  }));

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
});
afterAll(() => api.close());

describe("the reminder scan", () => {
  it("tells each owner once per stage reached, and the managers of what stays overdue", async () => {
    const { subsidiary, holding } = world.tree;
    const owner = await member([{ organizationId: holding.id, scope: "EDIT" }]);
    const manager = await member([{ organizationId: holding.id, scope: "MANAGE" }]);
    // Manages the holding, but only reads in the subsidiary: the closer membership says what they are there.
    const readerThere = await member([
      { organizationId: holding.id, scope: "MANAGE" },
      { organizationId: subsidiary.id, scope: "READ" },
    ]);
    const mine = owner.membership(holding.id);
    await action(subsidiary.id, mine, "In five days", day(5));
    await action(subsidiary.id, mine, "Today", day(0));
    await action(subsidiary.id, mine, "In twenty days", day(20));
    await action(subsidiary.id, mine, "In forty days", day(40));
    await action(subsidiary.id, mine, "Two days late", day(-2));
    await action(subsidiary.id, mine, "Ten days late", day(-10));

    const first = await scanReminders(api.db, today);
    expect(first.reminders).toBeGreaterThanOrEqual(5);
    expect(await told(owner.user.id)).toEqual(
      expect.arrayContaining([
        { title: "In five days", stage: "BEFORE", days: 7 },
        { title: "Today", stage: "BEFORE", days: 1 },
        { title: "In twenty days", stage: "BEFORE", days: 30 },
        { title: "Two days late", stage: "OVERDUE", days: null },
        { title: "Ten days late", stage: "OVERDUE", days: null },
      ]),
    );
    expect((await told(owner.user.id)).map((row) => row.title)).not.toContain("In forty days");
    expect(await told(manager.user.id)).toEqual([{ title: "Ten days late", stage: "ESCALATION", days: null }]);
    expect(await told(readerThere.user.id)).toEqual([]);

    // Run again, or the next day: nobody hears of the same stage twice.
    const before = (await told(owner.user.id)).length;
    await scanReminders(api.db, today);
    await scanReminders(api.db, day(1));
    expect((await told(owner.user.id)).length).toBe(before + 1); // "Today" is overdue tomorrow
    expect(await told(manager.user.id)).toHaveLength(1);
  });

  it("follows the company's stages and escalation days, in its departments too", async () => {
    const company = await createOrganization(api.db, { name: "Own stages A/S" });
    const department = await createOrganization(api.db, { name: "Stores", type: "DEPARTMENT", parentId: company.id });
    await api.db
      .update(organizations)
      .set({ reminderDays: [60], escalationDays: null })
      .where(eq(organizations.id, company.id));
    const owner = await member([{ organizationId: company.id, scope: "EDIT" }]);
    const manager = await member([{ organizationId: company.id, scope: "MANAGE" }]);
    const mine = owner.membership(company.id);
    await action(company.id, mine, "In forty days", day(40));
    await action(department.id, mine, "In the department, in fifty days", day(50));
    await action(department.id, mine, "Twenty days late", day(-20));
    await action(company.id, mine, "In five days", day(5));
    await scanReminders(api.db, today);
    expect(await told(owner.user.id)).toEqual(
      expect.arrayContaining([
        { title: "In forty days", stage: "BEFORE", days: 60 },
        { title: "In the department, in fifty days", stage: "BEFORE", days: 60 },
        { title: "Twenty days late", stage: "OVERDUE", days: null },
        { title: "In five days", stage: "BEFORE", days: 60 },
      ]),
    );
    expect(await told(manager.user.id)).toEqual([]);
  });
});

describe("a company's reminder settings", () => {
  it("are its managers' to set, each stage once and furthest first, and refused out of bounds", async () => {
    const manager = await member([{ organizationId: world.tree.holding.id, scope: "MANAGE" }]);
    const path = `/organizations/${world.tree.subsidiary.id}`;
    const put = async (settings: Record<string, unknown>) => {
      const company = (await manager.client.get(path)).data;
      const json = { name: company.name, last_modified_date: company.last_modified_date, ...settings };
      return manager.client.put(path, { json });
    };
    const saved = await put({ reminder_days: [1, 14, 60], escalation_days: null });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ reminder_days: [60, 14, 1], escalation_days: null });
    // Absent keeps them.
    expect((await put({})).data).toMatchObject({ reminder_days: [60, 14, 1], escalation_days: null });
    for (const bad of [
      { reminder_days: [0] },
      { reminder_days: [366] },
      { reminder_days: [7, 7] },
      { reminder_days: [60, 30, 14, 7, 3, 1] },
      { reminder_days: [1.5] },
      { escalation_days: 0 },
      { escalation_days: 91 },
    ])
      expect((await put(bad)).status, JSON.stringify(bad)).toBe(422);
    expect((await manager.client.get(path)).data).toMatchObject({ reminder_days: [60, 14, 1] });
    expect((await put({ reminder_days: [], escalation_days: 7 })).data).toMatchObject({
      reminder_days: [],
      escalation_days: 7,
    });
    await put({ reminder_days: [30, 7, 1] });
  });
});

describe("news told at once", () => {
  const news = async (userId: number) =>
    (await api.db.select().from(notifications).where(eq(notifications.userId, userId)))
      .filter((row) => row.stage === "NOW")
      .map((row) => ({ topic: row.topic, title: row.title, due: row.dueDate }));

  it("tells an action's new owner, once, unless they took it themselves, in bulk too", async () => {
    const holding = world.tree.holding.id;
    const owner = await member([{ organizationId: holding, scope: "EDIT" }]);
    const planner = await member([{ organizationId: holding, scope: "EDIT" }]);
    const plan = `/organizations/${world.tree.subsidiary.id}/actions`;
    const given = await planner.client.post(plan, {
      json: { title: "Guard rail at the dock", owner_id: owner.membership(holding) },
    });
    expect(given.status).toBe(201);
    await planner.client.post(plan, { json: { title: "My own", owner_id: planner.membership(holding) } });
    const other = await planner.client.post(plan, {
      json: { title: "Moved over", owner_id: planner.membership(holding) },
    });
    const moved = await planner.client.post(`/organizations/${world.tree.subsidiary.id}/action-changes`, {
      json: { action_ids: [other.data.id, given.data.id], owner_id: owner.membership(holding) },
    });
    expect(moved.status).toBe(200);
    expect(await news(owner.user.id)).toEqual([
      { topic: "ACTION_ASSIGNED", title: "Guard rail at the dock", due: null },
      { topic: "ACTION_ASSIGNED", title: "Moved over", due: null },
    ]);
    expect(await news(planner.user.id)).toEqual([]);
  });

  it("tells the responsible and the managers of an inspection found not OK, and a reportable accident's managers", async () => {
    const { holding, subsidiary } = world.tree;
    const responsible = await member([{ organizationId: holding.id, scope: "EDIT" }]);
    const manager = await member([{ organizationId: subsidiary.id, scope: "MANAGE" }]);
    const [agreement] = await api.db
      .insert(agreements)
      .values({
        organizationId: subsidiary.id,
        name: "Crane inspection",
        type: "SERVICE_AND_INSPECTION",
        responsibleMemberId: responsible.membership(holding.id),
        startsAt: day(-10),
        frequency: "P1Y",
      })
      .returning();
    const [pending] = await api.db
      .insert(inspections)
      .values({ organizationId: subsidiary.id, agreementId: agreement!.id, scheduledDate: day(-1), dueDate: day(-1) })
      .returning();
    const saved = await responsible.client.put(`/organizations/${subsidiary.id}/inspections/${pending!.id}`, {
      json: {
        status: "DONE",
        due_date: day(-1),
        performed_at: today,
        result: "FAILED",
        findings: "Brake worn",
        last_modified_date: pending!.lastModifiedDate.toISOString(),
      },
    });
    expect(saved.status).toBe(200);
    expect(await news(manager.user.id)).toEqual([
      { topic: "INSPECTION_FAILED", title: "Crane inspection", due: day(-1) },
    ]);
    // The one who recorded it knows.
    expect(await news(responsible.user.id)).toEqual([]);

    await api.db.update(organizations).set({ countryAlpha2: "DK" }).where(eq(organizations.id, holding.id));
    const reported = await responsible.client.post(`/organizations/${subsidiary.id}/events`, {
      json: {
        title: "Fall from the loading ramp",
        occurred_at: `${day(-1)}T07:40:00.000Z`,
        importance: "HIGH",
        accident: true,
        injury: "Sprained wrist",
        days_of_absence: 2,
      },
    });
    expect(reported.status).toBe(201);
    const told = (await news(manager.user.id)).find((row) => row.topic === "ACCIDENT_TO_REPORT");
    expect(told).toMatchObject({ title: "Fall from the loading ramp", due: reported.data.reporting.deadline });
  });
});

describe("notifications", () => {
  it("lists mine unread first, counts the unread, and marks read only mine", async () => {
    const owner = await member([{ organizationId: world.tree.holding.id, scope: "EDIT" }]);
    const other = await member([{ organizationId: world.tree.holding.id, scope: "EDIT" }]);
    await action(world.tree.subsidiary.id, owner.membership(world.tree.holding.id), "Mine, soon", day(3));
    await action(world.tree.subsidiary.id, owner.membership(world.tree.holding.id), "Mine, late", day(-1));
    await action(world.tree.subsidiary.id, other.membership(world.tree.holding.id), "Theirs", day(3));
    await scanReminders(api.db, today);

    const list = await owner.client.get("/notifications");
    expect(list.status).toBe(200);
    expect(list.data).toMatchObject({ total_elements: 2, unread: 2 });
    expect(list.data.content[0]).toMatchObject({
      topic: "ACTION",
      organization: { id: world.tree.subsidiary.id },
      work_in: { id: world.tree.holding.id },
      read_date: null,
    });
    const [first, second] = list.data.content as { id: number; title: string }[];
    const theirs = (await other.client.get("/notifications")).data.content[0].id as number;

    expect((await owner.client.post("/notifications/read", { json: { ids: [first!.id, theirs] } })).status).toBe(204);
    expect((await owner.client.get("/notifications/unread")).data).toEqual({ unread: 1 });
    expect((await other.client.get("/notifications/unread")).data).toEqual({ unread: 1 });
    const after = await owner.client.get("/notifications");
    expect(after.data.content.map((row: { id: number }) => row.id)).toEqual([second!.id, first!.id]);

    expect((await owner.client.post("/notifications/read", { json: {} })).status).toBe(204);
    expect((await owner.client.get("/notifications/unread")).data).toEqual({ unread: 0 });
  });

  it("refuses what is no list of ids, and strangers", async () => {
    const owner = await member([{ organizationId: world.tree.holding.id, scope: "READ" }]);
    expect((await owner.client.post("/notifications/read", { json: { ids: [] } })).status).toBe(422);
    expect((await owner.client.post("/notifications/read", { json: { ids: ["x"] } })).status).toBe(422);
    expect((await owner.client.post("/notifications/read", { json: { all: true } })).status).toBe(422);
    const stranger = new ApiClient(api.url);
    expect((await stranger.get("/notifications")).status).toBe(401);
    expect((await stranger.post("/notifications/read", { json: {} })).status).toBe(401);
  });
});
