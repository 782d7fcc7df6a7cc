import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { checkResponsibleMember } from "../support/responsible-member";
import { createWorld, signInAs, type Role, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<Exclude<Role, "anonymous">, ApiClient>;
let base: string;
const typeIds: Record<string, number> = {};
let handlerStakeholder: number;
let supplierStakeholder: number;

const thisMonth = () => `${businessToday().slice(0, 7)}-01`;
const monthsAgo = (months: number) => {
  const date = new Date(`${thisMonth()}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager", "maintainer", "limited"] as const) {
    as[role] = await signInAs(api.url, api.db, world, role);
  }
  base = `/organizations/${world.tree.subsidiary.id}/waste-handler-associations`;
  for (const code of ["16 01 07", "15 01 03", "15 01 10", "20 01 21", "13 02 05", "16 01"]) {
    const found = await as.reader.get(`/waste-types?q=${encodeURIComponent(code)}&size=1`);
    typeIds[code] = found.data.content[0].id;
  }
  const stakeholder = async (name: string, kind: string) =>
    (await as.maintainer.post("/stakeholders", { json: { name, kind } })).data.id as number;
  handlerStakeholder = await stakeholder("Affald & Genbrug Øst ApS", "WASTE_HANDLER");
  supplierStakeholder = await stakeholder("Leverandør A/S", "SUPPLIER");
});
afterAll(() => api.close());

async function handlerWithArrangements() {
  const stakeholderId = (
    await as.maintainer.post("/stakeholders", {
      json: { name: `Handler ${Math.random()}`, kind: "WASTE_HANDLER" },
    })
  ).data.id;
  const handler = (await as.editor.post(base, { json: { stakeholder_id: stakeholderId } })).data;
  const add = async (json: object) => (await as.editor.post(`${base}/${handler.id}/arrangements`, { json })).data;
  const oil = await add({
    waste_type_id: typeIds["13 02 05"],
    fraction_name: "Spildolie",
    registration_unit: "LITRES",
    density_kg_per_m3: 900,
    treatment_code: "R9",
  });
  const pallets = await add({
    waste_type_id: typeIds["15 01 03"],
    fraction_name: "Paller",
    registration_unit: "CONTAINER_EMPTYINGS",
    container_volume_m3: 10,
    density_kg_per_m3: 150,
    treatment_code: "R3",
  });
  const tubes = await add({
    waste_type_id: typeIds["20 01 21"],
    fraction_name: "Lysstofrør",
    registration_unit: "PIECES",
    treatment_code: "D10",
  });
  return { handler, oil, pallets, tubes };
}

describe("waste handlers", () => {
  it("takes on a waste handler once, refuses a stakeholder that is not one, and keeps it to the tenant", async () => {
    const input = {
      stakeholder_id: handlerStakeholder,
      registration_number: "DK-12345678",
      registration_valid_until: monthsAgo(1),
    };
    const created = await as.editor.post(base, { json: input });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      handler: { name: "Affald & Genbrug Øst ApS" },
      registration_expired: true,
      arrangements: [],
    });
    const again = await as.editor.post(base, { json: input });
    expect([again.status, again.data.id]).toEqual([200, created.data.id]);
    const supplier = await as.editor.post(base, { json: { stakeholder_id: supplierStakeholder } });
    expect(supplier.status).toBe(422);
    expect(JSON.stringify(supplier.data)).toContain("not_a_waste_handler");
    expect((await as.reader.post(base, { json: input })).status).toBe(403);
    const expired = await as.reader.get(`${base}?expired=true`);
    expect(expired.data.content.map((row: { id: number }) => row.id)).toContain(created.data.id);
    const other = `/organizations/${world.otherTenant.id}/waste-handler-associations/${created.data.id}`;
    expect((await as.editor.get(other)).status).toBe(404);
    const stale = { ...input, contact_name: "Søren", last_modified_date: "2000-01-01T00:00:00.000Z" };
    expect((await as.editor.put(`${base}/${created.data.id}`, { json: stale })).status).toBe(409);
  });

  it("names the present member who answers for the monthly statements, and no one else", async () => {
    const stakeholder = await as.maintainer.post("/stakeholders", {
      json: { name: `Ansvar Affald ${Math.random()}`, kind: "WASTE_HANDLER" },
    });
    const body = { stakeholder_id: stakeholder.data.id, contact_name: "Mette" };
    await checkResponsibleMember(api.db, world, as.editor, base, { create: body, update: body });
  });

  it("adds arrangements of six-digit entries only, and says which convert to tonnes", async () => {
    const { handler, oil, pallets, tubes } = await handlerWithArrangements();
    expect(oil).toMatchObject({ waste_type: { code_display: "13 02 05*", hazardous: true }, converts_to_tonnes: true });
    expect(pallets.converts_to_tonnes).toBe(true);
    expect(tubes.converts_to_tonnes).toBe(false);
    const chapter = await as.editor.post(`${base}/${handler.id}/arrangements`, {
      json: { waste_type_id: typeIds["16 01"], fraction_name: "Biler", registration_unit: "PIECES" },
    });
    expect([chapter.status, JSON.stringify(chapter.data)]).toEqual([422, expect.stringContaining("not_an_entry")]);
    const ended = await as.editor.patch(`${base}/${handler.id}/arrangements/${tubes.id}`, {
      json: {
        waste_type_id: typeIds["20 01 21"],
        fraction_name: "Lysstofrør",
        registration_unit: "PIECES",
        treatment_code: "D10",
        active: false,
        last_modified_date: tubes.last_modified_date,
      },
    });
    expect([ended.status, ended.data.active]).toEqual([200, false]);
  });
});

describe("monthly statements and the report", () => {
  it("registers a month once, with tonnes by each arrangement's conversion, and refuses the month again", async () => {
    const { handler, oil, pallets, tubes } = await handlerWithArrangements();
    const month = monthsAgo(2);
    const statement = {
      performed_at: `${month.slice(0, 8)}15`,
      lines: [
        { arrangement_id: oil.id, quantity: 1200 },
        { arrangement_id: pallets.id, quantity: 3, estimated: true },
        { arrangement_id: tubes.id, quantity: 40 },
      ],
    };
    const created = await as.editor.post(`${base}/${handler.id}/bulk-registrations`, { json: statement });
    expect(created.status).toBe(201);
    expect(created.data.performed_at).toBe(month);
    // 1,200 L × 900 kg/m³ = 1.08 t; 3 × 10 m³ × 150 kg/m³ = 4.5 t; pieces have no weight.
    const tonnes = Object.fromEntries(
      created.data.lines.map((line: { arrangement_id: number; tonnes: number | null }) => [
        line.arrangement_id,
        line.tonnes,
      ]),
    );
    expect(tonnes).toEqual({ [oil.id]: 1.08, [pallets.id]: 4.5, [tubes.id]: null });

    const twice = await as.editor.post(`${base}/${handler.id}/bulk-registrations`, { json: statement });
    expect([twice.status, twice.data.existing_id]).toEqual([409, created.data.id]);

    const year = Number(month.slice(0, 4));
    const report = (await as.reader.get(`/organizations/${world.tree.subsidiary.id}/waste-report?year=${year}`)).data;
    const row = report.months.find((m: { month: string }) => m.month === month.slice(0, 7));
    expect(row).toMatchObject({ total: 5.58, hazardous: 1.08, non_hazardous: 4.5, recovery: 5.58, disposal: 0 });
    const tubesRow = report.types.find((t: { waste_type: { code: string } }) => t.waste_type.code === "200121");
    expect(tubesRow).toMatchObject({
      tonnes: 0,
      treatment_code: "D10",
      unconverted: [{ unit: "PIECES", quantity: 40 }],
    });
    expect(report.expired_handlers.map((h: { handler: { name: string } }) => h.handler.name)).toEqual([
      "Affald & Genbrug Øst ApS",
    ]);
  });

  it("refuses a month not over yet, a statement without a quantity, another handler's arrangement, and a stale edit", async () => {
    const first = await handlerWithArrangements();
    const second = await handlerWithArrangements();
    const statements = `${base}/${first.handler.id}/bulk-registrations`;
    for (const month of [monthsAgo(-1), thisMonth(), businessToday()]) {
      const early = await as.editor.post(statements, {
        json: { performed_at: month, lines: [{ arrangement_id: first.oil.id, quantity: 1 }] },
      });
      expect([month, early.status, early.data.errors]).toEqual([
        month,
        422,
        [expect.objectContaining({ path: "performed_at", code: "month_not_over" })],
      ]);
    }
    const empty = await as.editor.post(statements, { json: { performed_at: monthsAgo(1), lines: [] } });
    expect([empty.status, empty.data.errors]).toEqual([
      422,
      [expect.objectContaining({ path: "lines", code: "no_quantity" })],
    ]);
    // Nothing taken is a quantity: 0.
    const none = await as.editor.post(statements, {
      json: { performed_at: monthsAgo(4), lines: [{ arrangement_id: first.oil.id, quantity: 0 }] },
    });
    expect(none.status).toBe(201);
    const foreign = await as.editor.post(`${base}/${first.handler.id}/bulk-registrations`, {
      json: { performed_at: monthsAgo(1), lines: [{ arrangement_id: second.oil.id, quantity: 1 }] },
    });
    expect([foreign.status, JSON.stringify(foreign.data)]).toEqual([
      422,
      expect.stringContaining("not_an_arrangement_of_the_handler"),
    ]);
    const saved = (
      await as.editor.post(`${base}/${first.handler.id}/bulk-registrations`, {
        json: { performed_at: monthsAgo(1), lines: [{ arrangement_id: first.oil.id, quantity: 100 }] },
      })
    ).data;
    const path = `${base}/${first.handler.id}/bulk-registrations/${saved.id}`;
    const emptied = await as.editor.put(path, {
      json: { performed_at: monthsAgo(1), lines: [], last_modified_date: saved.last_modified_date },
    });
    expect([emptied.status, JSON.stringify(emptied.data)]).toEqual([422, expect.stringContaining("no_quantity")]);
    const edit = {
      performed_at: monthsAgo(1),
      lines: [{ arrangement_id: first.oil.id, quantity: 2000 }],
      last_modified_date: saved.last_modified_date,
    };
    const changed = await as.editor.put(path, { json: edit });
    expect([changed.status, changed.data.lines[0].tonnes]).toEqual([200, 1.8]);
    expect((await as.editor.put(path, { json: edit })).status).toBe(409);
    expect((await as.editor.get(`${base}/${second.handler.id}/bulk-registrations/${saved.id}`)).status).toBe(404);
  });

  it("weighs pieces by the arrangement's weight per piece, and says how many pieces the tonnes leave out", async () => {
    const { handler, tubes } = await handlerWithArrangements();
    const jerrycans = await as.editor.post(`${base}/${handler.id}/arrangements`, {
      json: {
        waste_type_id: typeIds["15 01 10"],
        fraction_name: "Tomme kemikaliedunke",
        registration_unit: "PIECES",
        piece_weight_kg: 1.2,
        treatment_code: "D10",
      },
    });
    expect([jerrycans.status, jerrycans.data.piece_weight_kg, jerrycans.data.converts_to_tonnes]).toEqual([
      201,
      1.2,
      true,
    ]);
    const zero = await as.editor.post(`${base}/${handler.id}/arrangements`, {
      json: {
        waste_type_id: typeIds["15 01 10"],
        fraction_name: "Dunke",
        registration_unit: "PIECES",
        piece_weight_kg: 0,
      },
    });
    expect([zero.status, JSON.stringify(zero.data)]).toEqual([422, expect.stringContaining("piece_weight_kg")]);
    // A year of this test's own.
    const statement = await as.editor.post(`${base}/${handler.id}/bulk-registrations`, {
      json: {
        performed_at: "2015-06-01",
        lines: [
          { arrangement_id: jerrycans.data.id, quantity: 36 },
          { arrangement_id: tubes.id, quantity: 40 },
        ],
      },
    });
    expect(statement.status).toBe(201);
    const report = (await as.reader.get(`/organizations/${world.tree.subsidiary.id}/waste-report?year=2015`)).data;
    // 36 jerrycans × 1.2 kg = 43.2 kg, hazardous; the 40 tubes have no weight.
    expect(report.totals).toMatchObject({
      total: 0.0432,
      hazardous: 0.0432,
      unconverted: [{ unit: "PIECES", quantity: 40 }],
    });
  });

  it("reports an arrangement's quantities by its classification as it is now, for a department when asked", async () => {
    const { handler, pallets } = await handlerWithArrangements();
    const month = monthsAgo(3);
    await as.editor.post(`${base}/${handler.id}/bulk-registrations`, {
      json: { performed_at: month, lines: [{ arrangement_id: pallets.id, quantity: 2 }] },
    });
    // Corrected: the pallets go to the production department, and are burnt for energy (R1).
    const corrected = await as.editor.patch(`${base}/${handler.id}/arrangements/${pallets.id}`, {
      json: {
        waste_type_id: typeIds["15 01 03"],
        fraction_name: "Paller",
        registration_unit: "CONTAINER_EMPTYINGS",
        container_volume_m3: 10,
        density_kg_per_m3: 150,
        treatment_code: "R1",
        department_id: world.tree.department.id,
        last_modified_date: pallets.last_modified_date,
      },
    });
    expect(corrected.status).toBe(200);
    const year = Number(month.slice(0, 4));
    const report = (
      await as.reader.get(
        `/organizations/${world.tree.subsidiary.id}/waste-report?year=${year}&department_id=${world.tree.department.id}`,
      )
    ).data;
    // 2 emptyings × 10 m³ × 150 kg/m³ = 3 t, all of it the department's.
    expect(report.totals).toMatchObject({ total: 3, recovery: 3, hazardous: 0 });
    expect(report.types).toEqual([expect.objectContaining({ treatment_code: "R1", tonnes: 3 })]);
    expect(report.departments).toEqual([
      expect.objectContaining({ department: { id: world.tree.department.id, name: "Production" }, total: 3 }),
    ]);
  });
});

describe("waste types", () => {
  it("finds an entry by a Danish synonym a maintainer adds, and names it by it in Danish", async () => {
    const id = typeIds["13 02 05"]!;
    const detailed = (await as.maintainer.get(`/waste-types/${id}`)).data;
    expect(detailed).toMatchObject({ code_display: "13 02 05*", level: 3, synonyms_da: [] });
    const body = {
      synonyms_en: ["waste oil"],
      synonyms_da: ["Spildolie", " spildolie ", "Motorolie"],
      last_modified_date: detailed.last_modified_date,
    };
    expect((await as.editor.put(`/waste-types/${id}/synonyms`, { json: body })).status).toBe(403);
    const saved = await as.maintainer.put(`/waste-types/${id}/synonyms`, { json: body });
    expect([saved.status, saved.data.synonyms_da]).toEqual([200, ["Spildolie", "Motorolie"]]);
    expect((await as.maintainer.put(`/waste-types/${id}/synonyms`, { json: body })).status).toBe(409);
    const found = await as.reader.get("/waste-types?q=spildolie&entries_only=true", {
      headers: { "accept-language": "da" },
    });
    expect(found.data.content).toHaveLength(1);
    expect(found.data.content[0]).toMatchObject({ code: "130205", name: "Spildolie", name_language: "da" });
    expect(found.data.content[0].synonyms_da).toBeUndefined();
  });

  it("browses a chapter in code order with the official code form", async () => {
    const chapter = (await as.reader.get("/waste-types?chapter=16&size=3")).data;
    expect(chapter.content.map((row: { code_display: string }) => row.code_display)).toEqual([
      "16",
      "16 01",
      "16 01 03",
    ]);
    expect((await as.reader.get("/waste-types?chapter=1x")).status).toBe(422);
  });
});
