import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { multipart, pdfBytes } from "../support/sample-files";
import { createWorld, signInAs, type World } from "../support/sign-in";
import type { ApiClient } from "../support/http-client";

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "maintainer", ApiClient>;
let org: number;
let chemicalId: number;
let keptPath: string;

const upload = async (client: ApiClient, organization: number, name: string) =>
  (
    await client.post(`/organizations/${organization}/files`, {
      body: multipart({ standalone: "false" }, { name, bytes: pdfBytes(name) }),
    })
  ).data.id as number;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "maintainer"] as const)
    as[role] = await signInAs(api.url, api.db, world, role);
  org = world.tree.subsidiary.id;
  const chemical = await as.maintainer.post("/chemicals", {
    json: { name: "Acetone", hazard_statement_codes: ["H225"] },
  });
  chemicalId = chemical.data.id;
  const kept = await as.editor.post(`/organizations/${org}/chemical-associations`, {
    json: { chemical_id: chemicalId, storage_location: "Lager 2" },
  });
  keptPath = `/organizations/${org}/chemical-associations/${kept.data.id}/safety-data-sheets`;
});
afterAll(() => api.close());

describe("the safety data sheets an organization received from its supplier", () => {
  it("are filed by an editor for the kept chemical, once for a repeated post, newest first", async () => {
    const older = await upload(as.editor, org, "Acetone SDS 2022.pdf");
    const first = await as.editor.post(keptPath, {
      json: { file_id: older, language: "da", last_revision_date: "2022-03-01" },
    });
    expect(first.status).toBe(201);
    const again = await as.editor.post(keptPath, {
      json: { file_id: older, language: "da", last_revision_date: "2022-03-01" },
    });
    expect([again.status, again.data.total_elements]).toEqual([200, 1]);
    const newer = await upload(as.editor, org, "Acetone SDS 2025.pdf");
    await as.editor.post(keptPath, { json: { file_id: newer, language: "en", last_revision_date: "2025-06-01" } });
    const listed = await as.reader.get(keptPath);
    expect(listed.status).toBe(200);
    expect(
      listed.data.content.map((sheet: { language: string; file: { name: string } }) => [
        sheet.language,
        sheet.file.name,
      ]),
    ).toEqual([
      ["en", "Acetone SDS 2025.pdf"],
      ["da", "Acetone SDS 2022.pdf"],
    ]);
    expect(listed.data.content[0].organization).toEqual({ id: org, name: world.tree.subsidiary.name });
    // Each filed sheet is part of the kept chemical's history.
    const keptId = keptPath.split("/")[4];
    const history = await as.editor.get(`/organizations/${org}/history?entity=chemical_association&id=${keptId}`);
    const filed = history.data.content.filter(
      (entry: { entity: string }) => entry.entity === "chemical_association_sheet",
    );
    expect(filed.map((entry: { changes: { language: { new: string } } }) => entry.changes.language.new)).toEqual([
      "en",
      "da",
    ]);
  });

  it("refuses a reader, a file of another organization and a bad language, writing nothing", async () => {
    const file = await upload(as.editor, org, "Reader's SDS.pdf");
    const input = { file_id: file, language: "da", last_revision_date: "2024-01-01" };
    expect((await as.reader.post(keptPath, { json: input })).status).toBe(403);
    const theirs = await upload(as.editor, world.tree.department.id, "Department's SDS.pdf");
    const foreign = await as.editor.post(keptPath, { json: { ...input, file_id: theirs } });
    expect(foreign.status).toBe(422);
    const badLanguage = await as.editor.post(keptPath, { json: { ...input, language: "Danish" } });
    expect(badLanguage.status).toBe(422);
    const listed = await as.reader.get(keptPath);
    expect(listed.data.total_elements).toBe(2);
    const sheet = listed.data.content[0].id;
    expect((await as.reader.delete(`${keptPath}/${sheet}`)).status).toBe(403);
  });

  it("are offered to the catalogue's maintainers, who download them; others may not list them", async () => {
    const listed = await as.maintainer.get(`/chemicals/${chemicalId}/sent-safety-data-sheets`);
    expect(listed.status).toBe(200);
    expect(listed.data.content.map((sheet: { language: string }) => sheet.language)).toEqual(["en", "da"]);
    const raw = await as.maintainer.get(
      `/chemicals/${chemicalId}/sent-safety-data-sheets/${listed.data.content[0].id}/raw`,
    );
    expect(raw.status).toBe(200);
    expect((await as.editor.get(`/chemicals/${chemicalId}/sent-safety-data-sheets`)).status).toBe(403);
    expect((await as.maintainer.get(`/chemicals/${chemicalId + 1000}/sent-safety-data-sheets`)).status).toBe(404);
  });

  it("are taken into the catalogue by a maintainer as a copy, once per content and country", async () => {
    const sent = (await as.maintainer.get(`/chemicals/${chemicalId}/sent-safety-data-sheets`)).data.content[0];
    const adopt = `/chemicals/${chemicalId}/sent-safety-data-sheets/${sent.id}/adopt`;
    expect((await as.editor.post(adopt, { json: { country_alpha2: "DK" } })).status).toBe(403);
    expect((await as.maintainer.post(adopt, { json: { country_alpha2: "Danmark" } })).status).toBe(422);
    const taken = await as.maintainer.post(adopt, { json: { country_alpha2: "DK" } });
    expect(taken.status).toBe(201);
    const sheets = taken.data.countries_data.find(
      (country: { country_alpha2: string }) => country.country_alpha2 === "DK",
    ).safety_data_sheets as {
      id: number;
      language: string;
      last_revision_date: string;
      file: { id: number; sha256: string };
    }[];
    const copy = sheets.find((sheet) => sheet.file.sha256 === sent.file.sha256)!;
    expect([copy.language, copy.last_revision_date]).toEqual([sent.language, sent.last_revision_date]);
    expect(copy.file.id).not.toBe(sent.file.id);
    const raw = await as.reader.get(`/chemicals/${chemicalId}/safety-data-sheets/${copy.id}/raw`);
    expect(raw.status).toBe(200);
    const again = await as.maintainer.post(adopt, { json: { country_alpha2: "DK" } });
    expect(again.status).toBe(200);
    expect(
      (
        await as.maintainer.post(`/chemicals/${chemicalId}/sent-safety-data-sheets/2147483000/adopt`, {
          json: { country_alpha2: "DK" },
        })
      ).status,
    ).toBe(404);
  });

  it("are removed by an editor with their file", async () => {
    const listed = await as.editor.get(keptPath);
    const sheet = listed.data.content[0];
    expect((await as.editor.delete(`${keptPath}/${sheet.id}`)).status).toBe(204);
    expect((await as.editor.delete(`${keptPath}/${sheet.id}`)).status).toBe(404);
    expect((await as.editor.get(keptPath)).data.total_elements).toBe(1);
    const file = await as.editor.get(`/organizations/${org}/files/${sheet.file.id}`);
    expect(file.data.deleted).toBe(true);
  });
});
