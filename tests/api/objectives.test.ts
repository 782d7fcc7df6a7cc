import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, meterMonths, meters } from "../../server/db/schema";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { spanNow } from "../../server/services/objective-performance";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "manager", ApiClient>;
const today = () => businessToday() as DateOnly;
const thisYear = () => Number(today().slice(0, 4));

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager"] as const) as[role] = await signInAs(api.url, api.db, world, role);
});
afterAll(() => api.close());

const at = (org: number) => `/organizations/${org}/objectives`;
const objective = (values: object = {}) => ({
  title: "Mindre CO2 fra el og varme",
  measure: "CO2_SCOPES_1_2",
  baseline_year: thisYear() - 2,
  baseline_value: 100,
  target_value: 50,
  deadline: `${thisYear() + 2}-12-31`,
  ...values,
});

/** A scope 2 meter of the department whose months give `tonnes` a month over the twelve months now. */
async function electricity(organizationId: number, tonnesPerMonth: number, baselineTonnes?: number) {
  const [meter] = await api.db
    .insert(meters)
    .values({
      organizationId,
      name: `El ${organizationId}`,
      utilityType: "ELECTRICITY",
      units: ["kWh"],
      frequency: "P1M",
      cumulative: true,
      scope: 2,
    })
    .returning();
  const { from } = spanNow(today());
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = new Date(`${from}T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() + i);
    return month.toISOString().slice(0, 10) as DateOnly;
  });
  const rows = months.map((month) => ({
    meterId: meter!.id,
    month,
    through: month,
    days: 30,
    consumption: 10_000,
    unit: "kWh",
    emissionsKg: tonnesPerMonth * 1000,
  }));
  if (baselineTonnes !== undefined) {
    // The baseline year as one run of twelve months.
    const [first, last] = [`${thisYear() - 2}-01-01`, `${thisYear() - 2}-12-01`] as DateOnly[];
    rows.push({
      meterId: meter!.id,
      month: first!,
      through: last!,
      days: 365,
      consumption: 1,
      unit: "MWh",
      emissionsKg: baselineTonnes * 1000,
    });
  }
  await api.db.insert(meterMonths).values(rows);
}

describe("objectives", () => {
  it("sets an objective once, measures it from the meters and stands it against its path", async () => {
    const org = world.tree.subsidiary.id;
    await electricity(world.tree.department.id, 5, 120);
    const set = await as.manager.post(at(org), { json: objective({ baseline_value: null }) });
    expect(set.status).toBe(201);
    // The baseline is the records' figure of the baseline year: the run of twelve months.
    expect(set.data.baseline_value).toBeCloseTo(120, 3);
    // Twelve months at 5 t: 60 t, against a path from 120 to 50.
    expect(set.data.actual).toBeCloseTo(60, 3);
    expect(set.data.expected).toBeGreaterThan(50);
    expect(set.data.expected).toBeLessThan(120);
    expect(set.data.standing).toBe("ON_TRACK");
    expect(set.data.points[0]).toMatchObject({ year: thisYear() - 2, actual: set.data.baseline_value });
    expect(set.data.points.at(-1)).toMatchObject({ year: null });
    // A double submit answers the objective set.
    const again = await as.manager.post(at(org), { json: objective({ baseline_value: null }) });
    expect([again.status, again.data.id]).toEqual([200, set.data.id]);

    const listed = await as.reader.get(`${at(world.tree.holding.id)}?measure=CO2_SCOPES_1_2`);
    expect(listed.data.content.map((row: { id: number }) => row.id)).toContain(set.data.id);

    // An action delivers it, and its origin is the objective.
    const planned = await as.editor.post(`/organizations/${org}/actions`, {
      json: { title: "Varmepumpe i lageret", kind: "IMPROVEMENT", objective_id: set.data.id },
    });
    expect(planned.status).toBe(201);
    expect(planned.data).toMatchObject({ source: "OBJECTIVE", origin: { id: set.data.id } });
    expect((await as.reader.get(`${at(org)}/${set.data.id}`)).data).toMatchObject({ open_actions: 1 });

    // A stale edit is a conflict.
    const stale = { ...objective({ title: "Ny titel" }), last_modified_date: "2020-01-01T00:00:00.000Z" };
    expect((await as.manager.put(`${at(org)}/${set.data.id}`, { json: stale })).status).toBe(409);
  });

  it("refuses what cannot be an objective, and lets only managers set one", async () => {
    const org = world.tree.subsidiary.id;
    const refused = async (values: object, field: string, code: string) => {
      const answer = await as.manager.post(at(org), { json: objective(values) });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.data)).toContain(code);
      expect(JSON.stringify(answer.data)).toContain(field);
    };
    await refused({ target_value: 150 }, "target_value", "target_above_baseline");
    await refused({ measure: "RECYCLING_SHARE", baseline_value: 40, target_value: 120 }, "target_value", "over_100");
    await refused({ deadline: `${thisYear() - 2}-06-30` }, "deadline", "deadline_in_baseline_year");
    await refused({ measure: "MANUAL", unit: null }, "unit", "unit_for_manual");
    await refused(
      { measure: "WASTE_TONNES", baseline_value: null, baseline_year: 2001 },
      "baseline_value",
      "no_baseline_figure",
    );
    await refused({ baseline_value: -1 }, "baseline_value", "too_small");
    expect((await as.editor.post(at(org), { json: objective() })).status).toBe(403);
    expect((await as.reader.get(at(world.otherTenant.id))).status).toBe(404);
  });

  it("keeps figures entered by hand, the newest standing now", async () => {
    const org = world.tree.subsidiary.id;
    const set = await as.manager.post(at(org), {
      json: objective({
        title: "Kundeklager",
        measure: "MANUAL",
        unit: "klager",
        baseline_value: 40,
        target_value: 10,
      }),
    });
    expect(set.status).toBe(201);
    expect(set.data.standing).toBe("NO_FIGURE");
    const figures = `${at(org)}/${set.data.id}/figures`;
    const entered = await as.editor.post(figures, { json: { measured_on: today(), value: 12 } });
    expect(entered.status).toBe(200);
    expect(entered.data).toMatchObject({ actual: 12, standing: "ON_TRACK" });
    // The same day again replaces the figure.
    const again = await as.editor.post(figures, { json: { measured_on: today(), value: 9 } });
    expect(again.data).toMatchObject({ actual: 9, standing: "ACHIEVED" });
    expect(again.data.figures).toHaveLength(1);
    expect((await as.reader.post(figures, { json: { measured_on: today(), value: 1 } })).status).toBe(403);
    const removed = await as.editor.delete(`${figures}/${again.data.figures[0].id}`);
    expect(removed.data).toMatchObject({ actual: null, standing: "NO_FIGURE" });
    // A computed objective takes no figure by hand.
    const computed = await as.manager.post(at(org), { json: objective({ title: "Affald", measure: "WASTE_TONNES" }) });
    const refused = await as.editor.post(`${at(org)}/${computed.data.id}/figures`, {
      json: { measured_on: today(), value: 1 },
    });
    expect(refused.status).toBe(422);
  });

  it("keeps the hours worked, and reads the lost-time injury frequency by them", async () => {
    const org = world.tree.subsidiary.id;
    const year = thisYear() - 1;
    const hours = `/organizations/${org}/hours-worked`;
    const months = Array.from({ length: 12 }, () => 50_000);
    expect((await as.editor.put(hours, { json: { year, months } })).status).toBe(200);
    expect((await as.reader.get(`${hours}?year=${year}`)).data.months).toEqual(months);
    const bad = await as.editor.put(hours, { json: { year, months: [...months.slice(0, 11), -5] } });
    expect(bad.status).toBe(422);
    expect((await as.reader.get(`${hours}?year=${year}`)).data.months).toEqual(months);
    await api.db.insert(events).values({
      organizationId: org,
      title: "Faldt på trappen",
      occurredAt: new Date(`${year}-05-10T09:00:00Z`),
      importance: "HIGH",
      category: "WORK_ENVIRONMENT",
      accident: true,
      daysOfAbsence: 3,
    });
    const set = await as.manager.post(at(org), {
      json: objective({
        title: "Færre ulykker",
        measure: "LOST_TIME_INJURY_FREQUENCY",
        baseline_year: year,
        baseline_value: null,
        target_value: 0,
      }),
    });
    expect(set.status).toBe(201);
    // One lost-time injury in 600,000 hours: 1.67 per million hours.
    expect(set.data.baseline_value).toBeCloseTo(1.667, 2);
  });

  it("shows the performance overview over the holding and per company", async () => {
    const overview = await as.reader.get(`/organizations/${world.tree.holding.id}/performance`);
    expect(overview.status).toBe(200);
    const valueOf = (figures: { measure: string; value: number }[], measure: string) =>
      figures.find((figure) => figure.measure === measure)?.value;
    expect(valueOf(overview.data.whole, "CO2_SCOPES_1_2")).toBeGreaterThanOrEqual(60);
    const company = overview.data.organizations.find(
      (row: { organization: { id: number } }) => row.organization.id === world.tree.subsidiary.id,
    );
    expect(valueOf(company.figures, "CO2_SCOPE_2")).toBeCloseTo(60, 3);
    expect(overview.data.objectives.length).toBeGreaterThan(0);
  });
});
