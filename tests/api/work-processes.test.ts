import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chemicalAssociations } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "manager" | "limited" | "maintainer", ApiClient>;
/** Kept chemicals: a solvent, a CMR product, and one the other holding's company keeps. */
const kept = {} as Record<"solvent" | "cmr" | "otherTenant", number>;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager", "limited", "maintainer"] as const)
    as[role] = await signInAs(api.url, api.db, world, role);
  const add = async (name: string, hazard: string[], precautionary: string[]) => {
    const added = await as.maintainer.post("/chemicals", {
      json: { name, hazard_statement_codes: hazard, precautionary_statement_codes: precautionary },
    });
    expect(added.status).toBe(201);
    const keeps = await as.editor.post(`/organizations/${world.tree.subsidiary.id}/chemical-associations`, {
      json: { chemical_id: added.data.id, department_id: world.tree.department.id, storage_location: "Vaskeplads" },
    });
    expect(keeps.status).toBe(201);
    return keeps.data.id as number;
  };
  kept.solvent = await add("Affedtningsmiddel", ["H226", "H336"], ["P210", "P280", "P304+P340"]);
  kept.cmr = await add("Trichlorethylen", ["H315", "H319", "H336", "H341", "H350"], ["P201", "P280", "P308+P313"]);
  const [theirs] = await api.db
    .insert(chemicalAssociations)
    .values({
      organizationId: world.otherTenant.id,
      chemicalId: (await as.maintainer.get("/chemicals")).data.content[0].id,
    })
    .returning();
  kept.otherTenant = theirs!.id;
});
afterAll(() => api.close());

const at = (organizationId: number) => `/organizations/${organizationId}/work-processes`;
const process = (values: object = {}) => ({
  name: "Affedtning af emner ved vaskepladsen",
  department_id: world.tree.department.id,
  ventilation: "LOCAL_EXHAUST",
  exposed: "Operatører på vaskepladsen",
  ...values,
});
const use = (values: object = {}) => ({
  association_id: kept.solvent,
  exposure_inhalation: true,
  exposure_skin: true,
  quantity: 2.5,
  unit: "LITRE",
  frequency: "DAILY",
  duration_minutes: 30,
  protective_equipment: "Nitrilhandsker og beskyttelsesbriller",
  likelihood: 3,
  severity: 3,
  ...values,
});

describe("chemical risk per work process", () => {
  it("adds a work process once for a repeated request, and assesses its products on the risk matrix", async () => {
    const base = at(world.tree.subsidiary.id);
    const created = await as.editor.post(base, { json: process() });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ products: 0, cmr: false, level: null, department: { name: "Production" } });
    const again = await as.editor.post(base, { json: process() });
    expect([again.status, again.data.id]).toEqual([200, created.data.id]);
    expect((await as.reader.post(base, { json: process({ name: "Læserens" }) })).status).toBe(403);

    const uses = `${base}/${created.data.id}/product-uses`;
    const added = await as.editor.post(uses, { json: use() });
    expect(added.status).toBe(200);
    // The same request twice: one use.
    const twice = await as.editor.post(uses, { json: use() });
    expect(twice.data.product_uses).toHaveLength(1);
    expect(twice.data.product_uses[0]).toMatchObject({
      product: { id: kept.solvent, name: "Affedtningsmiddel", cmr_codes: [], protective_equipment_codes: ["P280"] },
      level: "MEDIUM",
      quantity: 2.5,
    });
    // Other values for a product in the work process already: a duplicate, edited instead.
    expect((await as.editor.post(uses, { json: use({ likelihood: 4 }) })).status).toBe(409);

    // A CMR product needs the substitution considered.
    const refused = await as.editor.post(uses, { json: use({ association_id: kept.cmr, likelihood: 2, severity: 5 }) });
    expect(refused.status).toBe(422);
    expect(refused.data.errors).toMatchObject([{ path: "substitution_considered", code: "cmr_substitution" }]);
    const cmr = await as.editor.post(uses, {
      json: use({
        association_id: kept.cmr,
        likelihood: 2,
        severity: 5,
        substitution_considered: "Vandbaseret affedtning afprøvet; fjerner ikke olien fra gevindene",
      }),
    });
    expect(cmr.status).toBe(200);
    expect(cmr.data).toMatchObject({ products: 2, cmr: true, level: "HIGH" });
    const cmrUse = cmr.data.product_uses.find((line: { product: { id: number } }) => line.product.id === kept.cmr);
    expect(cmrUse.product.cmr_codes).toEqual(["H341", "H350"]);

    // Edited with the stamp it was read with; an old tab's save is a conflict; the CMR rule holds on edit.
    const path = `${uses}/${cmrUse.id}`;
    const { id: _id, product: _product, level: _level, ...fields } = cmrUse;
    const edited = await as.editor.put(path, { json: { ...fields, likelihood: 1 } });
    expect(edited.status).toBe(200);
    expect((await as.editor.put(path, { json: { ...fields, likelihood: 2 } })).status).toBe(409);
    const fresh = edited.data.product_uses.find((line: { id: number }) => line.id === cmrUse.id);
    const emptied = await as.editor.put(path, {
      json: { ...fields, substitution_considered: null, last_modified_date: fresh.last_modified_date },
    });
    expect([emptied.status, emptied.data.errors?.[0].code]).toEqual([422, "cmr_substitution"]);

    // The registers: CMR uses, a kept chemical's work processes, the list filtered to CMR.
    const register = await as.reader.get(`${base}/cmr-uses`);
    expect(register.data.content).toMatchObject([
      {
        product: { name: "Trichlorethylen" },
        work_process: { id: created.data.id },
        exposed: "Operatører på vaskepladsen",
        substitution_considered: expect.stringContaining("Vandbaseret"),
      },
    ]);
    const using = await as.reader.get(
      `/organizations/${world.tree.subsidiary.id}/chemical-associations/${kept.solvent}/work-processes`,
    );
    expect(using.data).toMatchObject([{ id: created.data.id, level: "MEDIUM" }]);
    await as.editor.post(base, { json: process({ name: "Rengøring af gulve" }) });
    const listed = await as.reader.get(`${base}?cmr=true&sort=score,desc`);
    expect(listed.data.content.map((row: { id: number }) => row.id)).toEqual([created.data.id]);

    // Taken off twice: off.
    expect((await as.editor.delete(`${uses}/${(twice.data.product_uses[0] as { id: number }).id}`)).status).toBe(200);
    const off = await as.editor.delete(`${uses}/${(twice.data.product_uses[0] as { id: number }).id}`);
    expect([off.status, off.data.products]).toEqual([200, 1]);
    // My chemicals filtered to those no work process uses: the solvent, no longer the CMR product.
    const unassessed = await as.reader.get(
      `/organizations/${world.tree.subsidiary.id}/chemical-associations?unassessed=true`,
    );
    const unassessedIds = unassessed.data.content.map((row: { id: number }) => row.id);
    expect(unassessedIds).toContain(kept.solvent);
    expect(unassessedIds).not.toContain(kept.cmr);
  });

  it("refuses another organization's kept chemical, bad quantities and another tenant's department, writing nothing", async () => {
    const base = at(world.tree.subsidiary.id);
    const created = await as.editor.post(base, { json: process({ name: "Maling af stel" }) });
    const uses = `${base}/${created.data.id}/product-uses`;
    const elsewhere = await as.editor.post(`${at(world.tree.holding.id)}`, {
      json: process({ department_id: world.otherTenant.id }),
    });
    expect([elsewhere.status, elsewhere.data.errors[0].code]).toEqual([422, "unknown_reference"]);
    for (const associationId of [2_000_000_000, kept.otherTenant]) {
      const unknown = await as.editor.post(uses, { json: use({ association_id: associationId }) });
      expect([unknown.status, unknown.data.errors[0].path]).toEqual([422, "association_id"]);
    }
    for (const bad of [{ quantity: -1 }, { duration_minutes: 1441 }, { likelihood: 6 }, { unit: null }]) {
      const refused = await as.editor.post(uses, { json: use(bad) });
      expect(refused.status).toBe(422);
    }
    expect((await as.editor.get(`${base}/${created.data.id}`)).data.products).toBe(0);
    // A process removed is gone.
    expect((await as.editor.delete(`${base}/${created.data.id}`)).status).toBe(204);
    expect((await as.editor.get(`${base}/${created.data.id}`)).status).toBe(404);
  });

  it("is not a LIMITED organization's", async () => {
    const answer = await as.limited.get(at(world.tree.limited.id));
    expect(answer.status).toBe(403);
  });

  // Last: it changes the holding's matrix the other tests score on.
  it("scores a product's use on the holding's own matrix, which cannot drop a step a use is scored with", async () => {
    const base = at(world.tree.subsidiary.id);
    const created = await as.editor.post(base, { json: process({ name: "Slibning af stel" }) });
    const uses = `${base}/${created.data.id}/product-uses`;
    const matrix = `/organizations/${world.tree.holding.id}/risk-matrix`;
    const sixByFive = { likelihoods: 6, severities: 5, bounds: { low: 6, medium: 12, high: 24 } };
    expect((await as.manager.put(matrix, { json: sixByFive })).status).toBe(200);

    // A sixth severity is not a step of it; a 6 × 3 is "high" on the holding's bounds, and the register says so.
    const sixth = await as.editor.post(uses, { json: use({ severity: 6 }) });
    expect([sixth.status, sixth.data.errors?.[0]?.code]).toEqual([422, "not_a_step"]);
    expect((await as.editor.get(`${base}/${created.data.id}`)).data.products).toBe(0);
    const onMatrix = await as.editor.post(uses, { json: use({ likelihood: 6, severity: 3 }) });
    expect([onMatrix.data.product_uses[0].level, onMatrix.data.level]).toEqual(["HIGH", "HIGH"]);
    expect((await as.reader.get(`${base}?q=Slibning`)).data.content[0].level).toBe("HIGH");

    // The sixth likelihood is in use: the default 5 × 5 again would drop it.
    const back = { likelihoods: 5, severities: 5, bounds: { low: 4, medium: 9, high: 16 } };
    const inUse = await as.manager.put(matrix, {
      json: { ...back, last_modified_date: (await as.reader.get(matrix)).data.last_modified_date },
    });
    expect([inUse.status, inUse.data.errors?.map((e: { code: string }) => e.code)]).toEqual([
      422,
      ["matrix_steps_in_use"],
    ]);
  });
});
