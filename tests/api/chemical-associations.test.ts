import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations } from "../../server/db/schema";
import { coStorageVerdict } from "../../server/domain/co-storage";
import { businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import { createOrganization, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { multipart, pdfBytes } from "../support/sample-files";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "manager" | "maintainer" | "outsider", ApiClient>;
let base: string;
const chemical = {} as Record<
  "propanol" | "acetylene" | "formalin" | "wax",
  { id: number; supplies: { id: number }[] }
>;

const thisYear = Number(businessToday().slice(0, 4));
/** Older than the default three years of review, younger than five, whatever day the tests run. */
const fourYearsAgo = `${thisYear - 4}-01-15`;
const lastMonth = (() => {
  const date = new Date(`${businessToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
})();

async function fileSheet(chemicalId: number, country: string, language: string, revised: string) {
  const file = await as.maintainer.post("/chemicals/files", {
    body: multipart({}, { name: `SDS ${chemicalId} ${country}.pdf`, bytes: pdfBytes(`${chemicalId}${country}`) }),
  });
  const filed = await as.maintainer.post(`/chemicals/${chemicalId}/safety-data-sheets`, {
    json: { file_id: file.data.id, country_alpha2: country, language, last_revision_date: revised },
  });
  expect(filed.status).toBe(201);
}

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager", "maintainer"] as const)
    as[role] = await signInAs(api.url, api.db, world, role);
  const outsider = await createUser(api.db, { memberships: [{ organizationId: world.otherTenant.id, scope: "EDIT" }] });
  as.outsider = new ApiClient(api.url);
  await as.outsider.login(outsider.email);
  // The holding is Danish; its subsidiary and the subsidiary's department name no country of their own.
  await api.db.update(organizations).set({ countryAlpha2: "DK" }).where(eq(organizations.id, world.tree.holding.id));
  base = `/organizations/${world.tree.subsidiary.id}/chemical-associations`;

  const supplier = await as.maintainer.post("/stakeholders", { json: { name: "Gas & Kemi A/S", kind: "SUPPLIER" } });
  const add = async (name: string, codes: string[], countries: Record<string, unknown>[]) => {
    const added = await as.maintainer.post("/chemicals", {
      json: {
        name,
        hazard_statement_codes: codes,
        supplies: [{ supplier_id: supplier.data.id, product_number: `GK-${name.length}` }],
        countries_data: countries,
      },
    });
    expect(added.status).toBe(201);
    return added.data;
  };
  chemical.propanol = await add(
    "Isopropanol",
    ["H225", "H319", "H336"],
    [
      { country_alpha2: "DK", storage_class: "3", water_hazard_class: "1" },
      { country_alpha2: "SE", storage_class: "10", water_hazard_class: "2" },
    ],
  );
  chemical.acetylene = await add("Acetylen", ["H220", "H280"], [{ country_alpha2: "DK", storage_class: "2A" }]);
  chemical.formalin = await add("Formalin", ["H350", "H301", "H314"], []);
  chemical.wax = await add("Paraffinvoks", [], [{ country_alpha2: "DK", storage_class: "11" }]);
  await fileSheet(chemical.propanol.id, "DK", "da", fourYearsAgo);
  await fileSheet(chemical.acetylene.id, "DK", "da", lastMonth);
  await fileSheet(chemical.formalin.id, "SE", "sv", lastMonth);
});
afterAll(() => api.close());

type Kept = { id: number; chemical: { name: string }; storage_location: string };
const kept = (response: { data: { content: Kept[] } }) =>
  response.data.content.map((row) => `${row.chemical.name} @ ${row.storage_location}`);
const ids: Record<string, number> = {};

describe("an organization's chemicals", () => {
  it("adds a chemical it keeps from one of its supplies in a department below it, once for a repeated add", async () => {
    const input = {
      chemical_id: chemical.propanol.id,
      supply_id: chemical.propanol.supplies[0]!.id,
      department_id: world.tree.department.id,
      storage_location: "Lager 1",
      amount: 25.5,
      unit: "LITRE",
      purpose: "Rengøring af maskiner",
    };
    const added = await as.editor.post(base, { json: input });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({
      chemical: {
        id: chemical.propanol.id,
        name: "Isopropanol",
        danger_code: "YELLOW",
        pictograms: ["GHS02", "GHS07"],
        signal_word: "DANGER",
        hazard_codes: ["H225", "H319", "H336"],
      },
      supply: { id: input.supply_id, supplier: { name: "Gas & Kemi A/S" }, product_number: "GK-11" },
      department: { id: world.tree.department.id, name: "Production" },
      storage_location: "Lager 1",
      amount: 25.5,
      unit: "LITRE",
      purpose: "Rengøring af maskiner",
      country_alpha2: "DK",
      storage_class: "3",
      water_hazard_class: "1",
    });
    const again = await as.editor.post(base, { json: input });
    expect([again.status, again.data.id]).toEqual([200, added.data.id]);
    const more = await as.editor.post(base, { json: { ...input, amount: 30 } });
    expect(more.status).toBe(201);
    expect((await as.editor.delete(`${base}/${more.data.id}`)).status).toBe(204);
    ids.propanol = added.data.id;
  });

  it("refuses a supply of another chemical, a department outside the organization and an unknown chemical, writing nothing", async () => {
    const input = { chemical_id: chemical.propanol.id, storage_location: "Refused" };
    const wrongSupply = await as.editor.post(base, {
      json: { ...input, supply_id: chemical.acetylene.supplies[0]!.id },
    });
    expect(wrongSupply.status).toBe(422);
    expect(wrongSupply.data.errors).toMatchObject([{ path: "supply_id", code: "unknown_reference" }]);
    for (const department of [world.tree.holdingDepartment.id, world.otherTenant.id]) {
      const elsewhere = await as.editor.post(base, { json: { ...input, department_id: department } });
      expect(elsewhere.status).toBe(422);
      expect(elsewhere.data.errors).toMatchObject([{ path: "department_id", code: "unknown_reference" }]);
    }
    const unknown = await as.editor.post(base, { json: { ...input, chemical_id: 2_000_000_000 } });
    expect([unknown.status, unknown.data.errors[0].path]).toEqual([422, "chemical_id"]);
    expect((await as.editor.post(base, { json: { ...input, unit: "BARREL" } })).status).toBe(422);
    expect((await as.editor.get(`${base}?q=refused`)).data.total_elements).toBe(0);
  });

  it("lets readers read but not add, and keeps the entries from other tenants", async () => {
    expect((await as.reader.get(`${base}/${ids.propanol}`)).status).toBe(200);
    const add = { chemical_id: chemical.wax.id, storage_location: "Reader's shelf" };
    expect((await as.reader.post(base, { json: add })).status).toBe(403);
    expect((await as.outsider.get(`${base}/${ids.propanol}`)).status).toBe(404);
    expect((await as.outsider.get(base)).status).toBe(404);
    const theirBase = `/organizations/${world.otherTenant.id}/chemical-associations`;
    expect((await as.outsider.get(`${theirBase}/${ids.propanol}`)).status).toBe(404);
    expect((await as.outsider.delete(`${theirBase}/${ids.propanol}`)).status).toBe(404);
    const theirs = await as.outsider.post(theirBase, { json: { chemical_id: chemical.wax.id } });
    expect(theirs.status).toBe(201);
    expect((await as.editor.get(`${base}/${theirs.data.id}`)).status).toBe(404);
    expect((await as.editor.get(`${theirBase}/${theirs.data.id}`)).status).toBe(404);
    const limited = `/organizations/${world.tree.limited.id}/chemical-associations`;
    expect((await as.editor.get(limited)).status).toBe(403);
  });

  it("judges the safety data sheet by the organization's country: missing, outdated after three years, or current", async () => {
    const add = async (chemicalId: number, location: string) => {
      const added = await as.editor.post(base, { json: { chemical_id: chemicalId, storage_location: location } });
      expect(added.status).toBe(201);
      return added.data;
    };
    const propanol = (await as.reader.get(`${base}/${ids.propanol}`)).data;
    expect(propanol).toMatchObject({
      sds_status: "OUTDATED",
      safety_data_sheet: { language: "da", last_revision_date: fourYearsAgo },
      sds_review_due: `${thisYear - 1}-01-15`,
    });
    const acetylene = await add(chemical.acetylene.id, " lager 1 ");
    expect(acetylene).toMatchObject({ sds_status: "CURRENT", storage_location: "lager 1", storage_class: "2A" });
    expect(acetylene.safety_data_sheet.last_revision_date).toBe(lastMonth);
    expect(acetylene.sds_review_due > businessToday()).toBe(true);
    // Formalin has a sheet for Sweden only, and no storage class anywhere.
    const formalin = await add(chemical.formalin.id, "LAGER 1");
    expect(formalin).toMatchObject({
      sds_status: "MISSING",
      safety_data_sheet: null,
      sds_review_due: null,
      country_alpha2: "DK",
      storage_class: null,
      water_hazard_class: null,
    });
    const wax = await add(chemical.wax.id, "Lager 2");
    expect(wax).toMatchObject({ sds_status: "MISSING", storage_class: "11" });
    ids.acetylene = acetylene.id;
    ids.formalin = formalin.id;
    ids.wax = wax.id;
    ids.propanol2 = (await add(chemical.propanol.id, "Lager 2")).id;

    const theirs = await as.outsider.get(`/organizations/${world.otherTenant.id}/chemical-associations`);
    expect(theirs.data.content).toMatchObject([
      { sds_status: "NO_COUNTRY", country_alpha2: null, storage_class: null, safety_data_sheet: null },
    ]);
  });

  it("reviews the sheets after the company's own period", async () => {
    // A manager sets the company's period with the rest of its details.
    const at = async (years: number) => {
      const path = `/organizations/${world.tree.subsidiary.id}`;
      const company = (await as.manager.get(path)).data;
      const saved = await as.manager.put(path, {
        json: {
          name: company.name,
          country_alpha2: company.country_alpha2,
          sds_review_years: years,
          last_modified_date: company.last_modified_date,
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.data.sds_review_years).toBe(years);
    };
    await at(5);
    try {
      const propanol = (await as.reader.get(`${base}/${ids.propanol}`)).data;
      expect(propanol).toMatchObject({ sds_status: "CURRENT", sds_review_due: `${thisYear + 1}-01-15` });
      expect((await as.reader.get(`${base}?sds=OUTDATED`)).data.total_elements).toBe(0);
    } finally {
      await at(3);
    }
    expect((await as.reader.get(`${base}/${ids.propanol}`)).data.sds_status).toBe("OUTDATED");
  });

  it("filters by danger, hazard, storage class, department, location, text and sheet status, and sorts", async () => {
    const list = (query: string) => as.reader.get(`${base}?${query}`);
    expect(kept(await list("sort=chemical,asc"))).toEqual([
      "Acetylen @ lager 1",
      "Formalin @ LAGER 1",
      "Isopropanol @ Lager 1",
      "Isopropanol @ Lager 2",
      "Paraffinvoks @ Lager 2",
    ]);
    expect(kept(await list("danger_code=RED"))).toEqual(["Formalin @ LAGER 1"]);
    expect(kept(await list("hazard=h225&sort=storage_location,desc"))).toEqual([
      "Isopropanol @ Lager 2",
      "Isopropanol @ Lager 1",
    ]);
    expect(kept(await list("storage_class=2A"))).toEqual(["Acetylen @ lager 1"]);
    expect(kept(await list(`department_id=${world.tree.department.id}`))).toEqual(["Isopropanol @ Lager 1"]);
    expect(kept(await list(`department_id=${world.otherTenant.id}`))).toEqual([]);
    expect(kept(await list("location=lager+1&sort=chemical,asc"))).toEqual([
      "Acetylen @ lager 1",
      "Formalin @ LAGER 1",
      "Isopropanol @ Lager 1",
    ]);
    expect(kept(await list("q=RENGØRING"))).toEqual(["Isopropanol @ Lager 1"]);
    expect(kept(await list("q=paraffin"))).toEqual(["Paraffinvoks @ Lager 2"]);
    expect(kept(await list("sds=MISSING&sort=chemical,asc"))).toEqual(["Formalin @ LAGER 1", "Paraffinvoks @ Lager 2"]);
    expect(kept(await list("sds=OUTDATED&sort=storage_location,asc"))).toEqual([
      "Isopropanol @ Lager 1",
      "Isopropanol @ Lager 2",
    ]);
    expect(kept(await list("sds=CURRENT"))).toEqual(["Acetylen @ lager 1"]);
    expect(kept(await list("sds=ATTENTION&sort=chemical,asc"))).toHaveLength(4);
    expect(kept(await list("sds=NO_COUNTRY"))).toEqual([]);
    expect((await list("sds=LATE")).status).toBe(422);
    expect((await list("storage_class=99")).status).toBe(422);

    const byDanger = await list("sort=danger_code,desc");
    expect(byDanger.data.content.map((row: { chemical: { danger_code: string } }) => row.chemical.danger_code)).toEqual(
      ["RED", "YELLOW", "YELLOW", "YELLOW", "GREEN"],
    );
    const byClass = await list("sort=storage_class,asc");
    expect(byClass.data.content.map((row: { storage_class: string | null }) => row.storage_class)).toEqual([
      "11",
      "2A",
      "3",
      "3",
      null,
    ]);
    expect(kept(await list("sort=sds_revision_date,desc"))).toEqual([
      "Acetylen @ lager 1",
      "Isopropanol @ Lager 1",
      "Isopropanol @ Lager 2",
      "Formalin @ LAGER 1",
      "Paraffinvoks @ Lager 2",
    ]);
    const page = await list("sort=chemical,desc&size=2&page=1");
    expect([page.data.total_elements, kept(page)]).toEqual([5, ["Isopropanol @ Lager 2", "Formalin @ LAGER 1"]]);
  });

  it("changes an entry unless it changed meanwhile, and removes it", async () => {
    const current = (await as.editor.get(`${base}/${ids.wax}`)).data;
    const update = {
      chemical_id: chemical.wax.id,
      storage_location: "Lager 2",
      amount: 3,
      unit: "KILOGRAM",
      last_modified_date: current.last_modified_date,
    };
    const saved = await as.editor.put(`${base}/${ids.wax}`, { json: update });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ amount: 3, unit: "KILOGRAM", storage_class: "11" });
    expect((await as.editor.put(`${base}/${ids.wax}`, { json: update })).status).toBe(409);
    expect((await as.reader.put(`${base}/${ids.wax}`, { json: update })).status).toBe(403);
    const wrongSupply = await as.editor.put(`${base}/${ids.wax}`, {
      json: {
        ...update,
        supply_id: chemical.propanol.supplies[0]!.id,
        last_modified_date: saved.data.last_modified_date,
      },
    });
    expect(wrongSupply.status).toBe(422);

    const scratch = await as.editor.post(base, { json: { chemical_id: chemical.wax.id, purpose: "To be removed" } });
    expect((await as.reader.delete(`${base}/${scratch.data.id}`)).status).toBe(403);
    expect((await as.editor.delete(`${base}/${scratch.data.id}`)).status).toBe(204);
    expect((await as.editor.get(`${base}/${scratch.data.id}`)).status).toBe(404);
    expect((await as.editor.delete(`${base}/${scratch.data.id}`)).status).toBe(404);
  });

  it("moves many entries to a department at once, all or none, and back to the organization", async () => {
    const made = await Promise.all(
      ["Flyt 1", "Flyt 2"].map((location) =>
        as.editor.post(base, { json: { chemical_id: chemical.wax.id, storage_location: location } }),
      ),
    );
    const chosen = made.map((entry) => entry.data.id as number);
    const moves = `/organizations/${world.tree.subsidiary.id}/chemical-association-moves`;
    const toDepartment = { association_ids: chosen, department_id: world.tree.department.id };
    expect((await as.reader.post(moves, { json: toDepartment })).status).toBe(403);
    const outside = await as.editor.post(moves, {
      json: { ...toDepartment, department_id: world.tree.holdingDepartment.id },
    });
    expect([outside.status, outside.data.errors?.[0]?.path]).toEqual([422, "department_id"]);
    const unknown = await as.editor.post(moves, {
      json: { ...toDepartment, association_ids: [...chosen, 2147483000] },
    });
    expect([unknown.status, unknown.data.errors?.[0]?.path]).toEqual([422, "association_ids"]);
    for (const id of chosen) expect((await as.editor.get(`${base}/${id}`)).data.department).toBeNull();
    expect((await as.editor.post(moves, { json: toDepartment })).status).toBe(204);
    for (const id of chosen) {
      expect((await as.editor.get(`${base}/${id}`)).data.department).toMatchObject({ id: world.tree.department.id });
    }
    expect((await as.editor.post(moves, { json: { ...toDepartment, department_id: null } })).status).toBe(204);
    for (const id of chosen) expect((await as.editor.get(`${base}/${id}`)).data.department).toBeNull();
    // The co-storage check below reads every location of the organization.
    for (const id of chosen) await as.editor.delete(`${base}/${id}`);
  });
});

describe("the co-storage check", () => {
  it("reads the verdicts the tests rely on from the TRGS 510 data", () => {
    expect(coStorageVerdict("2A", "3")).toEqual({ kind: "separate" });
    expect(coStorageVerdict("3", "11")).toMatchObject({ kind: "restricted", footnote: 5 });
  });

  it("takes one location in any case and spacing, lists the unclassified and names the pairs to keep apart", async () => {
    const check = await as.reader.get(`${base}/co-storage`);
    expect(check.status).toBe(200);
    expect(check.data.source.regulation).toContain("TRGS 510");
    const [first, second] = check.data.locations;
    expect(check.data.locations).toHaveLength(2);
    expect(first.location.toLowerCase()).toBe("lager 1");
    expect(first.chemicals.map((c: { chemical: { name: string } }) => c.chemical.name)).toEqual([
      "Acetylen",
      "Formalin",
      "Isopropanol",
    ]);
    expect(first.chemicals[1]).toEqual({
      association_id: ids.formalin,
      chemical: { id: chemical.formalin.id, name: "Formalin" },
      storage_class: null,
    });
    expect(first.conflicts).toEqual([
      {
        first: {
          association_id: ids.acetylene,
          chemical: { id: chemical.acetylene.id, name: "Acetylen" },
          storage_class: "2A",
        },
        second: {
          association_id: ids.propanol,
          chemical: { id: chemical.propanol.id, name: "Isopropanol" },
          storage_class: "3",
        },
        verdict: "separate",
        reaction: null,
        footnote: null,
        footnote_de: null,
      },
    ]);
    expect(second.location).toBe("Lager 2");
    expect(second.conflicts).toMatchObject([
      {
        first: { association_id: ids.propanol2, storage_class: "3" },
        second: { association_id: ids.wax, storage_class: "11" },
        verdict: "restricted",
        footnote: 5,
        footnote_de: expect.stringContaining("Brennbare Materialien"),
      },
    ]);

    const one = await as.reader.get(`${base}/co-storage?location=${encodeURIComponent(" LAGER 2 ")}`);
    expect(one.data.locations.map((l: { location: string }) => l.location)).toEqual(["Lager 2"]);
    expect((await as.reader.get(`${base}/co-storage?location=Kælder`)).data.locations).toEqual([]);
  });

  it("names what may react dangerously though the classes allow it: hypochlorite beside acids, an oxidiser beside a flammable", async () => {
    const store = async (name: string, codes: string[], storageClass: string) => {
      const added = await as.maintainer.post("/chemicals", {
        json: {
          name,
          hazard_statement_codes: codes.filter((code) => code.startsWith("H")),
          eu_hazard_statement_codes: codes.filter((code) => code.startsWith("EUH")),
          countries_data: [{ country_alpha2: "DK", storage_class: storageClass }],
        },
      });
      const keptHere = await as.editor.post(base, {
        json: { chemical_id: added.data.id, storage_location: "Syrerum" },
      });
      return keptHere.data.id as number;
    };
    const hypochlorite = await store("Natriumhypochlorit 15 %", ["H290", "H314", "H400", "H410", "EUH031"], "8B");
    const hydrochloric = await store("Saltsyre 30 %", ["H290", "H314", "H335"], "8B");
    const peroxide = await store("Brintoverilte 35 %", ["H302+H332", "H318", "H272"], "5.1B");
    const ethanol = await store("Ethanol 96 %", ["H225", "H319"], "3");
    expect(coStorageVerdict("8B", "8B")).toEqual({ kind: "allowed" });

    const check = await as.reader.get(`${base}/co-storage?location=syrerum`);
    const found = check.data.locations[0].conflicts.map(
      (c: {
        first: { association_id: number };
        second: { association_id: number };
        verdict: string;
        reaction: string | null;
      }) => [c.first.association_id, c.second.association_id, c.verdict, c.reaction],
    );
    expect(found).toEqual(
      expect.arrayContaining([
        [hypochlorite, hydrochloric, "reaction", "TOXIC_GAS_WITH_ACID"],
        [peroxide, ethanol, "reaction", "OXIDISER_WITH_FLAMMABLE"],
        [peroxide, ethanol, "restricted", null],
      ]),
    );
    expect(found.filter((entry: unknown[]) => entry[2] === "reaction")).toHaveLength(2);
  });
});

describe("the country a kept chemical is judged by", () => {
  it("is the nearest one up the lineage: a department of a Swedish company under the Danish holding is Swedish", async () => {
    const swedish = await createOrganization(api.db, {
      name: "Svensk Kemi AB",
      parentId: world.tree.holding.id,
      countryAlpha2: "SE",
    });
    const store = await createOrganization(api.db, { name: "Förråd", type: "DEPARTMENT", parentId: swedish.id });
    const inSweden = await as.editor.post(`/organizations/${store.id}/chemical-associations`, {
      json: { chemical_id: chemical.formalin.id, storage_location: "Hylla 3" },
    });
    expect(inSweden.status).toBe(201);
    expect(inSweden.data).toMatchObject({
      country_alpha2: "SE",
      sds_status: "CURRENT",
      safety_data_sheet: { language: "sv" },
    });
    const propanol = await as.editor.post(`/organizations/${store.id}/chemical-associations`, {
      json: { chemical_id: chemical.propanol.id },
    });
    expect(propanol.data).toMatchObject({ storage_class: "10", water_hazard_class: "2", sds_status: "MISSING" });
    const atTheCompany = await as.editor.post(`/organizations/${swedish.id}/chemical-associations`, {
      json: { chemical_id: chemical.propanol.id, storage_location: "Kontor" },
    });
    expect(atTheCompany.data).toMatchObject({ country_alpha2: "SE", storage_class: "10" });

    const inDenmark = await as.editor.post(`/organizations/${world.tree.department.id}/chemical-associations`, {
      json: { chemical_id: chemical.formalin.id, storage_location: "Hylle 3" },
    });
    expect(inDenmark.data).toMatchObject({ country_alpha2: "DK", sds_status: "MISSING" });
  });
});

describe("the day a safety data sheet falls due", () => {
  it("is the business day, whatever time zone the database runs in: due today is current, due yesterday outdated", async () => {
    const company = await createOrganization(api.db, { name: "Grænsen ApS", parentId: world.tree.holding.id });
    const revised = (daysBack: number) => {
      const date = new Date(`${businessToday()}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - daysBack);
      date.setUTCFullYear(date.getUTCFullYear() - 3);
      return date.toISOString().slice(0, 10);
    };
    const chemicalIds: number[] = [];
    for (const daysBack of [0, 1]) {
      const added = await as.maintainer.post("/chemicals", { json: { name: `Due ${daysBack} days ago` } });
      await fileSheet(added.data.id, "DK", "da", revised(daysBack));
      chemicalIds.push(added.data.id);
    }
    // A database whose clock reads another day than Copenhagen's: twelve hours behind in the
    // morning, fourteen ahead in the afternoon.
    const hour = Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", timeZone: "Europe/Copenhagen" }).format());
    await api.db.execute(sql.raw(`set time zone '${hour < 12 ? "Etc/GMT+12" : "Etc/GMT-14"}'`));
    try {
      for (const chemicalId of chemicalIds) {
        const kept = await as.editor.post(`/organizations/${company.id}/chemical-associations`, {
          json: { chemical_id: chemicalId },
        });
        const { sds_review_due: due, sds_status: status } = kept.data;
        expect([due, status]).toEqual([due, due < businessToday() ? "OUTDATED" : "CURRENT"]);
      }
    } finally {
      await api.db.execute(sql`reset time zone`);
    }
  });
});
