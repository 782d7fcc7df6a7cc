import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emissionFactors, emissionFactorValues } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { checkResponsibleMember } from "../support/responsible-member";
import { createWorld, signInAs, type Role, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<Exclude<Role, "anonymous" | "maintainer">, ApiClient>;
let base: string;
let factorId: number;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager", "limited"] as const) {
    as[role] = await signInAs(api.url, api.db, world, role);
  }
  base = `/organizations/${world.tree.subsidiary.id}/meters`;
  const [factor] = await api.db
    .insert(emissionFactors)
    .values({ name: `Test grid ${Date.now()}`, utilityType: "ELECTRICITY" })
    .returning();
  factorId = factor!.id;
  await api.db.insert(emissionFactorValues).values([
    {
      emissionFactorId: factorId,
      value: 200,
      meterUnit: "kWh",
      emissionUnit: "GRAMS",
      startDate: "2025-01-01",
      endDate: "2025-12-31",
      source: "Test 2025",
    },
    {
      emissionFactorId: factorId,
      value: 0.1,
      meterUnit: "kWh",
      emissionUnit: "KILOGRAMS",
      startDate: "2026-01-01",
      source: "Test 2026",
    },
  ]);
});
afterAll(() => api.close());

const electricity = (name: string) => ({
  name,
  utility_type: "ELECTRICITY",
  units: ["kWh", "MWh"],
  frequency: "P1M",
  cumulative: true,
  emission_factor_id: factorId,
});

type Reading = {
  performed_at: string;
  value: number;
  unit?: string;
  rollover?: boolean;
  new_counter?: boolean;
  replaced_counter_final?: number;
};
const read = (meter: number, reading: Reading) =>
  as.editor.post(`${base}/${meter}/readings`, { json: { unit: "kWh", ...reading } });

describe("meters", () => {
  it("creates a meter once for a double submit, with the type's scope, and refuses units of another group", async () => {
    const created = await as.editor.post(base, { json: electricity("Hovedmåler øst") });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ scope: 2, total_unit: "kWh", emission_factors: [{ id: factorId }] });
    const again = await as.editor.post(base, { json: electricity("Hovedmåler øst") });
    expect([again.status, again.data.id]).toEqual([200, created.data.id]);
    const wrong = await as.editor.post(base, { json: { ...electricity("Forkert"), units: ["m3"] } });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.data)).toContain("unit_not_allowed");
    const custom = await as.editor.post(base, {
      json: { ...electricity("Tæller"), utility_type: "CUSTOM", units: ["pcs", "boxes"], emission_factor_id: null },
    });
    expect(JSON.stringify(custom.data)).toContain("custom_needs_one_unit");
    expect((await as.reader.post(base, { json: electricity("Reader's") })).status).toBe(403);
    // A list, as every list of the API: its total and its content (spec §7).
    const groups = (await as.reader.get(`${base}/groups`)).data;
    expect(groups.total_elements).toBe(groups.content.length);
    expect(groups.content).toEqual(
      expect.arrayContaining([{ utility_type: "ELECTRICITY", total: expect.any(Number), overdue: expect.any(Number) }]),
    );
  });

  it("names the present member who answers for its readings, and no one else", async () => {
    const { utility_type: _type, ...update } = electricity("Ansvarlig måler");
    await checkResponsibleMember(api.db, world, as.editor, base, { create: electricity("Ansvarlig måler"), update });
  });

  it("derives consumption from counter values through a rollover and a replacement, and refuses a lower value", async () => {
    const meter = (await as.editor.post(base, { json: { ...electricity("Rollover"), counter_digits: 5 } })).data.id;
    expect((await read(meter, { performed_at: "2025-01-31", value: 99_000 })).status).toBe(201);
    const lower = await read(meter, { performed_at: "2025-02-28", value: 500 });
    expect(lower.status).toBe(422);
    expect(JSON.stringify(lower.data)).toContain("lower_than_previous");
    const rolled = await read(meter, { performed_at: "2025-02-28", value: 500, rollover: true });
    expect([rolled.status, rolled.data.consumption]).toEqual([201, 1_500]);
    const replaced = await read(meter, {
      performed_at: "2025-03-31",
      value: 0.2,
      unit: "MWh",
      new_counter: true,
      replaced_counter_final: 1,
    });
    expect([replaced.status, replaced.data.consumption]).toEqual([201, 700]);
    const months = (await as.reader.get(`${base}/${meter}/months`)).data;
    expect(months.map((m: { month: string; consumption: number }) => [m.month, Math.round(m.consumption)])).toEqual([
      ["2025-02", 1_500],
      ["2025-03", 700],
    ]);
    // 200 g/kWh in 2025.
    expect(months[0].emissions_kg).toBeCloseTo(300);
    const march = (await as.reader.get(`${base}/${meter}/months?from=2025-03&to=2025-12`)).data;
    expect(march.map((m: { month: string }) => m.month)).toEqual(["2025-03"]);
    expect((await as.reader.get(`${base}/${meter}/months?to=2025-02`)).data).toHaveLength(1);
    expect((await as.reader.get(`${base}/${meter}/months?from=2025-13`)).status).toBe(422);
    const list = (await as.reader.get(`${base}/${meter}/readings`)).data;
    expect(list.content.map((r: { consumption: number | null }) => r.consumption)).toEqual([700, 1_500, null]);
  });

  it("answers a repeated reading once, a different one of the same day with a conflict, and a stale edit 409", async () => {
    const meter = (await as.editor.post(base, { json: electricity("Dobbelt") })).data.id;
    const first = await read(meter, { performed_at: "2026-01-10", value: 10 });
    const again = await read(meter, { performed_at: "2026-01-10", value: 10 });
    expect([again.status, again.data.id]).toEqual([200, first.data.id]);
    expect((await read(meter, { performed_at: "2026-01-10", value: 11 })).status).toBe(409);
    const url = `${base}/${meter}/readings/${first.data.id}`;
    const edit = {
      performed_at: "2026-01-10",
      value: 12,
      unit: "kWh",
      last_modified_date: first.data.last_modified_date,
    };
    expect((await as.editor.put(url, { json: edit })).status).toBe(200);
    expect((await as.editor.put(url, { json: edit })).status).toBe(409);
  });

  it("imports all rows or none, telling each refused row", async () => {
    const meter = (await as.editor.post(base, { json: electricity("Import") })).data.id;
    const rows = [
      { performed_at: "2026-01-01", value: 100, unit: "kWh" },
      { performed_at: "2026-02-01", value: 90, unit: "kWh" },
      { performed_at: "2026-03-01", value: 300, unit: "m3" },
    ];
    const refused = await as.editor.post(`${base}/${meter}/readings/import`, { json: { rows } });
    expect(refused.status).toBe(200);
    expect(refused.data).toMatchObject({ saved: 0 });
    expect(refused.data.refusals).toEqual(
      expect.arrayContaining([{ row: 2, field: "unit", code: "unit_not_of_meter" }]),
    );
    expect((await as.reader.get(`${base}/${meter}/readings`)).data.total_elements).toBe(0);
    const fixed = rows.map((row, index) => ({ ...row, unit: "kWh", value: 100 + index * 50 }));
    const saved = await as.editor.post(`${base}/${meter}/readings/import`, { json: { rows: fixed } });
    expect(saved.data).toEqual({ saved: 3, refusals: [] });
  });

  it("reports CO2 per month by scope for the organization and those below it", async () => {
    const meter = (await as.editor.post(base, { json: electricity("Rapport") })).data.id;
    await read(meter, { performed_at: "2026-01-31", value: 1_000 });
    await read(meter, { performed_at: "2026-02-28", value: 2_000 });
    const report = (await as.reader.get(`/organizations/${world.tree.holding.id}/emissions?year=2026`)).data;
    expect(report.months[1].scope2_kg).toBeGreaterThanOrEqual(100);
    expect(report.organizations.map((o: { organization: { id: number } }) => o.organization.id)).toContain(
      world.tree.subsidiary.id,
    );
    const other = await as.reader.get(`/organizations/${world.otherTenant.id}/meters`);
    expect(other.status).toBe(404);
  });

  it("records a corrected factor as a dated recalculation of the year's total, before and after", async () => {
    const maintainer = await signInAs(api.url, api.db, world, "maintainer");
    const value = { value: 100, meter_unit: "kWh", emission_unit: "GRAMS", source: "Test source" };
    const factor = await maintainer.post("/emission-factors", {
      json: { name: `Recalculated ${Date.now()}`, utility_type: "ELECTRICITY", values: [value] },
    });
    expect(factor.status).toBe(201);
    const meter = (
      await as.editor.post(base, { json: { ...electricity("Genberegnet"), emission_factor_id: factor.data.id } })
    ).data.id;
    await read(meter, { performed_at: "2024-01-31", value: 0 });
    await read(meter, { performed_at: "2024-03-31", value: 6_000 });
    const before = (await as.reader.get(`${base}/${meter}/months`)).data;
    expect(before.reduce((sum: number, m: { emissions_kg: number }) => sum + m.emissions_kg, 0)).toBeCloseTo(600);

    const corrected = await maintainer.put(`/emission-factors/${factor.data.id}`, {
      json: {
        name: factor.data.name,
        values: [{ ...value, id: factor.data.values[0].id, value: 150 }],
        last_modified_date: factor.data.last_modified_date,
      },
    });
    expect(corrected.status).toBe(200);
    const after = (await as.reader.get(`${base}/${meter}/months`)).data;
    expect(after.reduce((sum: number, m: { emissions_kg: number }) => sum + m.emissions_kg, 0)).toBeCloseTo(900);
    const report = (await as.reader.get(`/organizations/${world.tree.subsidiary.id}/emissions?year=2024`)).data;
    expect(report.recalculations).toEqual([
      expect.objectContaining({
        emission_factor: { id: factor.data.id, name: factor.data.name },
        year: 2024,
        emissions_before_kg: expect.closeTo(600, 3),
        emissions_after_kg: expect.closeTo(900, 3),
      }),
    ]);
  });
});
