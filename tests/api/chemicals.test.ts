import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { multipart, pdfBytes } from "../support/sample-files";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
let maintainer: ApiClient;
let editor: ApiClient;
const suppliers = {} as Record<"nordic" | "baltic", number>;
let wasteHandler: number;
const substance = {} as Record<"ethanol" | "formaldehyde" | "warfarin", number>;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const keeper = await createUser(api.db, { systemPermissions: ["MAINTAIN"] });
  maintainer = new ApiClient(api.url);
  await maintainer.login(keeper.email);
  const user = await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "EDIT" }] });
  editor = new ApiClient(api.url);
  await editor.login(user.email);

  const stakeholder = async (name: string, kind: string) =>
    (await maintainer.post("/stakeholders", { json: { name, kind } })).data.id as number;
  suppliers.nordic = await stakeholder("Nordic Solvents A/S", "SUPPLIER");
  suppliers.baltic = await stakeholder("Baltic Chemicals UAB", "SUPPLIER");
  wasteHandler = await stakeholder("Affald Vest I/S", "WASTE_HANDLER");

  const add = async (name: string, casNumber: string, codes: string[]) =>
    (await maintainer.post("/substances", { json: { name, cas_number: casNumber, hazard_statement_codes: codes } }))
      .data.id as number;
  substance.ethanol = await add("Ethanol", "64-17-5", ["H225", "H319"]);
  substance.formaldehyde = await add("Formaldehyde", "50-00-0", ["H350", "H341", "H301", "H311", "H331", "H314"]);
  substance.warfarin = await add("Warfarin", "81-81-2", ["H360D", "H372"]);
});
afterAll(() => api.close());

const cleaner = () => ({
  name: "Rensesprit Nord",
  producer: "Kemi Nord ApS",
  physical_state: "LIQUID",
  hazard_statement_codes: ["H319", "H225"],
  eu_hazard_statement_codes: ["EUH066"],
  precautionary_statement_codes: ["P280", "P210"],
  supplies: [{ supplier_id: suppliers.nordic, product_number: "KN-100" }],
  countries_data: [{ country_alpha2: "DK", storage_class: "3", water_hazard_class: "1" }],
  substance_concentrations: [{ substance_id: substance.ethanol, min: 70, max: 90 }],
});

/** A chemical of the catalogue with only these hazard statements (H and EUH alike). */
const withCodes = (name: string, codes: string[], extra: Record<string, unknown> = {}) =>
  maintainer.post("/chemicals", {
    json: {
      name,
      hazard_statement_codes: codes.filter((code) => !code.startsWith("EUH")),
      eu_hazard_statement_codes: codes.filter((code) => code.startsWith("EUH")),
      ...extra,
    },
  });

const errorCodes = (response: { data: { errors: { path: string; code: string }[] } }) =>
  Object.fromEntries(response.data.errors.map((error) => [error.path, error.code]));
const names = (response: { data: { content: { name: string }[] } }) => response.data.content.map((c) => c.name);

describe("the chemical catalogue", () => {
  it("adds a chemical with its supplies, country data and contents, statements in annex order in the caller's language", async () => {
    const added = await maintainer.post("/chemicals", { json: cleaner() });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      name: "Rensesprit Nord",
      producer: "Kemi Nord ApS",
      physical_state: "LIQUID",
      danger_code: "YELLOW",
      hazard_codes: ["H225", "H319", "EUH066"],
      hazard_statements: [
        { code: "H225", statement: "Highly flammable liquid and vapour." },
        { code: "H319", statement: "Causes serious eye irritation." },
      ],
      eu_hazard_statements: [{ code: "EUH066", statement: "Repeated exposure may cause skin dryness or cracking." }],
      supplies: [{ supplier: { id: suppliers.nordic, name: "Nordic Solvents A/S" }, product_number: "KN-100" }],
      countries_data: [{ country_alpha2: "DK", storage_class: "3", water_hazard_class: "1", safety_data_sheets: [] }],
      substance_concentrations: [
        { substance: { id: substance.ethanol, name: "Ethanol", cas_number: "64-17-5" }, min: 70, max: 90 },
      ],
    });
    expect(added.data.precautionary_statements.map((p: { code: string }) => p.code)).toEqual(["P210", "P280"]);

    const danish = await editor.get(`/chemicals/${added.data.id}`, { headers: { "Accept-Language": "da" } });
    expect(danish.status).toBe(200);
    expect(danish.data.hazard_statements[0]).toEqual({ code: "H225", statement: "Meget brandfarlig væske og damp." });
    expect(danish.data.precautionary_statements[0].statement).toMatch(/^Holdes væk fra varme/);
  });

  it("stores the danger code its hazard statements give: red for CMR and fatal ones, green without a hazard", async () => {
    const expected: [string[], string][] = [
      [["H350"], "RED"],
      [["H360"], "RED"],
      [["H370"], "RED"],
      [["H300", "H315"], "RED"],
      [["H225"], "YELLOW"],
      [["EUH066"], "YELLOW"],
      [[], "GREEN"],
      [["EUH208"], "GREEN"],
    ];
    for (const [codes, dangerCode] of expected) {
      const added = await withCodes(`Danger ${codes.join("+") || "none"}`, codes);
      expect([added.status, codes, added.data.danger_code]).toEqual([201, codes, dangerCode]);
    }
  });

  it("derives the label with CLP precedence, and answers a maintainer's label with its reason, keeping the derived one", async () => {
    const toxic = await withCodes("Rottegift", ["H301", "H315"]);
    expect(toxic.data.label).toEqual({
      pictograms: ["GHS06"],
      signal_word: "DANGER",
      derived: { pictograms: ["GHS06"], signal_word: "DANGER", uncertain: [] },
      override_reason: null,
    });
    const overridden = await withCodes("Rottegift fortyndet", ["H301", "H315"], {
      label_override: {
        pictograms: ["GHS07"],
        signal_word: "WARNING",
        reason: "The supplier's label: below the limit",
      },
    });
    expect(overridden.data).toMatchObject({ pictograms: ["GHS07"], signal_word: "WARNING" });
    expect(overridden.data.label).toEqual({
      pictograms: ["GHS07"],
      signal_word: "WARNING",
      derived: { pictograms: ["GHS06"], signal_word: "DANGER", uncertain: [] },
      override_reason: "The supplier's label: below the limit",
    });
    const listed = await editor.get("/chemicals?q=Rottegift+fortyndet");
    expect(listed.data.content[0]).toMatchObject({ pictograms: ["GHS07"], signal_word: "WARNING" });
  });

  it("answers the first chemical to a repeated create, and refuses another with its name", async () => {
    const first = (await maintainer.get("/chemicals?q=Rensesprit")).data.content[0];
    const again = await maintainer.post("/chemicals", { json: cleaner() });
    expect([again.status, again.data.id]).toEqual([200, first.id]);
    expect(again.data.supplies).toHaveLength(1);
    const clash = await maintainer.post("/chemicals", {
      json: { ...cleaner(), name: "RENSESPRIT NORD", hazard_statement_codes: ["H226"] },
    });
    expect(clash.status).toBe(422);
    expect(errorCodes(clash)).toEqual({ name: "chemical_name_taken" });
    expect((await editor.get("/chemicals?q=rensesprit")).data.total_elements).toBe(1);
  });

  it("refuses unknown codes, reversed ranges, a substance or country twice, non-suppliers and unknown substances, writing nothing", async () => {
    const refused = async (change: Record<string, unknown>) => {
      const response = await maintainer.post("/chemicals", { json: { ...cleaner(), name: "Refused", ...change } });
      expect(response.status).toBe(422);
      return errorCodes(response);
    };
    expect(Object.keys(await refused({ hazard_statement_codes: ["H999"] }))).toEqual(["hazard_statement_codes.0"]);
    expect(Object.keys(await refused({ eu_hazard_statement_codes: ["H225"] }))).toEqual([
      "eu_hazard_statement_codes.0",
    ]);
    expect(Object.keys(await refused({ precautionary_statement_codes: ["P999"] }))).toEqual([
      "precautionary_statement_codes.0",
    ]);
    expect(
      await refused({ substance_concentrations: [{ substance_id: substance.ethanol, min: 60, max: 40 }] }),
    ).toEqual({ "substance_concentrations.0.min": "range_reversed" });
    const twice = [
      { substance_id: substance.ethanol, max: 40 },
      { substance_id: substance.ethanol, max: 10 },
    ];
    expect(await refused({ substance_concentrations: twice })).toEqual({
      substance_concentrations: "substance_twice",
    });
    const countries = [{ country_alpha2: "DK" }, { country_alpha2: "DK", storage_class: "3" }];
    expect(await refused({ countries_data: countries })).toEqual({ countries_data: "country_twice" });
    expect(await refused({ supplies: [{ supplier_id: wasteHandler }] })).toEqual({ supplies: "unknown_reference" });
    expect(await refused({ supplies: [{ supplier_id: 2_000_000_000 }] })).toEqual({ supplies: "unknown_reference" });
    expect(await refused({ substance_concentrations: [{ substance_id: 2_000_000_000, max: 5 }] })).toEqual({
      substance_concentrations: "unknown_reference",
    });
    expect(await refused({ supplies: [{ id: 2_000_000_000, supplier_id: suppliers.nordic }] })).toEqual({
      supplies: "unknown_reference",
    });
    expect((await editor.get("/chemicals?q=Refused")).data.total_elements).toBe(0);
  });

  it("changes a chemical unless it changed meanwhile, keeping the supplies named by id that kept chemicals use", async () => {
    const created = await maintainer.post("/chemicals", {
      json: { ...cleaner(), name: "Glasrens", substance_concentrations: [] },
    });
    const kept = created.data.supplies[0].id;
    const association = await editor.post(`/organizations/${tree.subsidiary.id}/chemical-associations`, {
      json: { chemical_id: created.data.id, supply_id: kept, storage_location: "Rengøringsrum" },
    });
    expect(association.status).toBe(201);

    const change = {
      ...cleaner(),
      name: "Glasrens",
      producer: "Kemi Syd ApS",
      supplies: [
        { id: kept, supplier_id: suppliers.nordic, product_number: "KN-101" },
        { supplier_id: suppliers.baltic, product_number: "BC-7" },
      ],
      countries_data: [{ country_alpha2: "SE", storage_class: "10" }],
      substance_concentrations: [{ substance_id: substance.ethanol, max: 20 }],
    };
    const saved = await maintainer.put(`/chemicals/${created.data.id}`, {
      json: { ...change, last_modified_date: created.data.last_modified_date },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      producer: "Kemi Syd ApS",
      supplies: [
        { supplier: { name: "Baltic Chemicals UAB" }, product_number: "BC-7" },
        { id: kept, supplier: { name: "Nordic Solvents A/S" }, product_number: "KN-101" },
      ],
      countries_data: [{ country_alpha2: "SE", storage_class: "10", water_hazard_class: null }],
      substance_concentrations: [{ substance: { id: substance.ethanol }, min: null, max: 20 }],
    });
    expect(saved.data.last_modified_date).not.toBe(created.data.last_modified_date);
    const keptAt = `/organizations/${tree.subsidiary.id}/chemical-associations/${association.data.id}`;
    expect((await editor.get(keptAt)).data.supply).toMatchObject({ id: kept, product_number: "KN-101" });

    const stale = await maintainer.put(`/chemicals/${created.data.id}`, {
      json: { ...change, last_modified_date: created.data.last_modified_date },
    });
    expect(stale.status).toBe(409);
    const otherSupply = (await maintainer.get(`/chemicals?q=Rensesprit`)).data.content[0].id;
    const foreign = (await maintainer.get(`/chemicals/${otherSupply}`)).data.supplies[0].id;
    const stolen = await maintainer.put(`/chemicals/${created.data.id}`, {
      json: {
        ...change,
        supplies: [{ id: foreign, supplier_id: suppliers.nordic }],
        last_modified_date: saved.data.last_modified_date,
      },
    });
    expect([stolen.status, errorCodes(stolen)]).toEqual([422, { supplies: "unknown_reference" }]);
    expect((await maintainer.get(`/chemicals/${otherSupply}`)).data.supplies[0].id).toBe(foreign);
    const taken = await maintainer.put(`/chemicals/${created.data.id}`, {
      json: { ...change, name: "rensesprit nord", last_modified_date: saved.data.last_modified_date },
    });
    expect([taken.status, errorCodes(taken)]).toEqual([422, { name: "chemical_name_taken" }]);

    const dropped = await maintainer.put(`/chemicals/${created.data.id}`, {
      json: { ...change, supplies: [change.supplies[1]], last_modified_date: saved.data.last_modified_date },
    });
    expect(dropped.data.supplies.map((s: { id: number }) => s.id)).not.toContain(kept);
    expect((await editor.get(keptAt)).data.supply).toBeNull();
    const gone = await maintainer.put("/chemicals/2147483000", {
      json: { ...change, name: "Nowhere", supplies: [], last_modified_date: saved.data.last_modified_date },
    });
    expect(gone.status).toBe(404);
  });

  it("searches by name, producer and a contained substance's CAS number, filters by hazard, danger code and substance, sorts and pages", async () => {
    const carcinogenic = await maintainer.post("/chemicals", {
      json: {
        name: "Formalin 37 %",
        producer: "Konserva A/S",
        hazard_statement_codes: ["H350", "H301", "H314"],
        substance_concentrations: [{ substance_id: substance.formaldehyde, min: 35, max: 38 }],
      },
    });
    expect(carcinogenic.status).toBe(201);
    expect(names(await editor.get("/chemicals?q=formalin"))).toEqual(["Formalin 37 %"]);
    expect(names(await editor.get("/chemicals?q=KONSERVA"))).toEqual(["Formalin 37 %"]);
    expect(names(await editor.get("/chemicals?q=50-00-0"))).toEqual(["Formalin 37 %"]);
    expect(names(await editor.get("/chemicals?q=64-17-5&sort=name,asc"))).toEqual(["Glasrens", "Rensesprit Nord"]);
    expect(names(await editor.get("/chemicals?hazard=h225&sort=name,asc"))).toEqual([
      "Danger H225",
      "Glasrens",
      "Rensesprit Nord",
    ]);
    expect((await editor.get("/chemicals?hazard=EUH066")).data.total_elements).toBe(3);
    expect((await editor.get("/chemicals?hazard=H000")).status).toBe(422);
    expect(names(await editor.get(`/chemicals?substance_id=${substance.formaldehyde}`))).toEqual(["Formalin 37 %"]);
    const green = await editor.get("/chemicals?danger_code=GREEN&sort=name,asc");
    expect(names(green)).toEqual(["Danger EUH208", "Danger none"]);
    expect(green.data.content.every((c: { danger_code: string }) => c.danger_code === "GREEN")).toBe(true);

    const all = (await editor.get("/chemicals?size=100")).data.total_elements;
    const byDanger = await editor.get("/chemicals?sort=danger_code,desc&size=100");
    const codes = byDanger.data.content.map((c: { danger_code: string }) => c.danger_code);
    expect(codes).toEqual(
      [...codes].sort((a, b) => ["RED", "YELLOW", "GREEN"].indexOf(a) - ["RED", "YELLOW", "GREEN"].indexOf(b)),
    );
    expect(codes[0]).toBe("RED");
    expect(codes.at(-1)).toBe("GREEN");
    const page = await editor.get("/chemicals?sort=name,asc&size=2&page=1");
    expect(page.data.total_elements).toBe(all);
    const first = await editor.get("/chemicals?sort=name,asc&size=4");
    expect(names(page)).toEqual(names(first).slice(2, 4));
  });

  it("names the restriction list of the CMR substances it contains, and none for a chemical without", async () => {
    const mixture = await maintainer.post("/chemicals", {
      json: {
        name: "Laboratorieblanding",
        hazard_statement_codes: ["H350", "H360D", "H225"],
        substance_concentrations: [
          { substance_id: substance.formaldehyde, max: 5 },
          { substance_id: substance.warfarin, max: 1 },
          { substance_id: substance.ethanol, max: 90 },
        ],
      },
    });
    const restrictions = await editor.get(`/chemicals/${mixture.data.id}/restrictions`);
    expect(restrictions.status).toBe(200);
    expect(restrictions.data.total_elements).toBe(1);
    const [list] = restrictions.data.content;
    expect(Object.keys(list).sort()).toEqual(["list", "name", "reference", "scope", "substances"]);
    expect(list).toMatchObject({ list: "REACH_ANNEX_XVII_28_30", name: expect.stringContaining("REACH Annex XVII") });
    expect(list.reference).toContain("1907/2006");
    expect(list.substances.map((s: { name: string }) => s.name).sort()).toEqual(["Formaldehyde", "Warfarin"]);
    expect(list.substances.find((s: { name: string }) => s.name === "Warfarin")).toEqual({
      id: substance.warfarin,
      name: "Warfarin",
      cas_number: "81-81-2",
      hazard_codes: ["H360D", "H372"],
    });
    const plain = (await editor.get("/chemicals?q=Rensesprit")).data.content[0].id;
    expect((await editor.get(`/chemicals/${plain}/restrictions`)).data).toEqual({ total_elements: 0, content: [] });
    expect((await editor.get("/chemicals/2147483000/restrictions")).status).toBe(404);
  });

  it("files an uploaded safety data sheet for a country once, lets anyone signed in download it, and removes it", async () => {
    const chemical = (await editor.get("/chemicals?q=Rensesprit")).data.content[0].id;
    const upload = () => multipart({}, { name: "Rensesprit SDS.pdf", bytes: pdfBytes("sds"), type: "application/pdf" });
    expect((await editor.post("/chemicals/files", { body: upload() })).status).toBe(403);
    const file = await maintainer.post("/chemicals/files", { body: upload() });
    expect(file.status).toBe(201);
    expect(file.data).toMatchObject({ name: "Rensesprit SDS.pdf", content_type: "application/pdf" });

    const sheets = `/chemicals/${chemical}/safety-data-sheets`;
    const sheet = { file_id: file.data.id, country_alpha2: "DK", language: "da", last_revision_date: "2025-03-01" };
    expect((await editor.post(sheets, { json: sheet })).status).toBe(403);
    const filed = await maintainer.post(sheets, { json: sheet });
    expect(filed.status).toBe(201);
    const [dk] = filed.data.countries_data;
    expect(dk).toMatchObject({ country_alpha2: "DK", storage_class: "3" });
    expect(dk.safety_data_sheets).toMatchObject([
      { country_alpha2: "DK", language: "da", last_revision_date: "2025-03-01", file: { id: file.data.id } },
    ]);
    const again = await maintainer.post(sheets, { json: sheet });
    expect(again.status).toBe(200);
    expect(again.data.countries_data[0].safety_data_sheets).toHaveLength(1);
    const elsewhere = (await editor.get("/chemicals?q=Glasrens")).data.content[0].id;
    const foreign = await maintainer.post(`/chemicals/${elsewhere}/safety-data-sheets`, { json: sheet });
    expect([foreign.status, errorCodes(foreign)]).toEqual([422, { file_id: "unknown_reference" }]);
    expect((await maintainer.post(sheets, { json: { ...sheet, language: "Danish" } })).status).toBe(422);
    const ownFile = await editor.post(`/organizations/${tree.subsidiary.id}/files`, {
      body: multipart({}, { name: "Our copy.pdf", bytes: pdfBytes("own") }),
    });
    expect(ownFile.status).toBe(201);
    const notCatalogue = await maintainer.post(sheets, { json: { ...sheet, file_id: ownFile.data.id } });
    expect([notCatalogue.status, errorCodes(notCatalogue)]).toEqual([422, { file_id: "unknown_reference" }]);

    expect((await maintainer.post("/chemicals/2147483000/safety-data-sheets", { json: sheet })).status).toBe(404);

    const sheetId = dk.safety_data_sheets[0].id;
    const download = await fetch(`${api.url}/api/v1${sheets}/${sheetId}/raw`, {
      headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes("sds"))).toBe(true);
    expect((await new ApiClient(api.url).get(`${sheets}/${sheetId}/raw`)).status).toBe(401);
    expect((await editor.get(`/chemicals/${elsewhere}/safety-data-sheets/${sheetId}/raw`)).status).toBe(404);

    expect((await editor.delete(`${sheets}/${sheetId}`)).status).toBe(403);
    expect((await maintainer.delete(`/chemicals/${elsewhere}/safety-data-sheets/${sheetId}`)).status).toBe(404);
    expect((await maintainer.delete(`${sheets}/${sheetId}`)).status).toBe(204);
    expect((await editor.get(`/chemicals/${chemical}`)).data.countries_data[0].safety_data_sheets).toEqual([]);
    expect((await editor.get(`${sheets}/${sheetId}/raw`)).status).toBe(404);
    expect((await maintainer.delete(`${sheets}/${sheetId}`)).status).toBe(404);
  });

  it("lists a country that has only a safety data sheet among the chemical's country data", async () => {
    const chemical = (await editor.get("/chemicals?q=Formalin")).data.content[0].id;
    const file = await maintainer.post("/chemicals/files", {
      body: multipart({}, { name: "Formalin SDB.pdf", bytes: pdfBytes("sdb"), type: "application/pdf" }),
    });
    const filed = await maintainer.post(`/chemicals/${chemical}/safety-data-sheets`, {
      json: { file_id: file.data.id, country_alpha2: "SE", language: "sv", last_revision_date: "2024-11-15" },
    });
    expect(filed.status).toBe(201);
    expect(filed.data.countries_data).toMatchObject([
      { country_alpha2: "SE", storage_class: null, water_hazard_class: null, safety_data_sheets: [{ language: "sv" }] },
    ]);
  });

  it("is read by any user and kept by maintainers only", async () => {
    const existing = (await editor.get("/chemicals?q=Rensesprit")).data.content[0];
    expect((await editor.post("/chemicals", { json: { ...cleaner(), name: "Editor's" } })).status).toBe(403);
    const update = { ...cleaner(), last_modified_date: existing.last_modified_date };
    expect((await editor.put(`/chemicals/${existing.id}`, { json: update })).status).toBe(403);
    expect((await new ApiClient(api.url).get("/chemicals")).status).toBe(401);
    expect((await editor.get("/chemicals/2147483000")).status).toBe(404);
  });
});
