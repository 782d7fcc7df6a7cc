import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

let api: TestApi;
let tree: Awaited<ReturnType<typeof createHolding>>;
const as: Record<"maintainer" | "editor" | "reader" | "outsider", ApiClient> = {} as never;

beforeAll(async () => {
  api = await startTestApi();
  tree = await createHolding(api.db);
  const other = await createOrganization(api.db, { name: "Other ApS" });
  const users = {
    maintainer: await createUser(api.db, { systemPermissions: ["MAINTAIN"] }),
    editor: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "EDIT" }] }),
    reader: await createUser(api.db, { memberships: [{ organizationId: tree.holding.id, scope: "READ" }] }),
    outsider: await createUser(api.db, { memberships: [{ organizationId: other.id, scope: "MANAGE" }] }),
  };
  for (const [role, user] of Object.entries(users)) {
    as[role as keyof typeof as] = new ApiClient(api.url);
    await as[role as keyof typeof as].login(user.email);
  }
});
afterAll(() => api.close());

const unique = () => Math.random().toString(36).slice(2, 8);

describe("the stakeholder catalogue", () => {
  it("is seeded, searchable by everyone signed in, and kept by maintainers with unique names", async () => {
    const authorities = await as.reader.get("/stakeholders?kind=AUTHORITY&size=50");
    expect(authorities.data.content.map((s: { name: string }) => s.name)).toContain("Miljøstyrelsen");
    const found = (await as.reader.get("/stakeholders?q=miljø")).data.content.map((s: { name: string }) => s.name);
    expect(found).toContain("Miljøstyrelsen");
    expect(found.every((name: string) => name.toLowerCase().includes("miljø"))).toBe(true);

    const input = { name: `Vand & Affald ${unique()}`, kind: "WASTE_HANDLER", city: "Kolding", country_alpha2: "DK" };
    expect((await as.editor.post("/stakeholders", { json: input })).status).toBe(403);
    const created = await as.maintainer.post("/stakeholders", { json: input });
    expect(created.status).toBe(201);
    expect(
      (await as.maintainer.post("/stakeholders", { json: { ...input, name: input.name.toUpperCase() } })).status,
    ).toBe(409);
    const update = { ...input, phone: "+45 12 34 56 78", last_modified_date: created.data.last_modified_date };
    expect((await as.maintainer.put(`/stakeholders/${created.data.id}`, { json: update })).status).toBe(200);
    expect((await as.maintainer.put(`/stakeholders/${created.data.id}`, { json: update })).status).toBe(409);
    expect((await as.maintainer.post("/stakeholders", { json: { name: "X", kind: "ALIEN" } })).status).toBe(422);
  });
});

describe("an organization's stakeholders", () => {
  it("are added from the catalogue once, described by editors, and kept from other tenants", async () => {
    const base = `/organizations/${tree.subsidiary.id}/stakeholder-associations`;
    const [authority] = (await as.reader.get("/stakeholders?q=Arbejdstilsynet")).data.content;
    expect((await as.reader.post(base, { json: { stakeholder_id: authority.id } })).status).toBe(403);
    const added = await as.editor.post(base, { json: { stakeholder_id: authority.id } });
    expect(added.status).toBe(201);
    const again = await as.editor.post(base, { json: { stakeholder_id: authority.id } });
    expect([again.status, again.data.id]).toEqual([200, added.data.id]);

    const update = {
      needs_and_expectations: "Safe handling of chemicals; APV every three years.",
      compliance_obligation: true,
      how_addressed: "APV and the competence matrix.",
      last_modified_date: added.data.last_modified_date,
    };
    const saved = await as.editor.put(`${base}/${added.data.id}`, { json: update });
    expect(saved.data).toMatchObject({ compliance_obligation: true, stakeholder: { name: "Arbejdstilsynet" } });
    expect((await as.editor.put(`${base}/${added.data.id}`, { json: update })).status).toBe(409);

    const obligations = await as.reader.get(`${base}?compliance_obligation=true`);
    expect(obligations.data.content.map((a: { id: number }) => a.id)).toContain(added.data.id);
    expect((await as.outsider.get(`${base}/${added.data.id}`)).status).toBe(404);
    expect((await as.editor.post(base, { json: { stakeholder_id: 2_000_000_000 } })).status).toBe(404);
  });
});
