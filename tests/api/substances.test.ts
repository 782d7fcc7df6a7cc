import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

let api: TestApi;
let maintainer: ApiClient;
let editor: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  const tree = await createHolding(api.db);
  const keeper = await createUser(api.db, { systemPermissions: ["MAINTAIN"] });
  maintainer = new ApiClient(api.url);
  await maintainer.login(keeper.email);
  const user = await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "EDIT" }] });
  editor = new ApiClient(api.url);
  await editor.login(user.email);
});
afterAll(() => api.close());

const ethanol = {
  name: "Ethanol",
  cas_number: "64-17-5",
  ec_number: "200-578-6",
  hazard_statement_codes: ["H319", "H225"],
  eu_hazard_statement_codes: [],
  notes: ["Denatured grades may contain other substances"],
};

describe("the substance catalogue", () => {
  it("adds a substance with its statements in annex order and answers them in the caller's language", async () => {
    const added = await maintainer.post("/substances", { json: ethanol });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      name: "Ethanol",
      cas_number: "64-17-5",
      ec_number: "200-578-6",
      hazard_statements: [
        { code: "H225", statement: "Highly flammable liquid and vapour." },
        { code: "H319", statement: "Causes serious eye irritation." },
      ],
      eu_hazard_statements: [],
    });
    const danish = await editor.get(`/substances/${added.data.id}`, { headers: { "Accept-Language": "da" } });
    expect(danish.data.hazard_statements[0].statement).toBe("Meget brandfarlig væske og damp.");
  });

  it("answers the first substance again to a repeated create, and refuses another with its name or numbers", async () => {
    const again = await maintainer.post("/substances", { json: ethanol });
    expect(again.status).toBe(200);
    const clash = await maintainer.post("/substances", {
      json: { ...ethanol, name: "ETHANOL", hazard_statement_codes: ["H225"] },
    });
    expect(clash.status).toBe(422);
    expect(clash.data.errors.map((error: { code: string }) => error.code).sort()).toEqual([
      "cas_taken",
      "ec_taken",
      "substance_name_taken",
    ]);
    const list = await editor.get("/substances?q=ethanol");
    expect(list.data.total_elements).toBe(1);
  });

  it("refuses CAS and EC numbers with a wrong check digit or form", async () => {
    const bad = await maintainer.post("/substances", {
      json: { ...ethanol, name: "Not ethanol", cas_number: "64-17-6", ec_number: "200578-6" },
    });
    expect(bad.status).toBe(422);
    const codes = Object.fromEntries(
      bad.data.errors.map((error: { path: string; code: string }) => [error.path, error.code]),
    );
    expect(codes).toEqual({ cas_number: "cas_check_digit", ec_number: "ec_format" });
    const unknown = await maintainer.post("/substances", {
      json: {
        ...ethanol,
        name: "Unknown hazards",
        cas_number: null,
        ec_number: null,
        hazard_statement_codes: ["H999"],
      },
    });
    expect(unknown.status).toBe(422);
  });

  it("takes numbers typed with a word processor's dashes, and no numbers at all", async () => {
    const acetone = await maintainer.post("/substances", {
      json: {
        name: "Acetone",
        cas_number: " 67\u201364\u20131 ",
        ec_number: "",
        hazard_statement_codes: ["H225", "H319", "H336"],
        eu_hazard_statement_codes: ["EUH066"],
      },
    });
    expect(acetone.status).toBe(201);
    expect(acetone.data).toMatchObject({ cas_number: "67-64-1", ec_number: null });
    expect(acetone.data.eu_hazard_statements).toEqual([
      { code: "EUH066", statement: "Repeated exposure may cause skin dryness or cracking." },
    ]);
  });

  it("searches by number, filters by hazard, sorts and pages", async () => {
    expect((await editor.get("/substances?q=67-64")).data.content.map((s: { name: string }) => s.name)).toEqual([
      "Acetone",
    ]);
    expect((await editor.get("/substances?hazard=H336")).data.content.map((s: { name: string }) => s.name)).toEqual([
      "Acetone",
    ]);
    const sorted = await editor.get("/substances?sort=name,desc&size=1");
    expect(sorted.data.total_elements).toBe(2);
    expect(sorted.data.content[0].name).toBe("Ethanol");
    expect((await editor.get("/substances?hazard=h336")).data.total_elements).toBe(1);
    expect((await editor.get("/substances?hazard=H000")).status).toBe(422);
  });

  it("lists the notes in use", async () => {
    const notes = await editor.get("/substances/notes");
    expect(notes.status).toBe(200);
    expect(notes.data.content).toEqual([{ note: "Denatured grades may contain other substances", substances: 1 }]);
  });

  it("changes a substance unless it changed meanwhile", async () => {
    const current = (await editor.get("/substances?q=Acetone")).data.content[0];
    const change = { ...ethanol, name: "Acetone", cas_number: "67-64-1", ec_number: "200-662-2", notes: [] };
    const saved = await maintainer.put(`/substances/${current.id}`, {
      json: { ...change, last_modified_date: current.last_modified_date },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.ec_number).toBe("200-662-2");
    const stale = await maintainer.put(`/substances/${current.id}`, {
      json: { ...change, last_modified_date: current.last_modified_date },
    });
    expect(stale.status).toBe(409);
    const taken = await maintainer.put(`/substances/${current.id}`, {
      json: { ...change, cas_number: "64-17-5", last_modified_date: saved.data.last_modified_date },
    });
    expect(taken.status).toBe(422);
  });

  it("is read by any user and kept by maintainers only", async () => {
    expect((await editor.post("/substances", { json: { ...ethanol, name: "Editor's" } })).status).toBe(403);
    expect((await new ApiClient(api.url).get("/substances")).status).toBe(401);
    expect((await editor.get("/substances/2147483000")).status).toBe(404);
  });
});
