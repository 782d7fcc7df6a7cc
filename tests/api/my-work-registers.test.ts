import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  meterReadings,
  meters,
  stakeholders,
  wasteArrangements,
  wasteBulkRegistrations,
  wasteHandlerAssociations,
  wasteTypes,
} from "../../server/db/schema";
import { addPeriod, businessToday, daysBefore } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { startTestApi, type TestApi } from "../support/api-server";
import { dayFromToday, memberWithWork } from "../support/work-member";
import type { ApiClient } from "../support/http-client";
import { createWorld, type World } from "../support/sign-in";

/** Meter readings and waste statements in "my work": due to the member who answers for the meter or handler. */
let api: TestApi;
let world: World;
let me: ApiClient;
let mine: { holding: number; limited: number };
let someoneElse: number;

const today = () => businessToday() as DateOnly;
const day = dayFromToday;
/** The first day of the month `offset` months from this one. */
const month = (offset: number) => {
  const date = new Date(`${today().slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 10) as DateOnly;
};
const lastDayOf = (first: string) => daysBefore(addPeriod(first, "P1M"), 1);

type Item = { kind: string; title: string; detail: string | null; state: string; due_date: string | null };
const workOf = async (kind: string) =>
  ((await me.get(`/my-work?kind=${kind}&size=50`)).data.content as Item[]).map((item) => [
    item.title,
    item.detail,
    item.state,
    item.due_date,
  ]);

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  ({ me, mine, someoneElse } = await memberWithWork(api, world));
});
afterAll(() => api.close());

describe("meter readings in my work", () => {
  it("lists the meters I answer for by their next reading's day, in a limited company too", async () => {
    const { db } = api;
    const meter = (name: string, organizationId: number, responsibleMemberId: number | null, frequency: string) =>
      db
        .insert(meters)
        .values({
          organizationId,
          name,
          utilityType: "ELECTRICITY",
          units: ["kWh"],
          frequency,
          cumulative: true,
          responsibleMemberId,
        })
        .returning()
        .then(([row]) => row!);
    const monthly = await meter("Monthly main meter", world.tree.holding.id, mine.holding, "P1M");
    await db.insert(meterReadings).values({ meterId: monthly.id, performedAt: day(-40), value: 100, unit: "kWh" });
    const once = await meter("Read once", world.tree.holding.id, mine.holding, "P0D");
    await db.insert(meterReadings).values({ meterId: once.id, performedAt: day(-400), value: 5, unit: "kWh" });
    await meter("Someone else's meter", world.tree.holding.id, someoneElse, "P1M");
    await meter("Nobody's meter", world.tree.holding.id, null, "P1M");
    // Never read: due the day it was put in (today), as the meter register says.
    await meter("New yearly meter", world.tree.limited.id, mine.limited, "P1Y");
    const far = await meter("Read last week, yearly", world.tree.holding.id, mine.holding, "P1Y");
    await db.insert(meterReadings).values({ meterId: far.id, performedAt: day(-7), value: 1, unit: "kWh" });

    expect(await workOf("METER_READING")).toEqual([
      ["Monthly main meter", null, "OVERDUE", addPeriod(day(-40), "P1M")],
      ["New yearly meter", null, "DUE", today()],
    ]);
  });
});

describe("waste statements in my work", () => {
  it("asks for the oldest month missing since the first statement, due by the end of the month after", async () => {
    const { db } = api;
    const [type] = await db.select().from(wasteTypes).limit(1);
    const handler = async (name: string, responsibleMemberId: number | null, active = true) => {
      const [stakeholder] = await db.insert(stakeholders).values({ name, kind: "WASTE_HANDLER" }).returning();
      const [association] = await db
        .insert(wasteHandlerAssociations)
        .values({ organizationId: world.tree.holding.id, stakeholderId: stakeholder!.id, responsibleMemberId })
        .returning();
      await db.insert(wasteArrangements).values({
        associationId: association!.id,
        wasteTypeId: type!.id,
        fractionName: "Mixed",
        registrationUnit: "TONNES",
        active,
      });
      return association!;
    };
    const stated = (associationId: number, ...months: number[]) =>
      db.insert(wasteBulkRegistrations).values(months.map((offset) => ({ associationId, performedAt: month(offset) })));

    // Statements from four months back, the one of two months back missing.
    const behind = await handler("Behind Recycling", mine.holding);
    await stated(behind.id, -4, -3, -1);
    // Up to date: last month's statement is in.
    const current = await handler("Current Recycling", mine.holding);
    await stated(current.id, -2, -1);
    // Taken on this month, nothing stated: no month is missing yet.
    await handler("New Recycling", mine.holding);
    // Nothing taken away any more, or someone else's.
    const idle = await handler("Idle Recycling", mine.holding, false);
    await stated(idle.id, -5);
    const theirs = await handler("Their Recycling", someoneElse);
    await stated(theirs.id, -6);

    const missing = month(-2);
    const due = lastDayOf(month(-1));
    expect(await workOf("WASTE_STATEMENT")).toEqual([
      ["Behind Recycling", missing.slice(0, 7), due < today() ? "OVERDUE" : "DUE", due],
    ]);
  });
});
