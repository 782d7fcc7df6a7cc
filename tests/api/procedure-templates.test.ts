import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type Role } from "../support/sign-in";

let api: TestApi;
const as = {} as Record<Role, ApiClient>;

beforeAll(async () => {
  api = await startTestApi();
  const world = await createWorld(api.db);
  for (const role of ["anonymous", "reader", "editor", "maintainer"] as const) {
    as[role] = await signInAs(api.url, api.db, world, role);
  }
});
afterAll(() => api.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const template = (tag: string, title = `Lockout tagout ${tag}`) => ({
  texts: {
    en: { title, content: "## Purpose\n\nMachines are made safe before maintenance." },
    da: {
      title: `Sikring af maskiner ${tag} – låsning før vedligehold`,
      content: "## Formål\n\nMaskiner gøres sikre først.",
    },
  },
  iso_standards: ["ISO_45001"],
  clauses: ["ISO 45001 8.1.2"],
});
type Summary = { id: number; titles: { en?: string; da?: string }; clauses: string[] };

describe("the procedure template catalogue", () => {
  it("is seeded in English and Danish with the clauses each template serves", async () => {
    const list = await as.reader.get("/procedure-templates?size=200");
    expect(list.status).toBe(200);
    const spill = list.data.content.find((row: Summary) => row.titles.en === "Chemical spill response");
    expect(spill).toMatchObject({
      titles: { da: "Håndtering af kemikaliespild" },
      iso_standards: ["ISO_14001", "ISO_45001"],
      clauses: ["ISO 14001 8.2", "ISO 45001 8.2"],
    });
    expect(spill).not.toHaveProperty("texts");
    expect(list.data.total_elements).toBeGreaterThanOrEqual(8);
    for (const row of list.data.content as Summary[]) expect([row.titles.en, row.titles.da]).not.toContain(undefined);

    const full = await as.reader.get(`/procedure-templates/${spill.id}`);
    expect(full.data.texts.en.content).toContain("## Responsibilities");
    expect(full.data.texts.da.content).toContain("## Ansvar");
    expect(full.data.texts.da.content.split(/\s+/).length).toBeGreaterThan(250);
  });

  it("is searched in either language's title and sorted by title", async () => {
    const tag = unique();
    for (const title of [`Beta ${tag}`, `alpha ${tag}`, `Gamma ${tag}`]) {
      expect((await as.maintainer.post("/procedure-templates", { json: template(title, title) })).status).toBe(201);
    }
    const byEnglish = await as.editor.get(`/procedure-templates?q=${tag}&sort=title,asc`);
    expect(byEnglish.data.content.map((row: Summary) => row.titles.en)).toEqual([
      `alpha ${tag}`,
      `Beta ${tag}`,
      `Gamma ${tag}`,
    ]);
    const descending = await as.editor.get(`/procedure-templates?q=${tag}&sort=title,desc&size=2`);
    expect(descending.data.total_elements).toBe(3);
    expect(descending.data.content.map((row: Summary) => row.titles.en)).toEqual([`Gamma ${tag}`, `Beta ${tag}`]);
    const byDanish = await as.reader.get(`/procedure-templates?q=${encodeURIComponent("låsning")}&size=200`);
    expect(byDanish.data.content.length).toBeGreaterThanOrEqual(3);
    expect((await as.reader.get("/procedure-templates?q=affaldshåndtering")).data.content[0].titles.en).toBe(
      "Waste handling",
    );
  });

  it("is kept by maintainers: created once, updated with the stamp read, a stale save refused", async () => {
    const tag = unique();
    const created = await as.maintainer.post("/procedure-templates", { json: template(tag) });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      clauses: ["ISO 45001 8.1.2"],
      texts: { en: { title: `Lockout tagout ${tag}` } },
    });
    // The same create again (a double submit) does not make a second record.
    expect((await as.maintainer.post("/procedure-templates", { json: template(tag) })).status).toBe(409);
    expect((await as.reader.get(`/procedure-templates?q=${tag}`)).data.total_elements).toBe(1);

    const update = {
      ...template(tag),
      clauses: ["ISO 45001 8.1.2", "ISO 45001 8.1.3"],
      last_modified_date: created.data.last_modified_date,
    };
    const saved = await as.maintainer.put(`/procedure-templates/${created.data.id}`, { json: update });
    expect(saved.status).toBe(200);
    expect(saved.data.clauses).toEqual(["ISO 45001 8.1.2", "ISO 45001 8.1.3"]);
    const stale = await as.maintainer.put(`/procedure-templates/${created.data.id}`, {
      json: { ...update, clauses: [] },
    });
    expect(stale.status).toBe(409);
    expect((await as.reader.get(`/procedure-templates/${created.data.id}`)).data.clauses).toHaveLength(2);
    expect((await as.maintainer.put("/procedure-templates/2000000000", { json: update })).status).toBe(404);
  });

  it("refuses writes from anyone but a maintainer, and reads from the anonymous", async () => {
    const tag = unique();
    const created = await as.maintainer.post("/procedure-templates", { json: template(tag) });
    const update = { ...template(tag), clauses: [], last_modified_date: created.data.last_modified_date };
    for (const role of ["reader", "editor"] as const) {
      expect((await as[role].post("/procedure-templates", { json: template(`${tag}-${role}`) })).status).toBe(403);
      expect((await as[role].put(`/procedure-templates/${created.data.id}`, { json: update })).status).toBe(403);
    }
    expect((await as.anonymous.get("/procedure-templates")).status).toBe(401);
    expect((await as.anonymous.get(`/procedure-templates/${created.data.id}`)).status).toBe(401);
    expect((await as.anonymous.post("/procedure-templates", { json: template(tag) })).status).toBe(401);
    expect((await as.reader.get(`/procedure-templates/${created.data.id}`)).data.clauses).toEqual(["ISO 45001 8.1.2"]);
  });

  it("answers bad input with 400 or 422 and changes nothing", async () => {
    const tag = unique();
    const bad = [
      { texts: {}, iso_standards: [], clauses: [] },
      { ...template(tag), iso_standards: ["ISO_9001"] },
      { ...template(tag), clauses: [""] },
      { ...template(tag), texts: { en: { title: "", content: "x" } } },
      { ...template(tag), texts: { fr: { title: "Modèle", content: "x" } } },
      { ...template(tag), extra: true },
    ];
    for (const json of bad) {
      const response = await as.maintainer.post("/procedure-templates", { json });
      expect([400, 422], JSON.stringify(json)).toContain(response.status);
    }
    const broken = await as.maintainer.request("POST", "/procedure-templates", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect([400, 422]).toContain(broken.status);
    expect((await as.reader.get(`/procedure-templates?q=${tag}`)).data.total_elements).toBe(0);
    expect((await as.reader.get("/procedure-templates/abc")).status).toBe(404);
    expect((await as.reader.get("/procedure-templates?size=1000")).status).toBe(422);
  });
});
