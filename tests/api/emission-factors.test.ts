import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emissionFactorValues } from "../../server/db/schema";
import { seedEmissionFactors } from "../../server/db/seed/emission-factors";
import { businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type Role, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<Role, ApiClient>;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["anonymous", "reader", "editor", "manager", "maintainer"] as const) {
    as[role] = await signInAs(api.url, api.db, world, role);
  }
});
afterAll(() => api.close());

const tag = () => randomBytes(3).toString("hex");
type Value = Record<string, unknown>;

const yearValue = (year: number, value: number, overrides: Value = {}): Value => ({
  value,
  meter_unit: "kWh",
  emission_unit: "KILOGRAMS",
  start_date: `${year}-01-01`,
  end_date: `${year}-12-31`,
  source: `Energinet: Miljødeklaration ${year}`,
  source_url: "https://energinet.dk/",
  source_year: year,
  ...overrides,
});

const newFactor = (overrides: Value = {}) => ({
  name: `Test grid electricity ${tag()}`,
  utility_type: "ELECTRICITY",
  description: "Grid electricity, Denmark; 125 % method.",
  values: [yearValue(2014, 0.304), yearValue(2015, 0.202)],
  ...overrides,
});

async function create(body: Value = newFactor()) {
  const created = await as.maintainer.post("/emission-factors", { json: body });
  expect(created.status, JSON.stringify(created.data)).toBe(201);
  return created.data as {
    id: number;
    name: string;
    last_modified_date: string;
    values: (Value & { id: number })[];
  };
}

const update = (factor: { id: number; last_modified_date: string }, body: Value) =>
  as.maintainer.put(`/emission-factors/${factor.id}`, {
    json: { emission_type: "CO2", description: null, ...body, last_modified_date: factor.last_modified_date },
  });

describe("the seeded catalogue", () => {
  it("holds cited CO2 factors for the common utilities, each value with its source", async () => {
    const answer = (await as.reader.get("/emission-factors")).data;
    // A list, as every list of the API: its total and its content (spec §7).
    expect(answer.total_elements).toBe(answer.content.length);
    const all = answer.content as { name: string; utility_type: string; biogenic: boolean; current: Value | null }[];
    const units = (type: string) =>
      all.filter((factor) => factor.utility_type === type).map((factor) => factor.current?.meter_unit);
    expect(units("ELECTRICITY")).toContain("kWh");
    expect(units("HEAT")).toEqual(expect.arrayContaining(["kWh", "heating oil L", "wood pellets kg"]));
    // Burning wood pellets: the fossil part in the scopes, the biogenic CO2 (1,677.18 kg a tonne) apart.
    expect(all.find((factor) => factor.biogenic)).toMatchObject({
      name: "Wood pellets, biogenic CO2 (DESNZ 2025, outside of scopes)",
      utility_type: "HEAT",
      current: { value: 1677.18, meter_unit: "wood pellets kg", emission_unit: "GRAMS", source_year: 2025 },
    });
    expect(units("GAS")).toContain("m3");
    expect(units("FLEET")).toEqual(expect.arrayContaining(["L"]));
    expect(units("TANK_BEARING")).toContain("L");
    for (const factor of all) {
      expect(factor.current, factor.name).not.toBeNull();
      expect(factor.current!.source, factor.name).not.toBe("");
    }
    const series = all.find((factor) => factor.name.includes("125 % method incl. grid loss"))!;
    // The series ends in 2015: the latest value is today's.
    expect(series.current).toMatchObject({
      value: 0.202,
      meter_unit: "kWh",
      emission_unit: "KILOGRAMS",
      source_year: 2015,
    });
  });

  it("keeps a yearly series as dated values from 1 January to 31 December", async () => {
    const page = await as.reader.get("/emission-factors/detailed?q=incl.%20grid%20loss");
    expect(page.data.total_elements).toBe(1);
    expect(page.data.content[0].values_count).toBe(6);
    const factor = await as.reader.get(`/emission-factors/detailed/${page.data.content[0].id}`);
    expect(factor.data.values.map((value: Value) => [value.start_date, value.end_date, value.value])).toEqual([
      ["2010-01-01", "2010-12-31", 0.448],
      ["2011-01-01", "2011-12-31", 0.378],
      ["2012-01-01", "2012-12-31", 0.303],
      ["2013-01-01", "2013-12-31", 0.377],
      ["2014-01-01", "2014-12-31", 0.304],
      ["2015-01-01", "2015-12-31", 0.202],
    ]);
    expect(factor.data.values[0].source_url).toMatch(/^http/);
  });

  it("is seeded once: a start adds only the factors the catalogue lacks by name", async () => {
    const count = async () => (await api.db.select({ id: emissionFactorValues.id }).from(emissionFactorValues)).length;
    const before = await count();
    await seedEmissionFactors(api.db);
    expect(await count()).toBe(before);
  });
});

describe("reading the catalogue", () => {
  it("is for everyone signed in, not for the anonymous", async () => {
    const factor = await create();
    for (const role of ["reader", "editor", "manager"] as const) {
      expect((await as[role].get("/emission-factors")).status).toBe(200);
      expect((await as[role].get(`/emission-factors/detailed/${factor.id}`)).status).toBe(200);
    }
    expect((await as.anonymous.get("/emission-factors")).status).toBe(401);
    expect((await as.anonymous.get("/emission-factors/detailed")).status).toBe(401);
    expect((await as.anonymous.get(`/emission-factors/detailed/${factor.id}`)).status).toBe(401);
    expect((await as.reader.get("/emission-factors/detailed/2147483000")).status).toBe(404);
  });

  it("filters the choices by utility type, with the value that applies today", async () => {
    const today = businessToday();
    const year = Number(today.slice(0, 4));
    const factor = await create(
      newFactor({
        utility_type: "FLEET",
        values: [
          yearValue(year - 1, 2.5, { meter_unit: "L" }),
          { ...yearValue(year, 2.66, { meter_unit: "L" }), end_date: null },
        ],
      }),
    );
    const fleet = (await as.editor.get("/emission-factors?utility_type=FLEET")).data.content as Value[];
    expect(fleet.every((choice) => choice.utility_type === "FLEET")).toBe(true);
    expect(fleet.find((choice) => choice.id === factor.id)).toEqual({
      id: factor.id,
      name: factor.name,
      utility_type: "FLEET",
      emission_type: "CO2",
      biogenic: false,
      current: {
        value: 2.66,
        meter_unit: "L",
        emission_unit: "KILOGRAMS",
        source: `Energinet: Miljødeklaration ${year}`,
        source_year: year,
      },
    });
    expect((await as.editor.get("/emission-factors?utility_type=NOTHING")).status).toBe(422);
  });

  it("pages, searches, filters and sorts the detailed list", async () => {
    const prefix = `Sorting ${tag()}`;
    const names = [`${prefix} b`, `${prefix} a`, `${prefix} c`];
    for (const name of names) await create(newFactor({ name }));
    const list = async (query: string) =>
      (await as.reader.get(`/emission-factors/detailed?q=${encodeURIComponent(prefix)}&${query}`)).data;
    const ascending = await list("sort=name,asc");
    expect(ascending.total_elements).toBe(3);
    expect(ascending.content.map((row: Value) => row.name)).toEqual([...names].sort());
    expect(ascending.content[0]).toMatchObject({ values_count: 2, utility_type: "ELECTRICITY" });
    expect(ascending.content[0].description).toBeUndefined();
    expect((await list("sort=name,desc")).content.map((row: Value) => row.name)).toEqual([...names].sort().reverse());
    const second = await list("sort=name,asc&size=2&page=1");
    expect(second).toMatchObject({ total_elements: 3, content: [{ name: `${prefix} c` }] });
    expect((await list("utility_type=HEAT")).total_elements).toBe(0);
    const heat = await as.reader.get("/emission-factors/detailed?utility_type=HEAT&size=200");
    expect(heat.data.content.every((row: Value) => row.utility_type === "HEAT")).toBe(true);
    const modified = await list("sort=last_modified_date,desc");
    expect(modified.content[0].name).toBe(names[2]);
  });
});

describe("maintaining the catalogue", () => {
  it("is for system maintainers only", async () => {
    const factor = await create();
    for (const role of ["reader", "editor", "manager"] as const) {
      expect((await as[role].post("/emission-factors", { json: newFactor() })).status).toBe(403);
      const put = await as[role].put(`/emission-factors/${factor.id}`, {
        json: { ...newFactor(), last_modified_date: factor.last_modified_date },
      });
      expect(put.status).toBe(403);
    }
    expect((await as.anonymous.post("/emission-factors", { json: newFactor() })).status).toBe(401);
  });

  it("creates a factor and reads it back with its values in order of their periods", async () => {
    const body = newFactor({ values: [yearValue(2015, 0.202), yearValue(2014, 0.304)] });
    const factor = await create(body);
    expect(factor).toMatchObject({
      name: body.name,
      utility_type: "ELECTRICITY",
      emission_type: "CO2",
      description: body.description,
    });
    const read = await as.reader.get(`/emission-factors/detailed/${factor.id}`);
    expect(read.data.values.map((value: Value) => value.start_date)).toEqual(["2014-01-01", "2015-01-01"]);
    expect(read.data.values[0]).toEqual({ id: expect.any(Number), ...yearValue(2014, 0.304) });
  });

  it("answers the same factor sent twice with the first, and refuses another of its name", async () => {
    const body = newFactor();
    const first = await create(body);
    const again = await as.maintainer.post("/emission-factors", { json: body });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(first.id);
    const reordered = await as.maintainer.post("/emission-factors", {
      json: { ...body, values: [...body.values].reverse() },
    });
    expect(reordered.status).toBe(200);
    const renamed = { ...body, name: body.name.toUpperCase() };
    const clash = await as.maintainer.post("/emission-factors", { json: renamed });
    expect(clash.status).toBe(409);
    expect(clash.data.type).toBe("urn:problem:duplicate");
    const other = await as.maintainer.post("/emission-factors", {
      json: { ...body, values: [yearValue(2016, 0.243)] },
    });
    expect(other.status).toBe(409);
    const list = await as.reader.get(`/emission-factors/detailed?q=${encodeURIComponent(body.name)}`);
    expect(list.data.total_elements).toBe(1);
  });

  it("updates a factor: values sent with their id kept, new ones added, missing ones removed", async () => {
    const factor = await create(
      newFactor({ values: [yearValue(2013, 0.377), yearValue(2014, 0.304), yearValue(2015, 0.202)] }),
    );
    const [v2013, v2014, v2015] = factor.values;
    const updated = await update(factor, {
      name: `${factor.name} (revised)`,
      values: [
        { ...yearValue(2014, 0.31, { source: "Energinet: revised 2014" }), id: v2014!.id },
        { ...yearValue(2015, 0.202), id: v2015!.id },
        { ...yearValue(2016, 0.243), end_date: null },
      ],
    });
    expect(updated.status, JSON.stringify(updated.data)).toBe(200);
    expect(updated.data.name).toBe(`${factor.name} (revised)`);
    expect(updated.data.description).toBeNull();
    const ids = updated.data.values.map((value: { id: number }) => value.id);
    expect(ids.slice(0, 2)).toEqual([v2014!.id, v2015!.id]);
    expect(ids).not.toContain(v2013!.id);
    expect(updated.data.values[0]).toMatchObject({ value: 0.31, source: "Energinet: revised 2014" });
    expect(updated.data.values[2]).toMatchObject({ start_date: "2016-01-01", end_date: null, value: 0.243 });
    expect(updated.data.last_modified_date).not.toBe(factor.last_modified_date);

    // A value of another factor is not this one's to change.
    const other = await create();
    const foreign = await update(updated.data, {
      name: updated.data.name,
      values: [{ ...yearValue(2014, 0.31), id: other.values[0]!.id }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.data.errors[0]).toMatchObject({ path: "values.0.id", code: "unknown_reference" });
    const twice = await update(updated.data, {
      name: updated.data.name,
      values: [
        { ...yearValue(2014, 0.31), id: v2014!.id },
        { ...yearValue(2015, 0.31), id: v2014!.id },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.data.errors[0]).toMatchObject({ path: "values.1.id", code: "value_repeated" });
  });

  it("refuses overlapping periods and other broken values with the path of the value", async () => {
    const overlapping = await as.maintainer.post("/emission-factors", {
      json: newFactor({ values: [yearValue(2014, 0.304), { ...yearValue(2015, 0.202), start_date: "2014-12-31" }] }),
    });
    expect(overlapping.status).toBe(422);
    expect(overlapping.data.errors).toEqual([
      { path: "values.1.start_date", code: "values_overlap", message: expect.any(String) },
    ]);
    const refused = async (values: Value[], utilityType = "ELECTRICITY") =>
      (await as.maintainer.post("/emission-factors", { json: newFactor({ values, utility_type: utilityType }) })).data
        .errors as { path: string; code: string }[];
    expect(
      await refused([yearValue(2014, 0.3), { ...yearValue(2015, 0.2), start_date: null, end_date: null }]),
    ).toEqual([expect.objectContaining({ path: "values.1.start_date", code: "undated_among_dated" })]);
    expect(await refused([{ ...yearValue(2014, 0.3), end_date: null }, yearValue(2015, 0.2)])).toEqual([
      expect.objectContaining({ path: "values.0.end_date", code: "open_end_not_last" }),
    ]);
    expect(await refused([yearValue(2014, 0.3, { meter_unit: "m3" })])).toEqual([
      expect.objectContaining({ path: "values.0.meter_unit", code: "unit_not_allowed" }),
    ]);
    expect(await refused([yearValue(2014, 0.3, { end_date: "2013-12-31" })])).toEqual([
      expect.objectContaining({ path: "values.0.end_date", code: "ends_before_start" }),
    ]);
    expect((await refused([yearValue(2014, -1)]))[0]).toMatchObject({ path: "values.0.value" });
    expect((await refused([yearValue(2014, 1, { source: "" })]))[0]).toMatchObject({ path: "values.0.source" });
    expect((await refused([yearValue(2014, 1, { source_url: "javascript:alert(1)" })]))[0]).toMatchObject({
      path: "values.0.source_url",
    });
    expect((await refused([yearValue(2014, 1, { source_year: 1800 })]))[0]).toMatchObject({
      path: "values.0.source_year",
    });
    expect((await refused([]))[0]).toMatchObject({ path: "values" });
    // A custom type takes any short unit of its own.
    const custom = await as.maintainer.post("/emission-factors", {
      json: newFactor({ utility_type: "CUSTOM", values: [{ ...yearValue(2014, 12, { meter_unit: "pallets" }) }] }),
    });
    expect(custom.status).toBe(201);
  });

  it("keeps the utility type, refuses a stale change and a name another factor has", async () => {
    const factor = await create();
    const typeChange = await update(factor, { name: factor.name, utility_type: "HEAT", values: [yearValue(2014, 1)] });
    expect(typeChange.status).toBe(422);
    const saved = await update(factor, { name: factor.name, values: [yearValue(2014, 1)] });
    expect(saved.status).toBe(200);
    const stale = await update(factor, { name: factor.name, values: [yearValue(2014, 2)] });
    expect(stale.status).toBe(409);
    expect((await as.reader.get(`/emission-factors/detailed/${factor.id}`)).data.values).toMatchObject([{ value: 1 }]);
    const other = await create();
    const clash = await update(saved.data, { name: other.name.toLowerCase(), values: [yearValue(2014, 1)] });
    expect(clash.status).toBe(409);
    expect(clash.data.type).toBe("urn:problem:duplicate");
    const missing = await as.maintainer.put("/emission-factors/2147483000", {
      json: { name: "Nothing", values: [yearValue(2014, 1)], last_modified_date: factor.last_modified_date },
    });
    expect(missing.status).toBe(404);
  });
});
