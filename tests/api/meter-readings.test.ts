import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meterMonths } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let reader: ApiClient;
let base: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  reader = await signInAs(api.url, api.db, world, "reader");
  base = `/organizations/${world.tree.subsidiary.id}/meters`;
});
afterAll(() => api.close());

type Body = Record<string, unknown>;
const createMeter = async (body: Body) => {
  const created = await editor.post(base, {
    json: { name: `Meter ${Math.random()}`, frequency: "P1M", cumulative: true, ...body },
  });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return created.data as { id: number; scope: number | null };
};
const read = (meter: number, reading: Body) =>
  editor.post(`${base}/${meter}/readings`, { json: { unit: "kWh", ...reading } });
const codes = (answer: { data: { errors?: { code: string }[] } }) => answer.data.errors?.map((error) => error.code);
type Month = { month: string; consumption: number; emissions_kg: number | null };

describe("readings far apart", () => {
  it("answers quickly and keeps a few rows for a century between two readings, each month its share", async () => {
    const meter = await createMeter({ utility_type: "ELECTRICITY", units: ["kWh"], counter_digits: 9 });
    expect((await read(meter.id, { performed_at: "1901-01-31", value: 0 })).status).toBe(201);
    const started = performance.now();
    const far = await read(meter.id, { performed_at: "2026-01-31", value: 45_656 });
    expect(far.status).toBe(201);
    expect(performance.now() - started).toBeLessThan(2_000);
    // The 45,656 days from 1 February 1901 to 31 January 2026 used a kWh each: one run of months.
    const rows = await api.db.select().from(meterMonths).where(eq(meterMonths.meterId, meter.id));
    expect(rows.length).toBeLessThanOrEqual(3);
    const months = (await reader.get(`${base}/${meter.id}/months?from=2024-02&to=2024-03`)).data as Month[];
    expect(months.map((month) => [month.month, Math.round(month.consumption * 1e6) / 1e6])).toEqual([
      ["2024-02", 29],
      ["2024-03", 31],
    ]);
    // Unbounded, an answer stops after a hundred years of months.
    const all = (await reader.get(`${base}/${meter.id}/months`)).data as Month[];
    expect([all.length, all[0]!.month, all.at(-1)!.month]).toEqual([1200, "1901-02", "2001-01"]);
    const report = (await reader.get(`/organizations/${world.tree.subsidiary.id}/emissions?year=2025`)).data;
    expect(report.months).toHaveLength(12);
  });
});

describe("a reading's day", () => {
  it("is one that happened: a far or early day is a quick 422 on the field, alone or in an import", async () => {
    const meter = await createMeter({ utility_type: "ELECTRICITY", units: ["kWh"] });
    for (const [day, code] of [
      ["9999-12-31", "date_after_today"],
      ["2999-01-01", "date_after_today"],
      ["1899-12-31", "date_before_1900"],
    ] as const) {
      const started = performance.now();
      const refused = await read(meter.id, { performed_at: day, value: 1 });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect([refused.status, codes(refused)], day).toEqual([422, [code]]);
    }
    const rows = [
      { performed_at: "2026-01-31", value: 1, unit: "kWh" },
      { performed_at: "9999-12-31", value: 2, unit: "kWh" },
    ];
    const imported = await editor.post(`${base}/${meter.id}/readings/import`, { json: { rows, dry_run: true } });
    expect(imported.status).toBe(422);
    expect(imported.data.errors).toContainEqual(
      expect.objectContaining({ path: "rows.1.performed_at", code: "date_after_today" }),
    );
    expect((await reader.get(`${base}/${meter.id}/readings`)).data.total_elements).toBe(0);
  });
});

describe("moving a reading", () => {
  it("onto a day that has one answers 409 with the reading there, and changes nothing", async () => {
    const meter = await createMeter({ utility_type: "ELECTRICITY", units: ["kWh"] });
    const first = (await read(meter.id, { performed_at: "2026-01-31", value: 100 })).data;
    const second = (await read(meter.id, { performed_at: "2026-02-28", value: 200 })).data;
    const moved = await editor.put(`${base}/${meter.id}/readings/${second.id}`, {
      json: { performed_at: "2026-01-31", value: 200, unit: "kWh", last_modified_date: second.last_modified_date },
    });
    expect(moved.status).toBe(409);
    expect(moved.data).toMatchObject({ type: "urn:problem:duplicate", existing_id: first.id });
    const kept = (await reader.get(`${base}/${meter.id}/readings/${second.id}`)).data;
    expect(kept.performed_at).toBe("2026-02-28");
  });
});

describe("counters: rollovers and unusual consumption", () => {
  it("takes a rollover only on a counter of known digits, wrapping by them, never −500", async () => {
    const gas = await createMeter({ utility_type: "GAS", units: ["m3"] });
    await read(gas.id, { performed_at: "2026-01-31", value: 106_628, unit: "m3" });
    const typo = await read(gas.id, { performed_at: "2026-02-28", value: -500, unit: "m3", rollover: true });
    expect([typo.status, codes(typo)]).toEqual([422, ["negative_counter"]]);
    const guessed = await read(gas.id, { performed_at: "2026-02-28", value: 500, unit: "m3", rollover: true });
    expect([guessed.status, codes(guessed)]).toEqual([422, ["rollover_needs_digits"]]);
    const lower = await read(gas.id, { performed_at: "2026-02-28", value: 500, unit: "m3" });
    expect(codes(lower)).toEqual(["lower_than_previous"]);

    const digits = await createMeter({ utility_type: "GAS", units: ["m3"], counter_digits: 6 });
    await read(digits.id, { performed_at: "2026-01-31", value: 999_500, unit: "m3" });
    const rolled = await read(digits.id, { performed_at: "2026-02-28", value: 300, unit: "m3", rollover: true });
    expect([rolled.status, rolled.data.consumption]).toEqual([201, 800]);
    const beyond = await read(digits.id, { performed_at: "2026-03-31", value: 1_000_100, unit: "m3" });
    expect(codes(beyond)).toEqual(["beyond_counter_digits"]);
  });

  it("asks to confirm a consumption far above the meter's usual, and marks it when confirmed", async () => {
    const meter = await createMeter({ utility_type: "ELECTRICITY", units: ["kWh"] });
    const values = [10_000, 11_000, 12_050, 13_000, 13_950];
    for (const [index, value] of values.entries()) {
      const day = `2026-0${index + 1}-${["31", "28", "31", "30", "31"][index]}`;
      expect((await read(meter.id, { performed_at: day, value })).status).toBe(201);
    }
    // One digit too many: 139,500 where about 1,000 a month is usual.
    const typo = await read(meter.id, { performed_at: "2026-06-30", value: 139_500 });
    expect([typo.status, codes(typo)]).toEqual([422, ["unusual_consumption"]]);
    expect((await reader.get(`${base}/${meter.id}/readings`)).data.total_elements).toBe(5);
    const usual = await read(meter.id, { performed_at: "2026-06-30", value: 15_000 });
    expect([usual.status, usual.data.unusual]).toEqual([201, false]);
    const confirmed = await read(meter.id, { performed_at: "2026-07-31", value: 150_000, confirm_unusual: true });
    expect([confirmed.status, confirmed.data.unusual]).toEqual([201, true]);
    const list = (await reader.get(`${base}/${meter.id}/readings`)).data.content as { unusual: boolean }[];
    expect(list.map((reading) => reading.unusual)).toEqual([true, false, false, false, false, false, false]);

    // An import asks the same of each row, and saves none until those are confirmed.
    const rows = [{ performed_at: "2026-08-31", value: 3_000_000, unit: "kWh" }];
    const imported = await editor.post(`${base}/${meter.id}/readings/import`, { json: { rows } });
    expect(imported.data).toEqual({ saved: 0, refusals: [{ row: 0, field: "value", code: "unusual_consumption" }] });
    const sure = await editor.post(`${base}/${meter.id}/readings/import`, {
      json: { rows: [{ ...rows[0], confirm_unusual: true }] },
    });
    expect(sure.data).toEqual({ saved: 1, refusals: [] });
    expect((await reader.get(`${base}/${meter.id}/readings?size=1`)).data.content[0].unusual).toBe(true);
  });
});

describe("a period meter", () => {
  it("starts its series with the first reading: nothing is spread before it", async () => {
    const fleet = await createMeter({ utility_type: "FLEET", units: ["L"], cumulative: false });
    const first = await read(fleet.id, { performed_at: "2026-02-28", value: 2_000, unit: "L" });
    expect([first.status, first.data.consumption]).toEqual([201, null]);
    expect((await reader.get(`${base}/${fleet.id}/months`)).data).toEqual([]);
    await read(fleet.id, { performed_at: "2026-03-31", value: 3_100, unit: "L" });
    const months = (await reader.get(`${base}/${fleet.id}/months`)).data as Month[];
    expect(months.map((month) => [month.month, month.consumption])).toEqual([["2026-03", 3_100]]);
  });
});
