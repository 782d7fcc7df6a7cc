import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
let manager: ApiClient;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const user = await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "MANAGE" }] });
  manager = new ApiClient(api.url);
  await manager.login(user.email);
});
afterAll(() => api.close());

describe("GET /nace-activities", () => {
  it("pages through the whole classification, to anyone", async () => {
    const anonymous = new ApiClient(api.url);
    const first = await anonymous.get("/nace-activities?size=3");
    expect(first.status).toBe(200);
    expect(first.data.total_elements).toBe(996);
    expect(first.data.content).toEqual([
      { code: "A", level: "SECTION", parent_code: null, title_en: "Agriculture, forestry and fishing", title_da: null },
      {
        code: "A01",
        level: "DIVISION",
        parent_code: "A",
        title_en: "Crop and animal production, hunting and related service activities",
        title_da: "Plante- og husdyravl, jagt og serviceydelser i forbindelse hermed",
      },
      {
        code: "A01.1",
        level: "GROUP",
        parent_code: "A01",
        title_en: "Growing of non-perennial crops",
        title_da: null,
      },
    ]);
    const last = await anonymous.get("/nace-activities?size=200&page=4");
    expect(last.data.content.at(-1).code).toBe("U99.00");
  });

  it("finds by code or by words, and refuses a bad query with 422", async () => {
    const chemicals = await manager.get(`/nace-activities?search=${encodeURIComponent("organic chemicals")}`);
    expect(chemicals.data.content.map((activity: { code: string }) => activity.code)).toContain("C20.14");
    expect((await manager.get("/nace-activities?search=49.41")).data.content[0].code).toBe("H49.41");
    expect((await manager.get("/nace-activities?size=0")).status).toBe(422);
    expect((await manager.get("/nace-activities?search=%00")).status).toBe(422);
  });
});

describe("an organization's activity", () => {
  it("must be a NACE Rev. 2 code", async () => {
    const current = (await manager.get(`/organizations/${tree.subsidiary.id}`)).data;
    const save = (naceCode: string) =>
      manager.put(`/organizations/${tree.subsidiary.id}`, {
        json: { name: current.name, nace_code: naceCode, last_modified_date: current.last_modified_date },
      });
    const unknown = await save("C99.9");
    expect(unknown.status).toBe(422);
    expect(unknown.data.errors[0].path).toBe("nace_code");
    expect((await manager.get(`/organizations/${tree.subsidiary.id}`)).data.last_modified_date).toBe(
      current.last_modified_date,
    );
    const known = await save("C20.14");
    expect(known.status).toBe(200);
    expect(known.data.nace_code).toBe("C20.14");
  });
});
