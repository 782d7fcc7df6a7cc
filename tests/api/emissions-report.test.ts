import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createOrganization } from "../support/factories";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
let editor: ApiClient;
let factors: { id: number; name: string; utility_type: string; biogenic: boolean }[];

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  factors = (await editor.get("/emission-factors")).data.content;
});
afterAll(() => api.close());

const factorNamed = (words: string) => factors.find((factor) => factor.name.includes(words))!.id;

/** A company of its own below the holding, so a report holds only what the test enters. */
async function company() {
  const organization = await createOrganization(api.db, { parentId: world.tree.holding.id });
  const base = `/organizations/${organization.id}`;
  const meter = async (body: Record<string, unknown>) => {
    const created = await editor.post(`${base}/meters`, {
      json: { name: "Meter", frequency: "P1M", cumulative: true, ...body },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    return created.data as { id: number; scope: number | null; biogenic_factor: { id: number } | null };
  };
  const read = async (meterId: number, unit: string, readings: [string, number][]) => {
    for (const [day, value] of readings) {
      const answer = await editor.post(`${base}/meters/${meterId}/readings`, {
        json: { performed_at: day, value, unit },
      });
      expect(answer.status, JSON.stringify(answer.data)).toBe(201);
    }
  };
  const report = async (year: number) => (await editor.get(`${base}/emissions?year=${year}`)).data;
  return { base, meter, read, report };
}

describe("scopes of heat", () => {
  it("puts a heat meter read in a fuel in scope 1 (burned on site), one read in energy in scope 2", async () => {
    const { meter } = await company();
    expect((await meter({ utility_type: "HEAT", units: ["natural gas m3"] })).scope).toBe(1);
    expect((await meter({ utility_type: "HEAT", units: ["kWh", "heating oil L"] })).scope).toBe(1);
    expect((await meter({ utility_type: "HEAT", units: ["MWh"] })).scope).toBe(2);
    expect((await meter({ utility_type: "HEAT", units: ["diesel L"], scope: null })).scope).toBeNull();
    expect((await meter({ utility_type: "GAS", units: ["m3"] })).scope).toBe(1);
  });

  it("reports the biogenic CO2 of wood pellets apart from the scopes", async () => {
    const { meter, read, report } = await company();
    const pellets = await meter({
      utility_type: "HEAT",
      units: ["wood pellets kg"],
      cumulative: false,
      emission_factor_id: factorNamed("Wood pellets, combustion"),
      biogenic_factor_id: factorNamed("Wood pellets, biogenic"),
    });
    expect(pellets.scope).toBe(1);
    await read(pellets.id, "wood pellets kg", [
      ["2025-01-31", 0],
      ["2025-02-28", 10_000],
    ]);
    const year = await report(2025);
    // 0.03 kg CO2 a kg in scope 1 (the fossil part); 1,677.18 kg a tonne of biogenic CO2 outside it.
    expect(year.months[1].scope1_kg).toBeCloseTo(300, 6);
    expect(year.months[1].biogenic_kg).toBeCloseTo(16_771.8, 6);
    expect(year.organizations[0]).toMatchObject({ scope1_kg: expect.closeTo(300, 6), scope2_kg: 0 });
    expect(year.factors.map((factor: { biogenic: boolean }) => factor.biogenic).sort()).toEqual([false, true]);
  });

  it("refuses a biogenic factor in the scope's place and a fossil one in the biogenic place", async () => {
    const { base } = await company();
    const body = {
      name: "Pillefyr",
      utility_type: "HEAT",
      units: ["wood pellets kg"],
      frequency: "P1M",
      cumulative: false,
    };
    const swapped = await editor.post(`${base}/meters`, {
      json: { ...body, emission_factor_id: factorNamed("Wood pellets, biogenic") },
    });
    expect([swapped.status, swapped.data.errors?.[0]?.code]).toEqual([422, "factor_biogenic"]);
    const fossil = await editor.post(`${base}/meters`, {
      json: { ...body, biogenic_factor_id: factorNamed("Wood pellets, combustion") },
    });
    expect([fossil.status, fossil.data.errors?.[0]?.code]).toEqual([422, "factor_not_biogenic"]);
  });
});

describe("the year's factors", () => {
  it("uses the latest Energinet declaration for a year without its own, and says which year", async () => {
    const { meter, read, report } = await company();
    const grid = await meter({
      utility_type: "ELECTRICITY",
      units: ["kWh"],
      emission_factor_id: factorNamed("125 % method incl. grid loss"),
    });
    await read(grid.id, "kWh", [
      ["2025-12-31", 0],
      ["2026-01-31", 1_000],
    ]);
    const year = await report(2026);
    // Energinet's 2015 declaration, 0.202 kg a kWh: the newest in the catalogue, standing in for 2026.
    expect(year.months[0].scope2_kg).toBeCloseTo(202, 6);
    expect(year.incomplete).toBe(false);
    expect(year.factors).toEqual([
      {
        emission_factor: {
          id: factorNamed("125 % method incl. grid loss"),
          name: expect.stringContaining("Energinet"),
        },
        biogenic: false,
        own_value: false,
        values: [{ source_year: 2015, start_date: "2015-01-01", end_date: "2015-12-31", earlier: true }],
      },
    ]);
  });
});

describe("comparing years", () => {
  it("tells the months read through in both years by every meter read in either: only those are compared", async () => {
    const { meter, read, report } = await company();
    const counter = await meter({ utility_type: "ELECTRICITY", units: ["kWh"] });
    // From the end of October 2024 on: November 2024 to February 2026 read through, March in part.
    await read(counter.id, "kWh", [
      ["2024-10-31", 0],
      ["2025-12-31", 14_000],
      ["2026-03-15", 17_000],
    ]);
    // A period meter whose series starts at the end of November 2024: December 2024 on.
    const period = await meter({ utility_type: "ELECTRICITY", units: ["kWh"], cumulative: false });
    await read(period.id, "kWh", [
      ["2024-11-30", 90],
      ["2024-12-31", 100],
      ["2026-02-28", 1_400],
    ]);
    const months = (await report(2025)).months as Record<string, unknown>[];
    const flags = (key: string) => months.flatMap((month) => (month[key] ? [month.month] : []));
    expect(flags("covered")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(flags("previous_covered")).toEqual([11, 12]);
    // November 2024 lacks the period meter's figures: not like with like. December has both meters' in both years.
    expect(flags("comparable")).toEqual([12]);
    // March 2026 is read to the 15th only.
    const next = (await report(2026)).months as Record<string, unknown>[];
    expect(next.flatMap((month) => (month.covered ? [month.month] : []))).toEqual([1, 2]);
    expect(next.flatMap((month) => (month.comparable ? [month.month] : []))).toEqual([1, 2]);
  });
});
