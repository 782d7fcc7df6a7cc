import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

let api: TestApi;
let reader: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  const tree = await createHolding(api.db);
  const user = await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "READ" }] });
  reader = new ApiClient(api.url);
  await reader.login(user.email);
});
afterAll(() => api.close());

type Statement = { code: string; statement: string; combined: boolean };
const byCode = (statements: Statement[], code: string) => statements.find((statement) => statement.code === code);

describe("the CLP statements", () => {
  it("answer the official text in the caller's language, H and EUH apart", async () => {
    const english = (await reader.get("/hazard-statements")).data;
    expect(english.total_elements).toBe(91);
    expect(byCode(english.content, "H225")?.statement).toBe("Highly flammable liquid and vapour.");
    expect(byCode(english.content, "H300+H310")?.combined).toBe(true);
    expect(english.content.some((statement: Statement) => statement.code.startsWith("EUH"))).toBe(false);

    await reader.patch("/user", { json: { language: "da" } });
    const danish = (await reader.get("/hazard-statements")).data;
    expect(byCode(danish.content, "H225")?.statement).toBe("Meget brandfarlig væske og damp.");
    const eu = (await reader.get("/eu-hazard-statements")).data;
    expect(eu.total_elements).toBe(33);
    expect(byCode(eu.content, "EUH066")?.statement).toMatch(/hud/);
    const precautionary = (await reader.get("/precautionary-statements")).data;
    expect(precautionary.total_elements).toBe(128);
    expect(byCode(precautionary.content, "P102")?.statement).toBe("Opbevares utilgængeligt for børn.");
    await reader.patch("/user", { json: { language: "en" } });
  });

  it("are for those who are signed in", async () => {
    const anonymous = new ApiClient(api.url);
    for (const path of [
      "/hazard-statements",
      "/eu-hazard-statements",
      "/precautionary-statements",
      "/dangerous-goods",
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
    }
  });
});

describe("pictograms, icons, dangerous goods and the chemical vocabulary", () => {
  it("lists the nine GHS pictograms with their artwork", async () => {
    const { content } = (await reader.get("/hazard-statements/pictograms")).data;
    expect(content.map((pictogram: { code: string }) => pictogram.code)).toEqual([
      "GHS01",
      "GHS02",
      "GHS03",
      "GHS04",
      "GHS05",
      "GHS06",
      "GHS07",
      "GHS08",
      "GHS09",
    ]);
    expect(content[1]).toEqual({ code: "GHS02", name_en: "Flame", image: "/pictograms/GHS02.svg" });
  });

  it("lists the ADR labels beside them, without artwork where the product has none", async () => {
    const { content } = (await reader.get("/hazard-and-safety-icons")).data;
    const icon = (code: string) => content.find((candidate: { code: string }) => candidate.code === code);
    expect(icon("ADR-3")).toMatchObject({ kind: "ADR", image: "/pictograms/ADR-3.svg" });
    expect(icon("ADR-4.1")).toMatchObject({ kind: "ADR", image: null });
    expect(icon("GHS09")).toMatchObject({ kind: "GHS", description: "Environment" });
  });

  it("names the ADR classes in Danish where the data has them", async () => {
    await reader.patch("/user", { json: { language: "da" } });
    const danish = (await reader.get("/dangerous-goods")).data;
    await reader.patch("/user", { json: { language: "en" } });
    expect(danish.packing_groups).toEqual(["I", "II", "III"]);
    expect(danish.classes.find((adr: { code: string }) => adr.code === "3")).toEqual({
      code: "3",
      name: "Brandfarlige væsker",
      label_models: ["3"],
    });
  });

  it("gives the enumerations a chemical is described with", async () => {
    const vocabulary = (await reader.get("/chemical-vocabulary")).data;
    expect(vocabulary.signal_words).toEqual(["NORMAL", "WARNING", "DANGER"]);
    expect(vocabulary.water_hazard_classes).toEqual(["1", "2", "3", "NWG", "AWG"]);
    expect(vocabulary.storage_classes).toHaveLength(25);
    expect(vocabulary.storage_classes[3]).toEqual({ code: "3", name_de: "Entzündbare Flüssigkeiten" });
  });
});

describe("GET /chemicals/warnings", () => {
  it("answers the danger code and label of the statements given, repeated or comma-separated", async () => {
    const methanol = await reader.get(
      "/chemicals/warnings?hazard_statement_ids=H225,H301%2BH311%2BH331&hazard_statement_ids=H370",
    );
    expect(methanol.status).toBe(200);
    expect(methanol.data).toEqual({
      danger_code: "RED",
      pictograms: ["GHS02", "GHS06", "GHS08"],
      signal_word: "DANGER",
      uncertain: [],
    });
    const acetone = await reader.get(
      "/chemicals/warnings?hazard_statement_ids=H225,H319,H336&eu_hazard_statement_ids=EUH066",
    );
    expect(acetone.data).toMatchObject({ danger_code: "YELLOW", pictograms: ["GHS02", "GHS07"] });
    expect((await reader.get("/chemicals/warnings")).data).toEqual({
      danger_code: "GREEN",
      pictograms: [],
      signal_word: "NORMAL",
      uncertain: [],
    });
  });

  it("refuses a code that is not a statement of the kind asked for", async () => {
    expect((await reader.get("/chemicals/warnings?hazard_statement_ids=H999")).status).toBe(422);
    expect((await reader.get("/chemicals/warnings?hazard_statement_ids=EUH066")).status).toBe(422);
    expect((await new ApiClient(api.url).get("/chemicals/warnings")).status).toBe(401);
  });
});
