import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "../../server/domain/recurrence";
import { startTestApi, type TestApi } from "../support/api-server";
import { seedDemoMachines } from "../../server/db/seed/demo-machines";
import { createMachine, createOrganization } from "../support/factories";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type Role, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<Exclude<Role, "anonymous" | "maintainer">, ApiClient>;
let base: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager", "limited"] as const) {
    as[role] = await signInAs(api.url, api.db, world, role);
  }
  base = `/organizations/${world.tree.subsidiary.id}/machines`;
});
afterAll(() => api.close());

const daysFromToday = (days: number) => {
  const date = new Date(`${businessToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const names = (response: { data: { content: { name: string }[] } }) => response.data.content.map((m) => m.name);

describe("the machine register", () => {
  it("registers, reads and updates a machine, once for a repeated registration", async () => {
    const input = {
      name: "Gaffeltruck Æblegården",
      type: "Forklift",
      manufacturer: "Linde",
      model: "H25",
      serial_number: "LN-0042",
      department_id: world.tree.department.id,
      location: "Lager øst",
      inception_date: "2019-05-01",
    };
    const created = await as.editor.post(base, { json: input });
    expect(created.status).toBe(201);
    const { department_id: _department, ...fields } = input;
    expect(created.data).toMatchObject({
      ...fields,
      department: { id: world.tree.department.id, name: "Production" },
      end_of_use_date: null,
      files: [],
    });
    const again = await as.editor.post(base, { json: input });
    expect([again.status, again.data.id]).toEqual([200, created.data.id]);

    const read = await as.reader.get(`${base}/${created.data.id}`);
    expect(read.data.name).toBe("Gaffeltruck Æblegården");
    const update = { ...input, location: "Lager vest", last_modified_date: created.data.last_modified_date };
    const saved = await as.editor.put(`${base}/${created.data.id}`, { json: update });
    expect([saved.status, saved.data.location]).toEqual([200, "Lager vest"]);
    expect((await as.editor.put(`${base}/${created.data.id}`, { json: update })).status).toBe(409);
  });

  it("refuses an end of use before the inception, and a department outside the organization", async () => {
    const early = await as.editor.post(base, {
      json: { name: "Kedel", inception_date: "2020-01-01", end_of_use_date: "2019-12-31" },
    });
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.data)).toContain("end_of_use_date");
    for (const department of [world.tree.holdingDepartment.id, world.otherTenant.id]) {
      const elsewhere = await as.editor.post(base, { json: { name: "Kompressor", department_id: department } });
      expect(elsewhere.status).toBe(422);
      expect(JSON.stringify(elsewhere.data)).toContain("department_id");
    }
  });

  it("lists machines in use by default, the retired when asked, sorted and filtered", async () => {
    const org = world.tree.holding.id;
    const list = (query: string) => as.reader.get(`/organizations/${org}/machines?${query}`);
    // The holding's own machines: its companies' (which it sees too) are left out of the comparisons.
    const own = new Set(["Alpha crane", "Beta boiler", "Gamma truck", "Delta pump", "Epsilon meter"]);
    const names = (response: { data: { content: { name: string }[] } }) =>
      response.data.content.map((m) => m.name).filter((name) => own.has(name));
    await createMachine(api.db, org, { name: "Alpha crane", type: "Crane", inceptionDate: "2015-01-01" });
    await createMachine(api.db, org, { name: "Beta boiler", type: "Boiler", serialNumber: "SB-77" });
    await createMachine(api.db, org, { name: "Gamma truck", type: "Forklift", endOfUseDate: businessToday() as never });
    await createMachine(api.db, org, { name: "Delta pump", endOfUseDate: daysFromToday(30) as never });
    await createMachine(api.db, org, {
      name: "Epsilon meter",
      departmentId: world.tree.holdingDepartment.id,
      inceptionDate: "2021-06-01",
    });

    expect(names(await list("sort=name,asc"))).toEqual(["Alpha crane", "Beta boiler", "Delta pump", "Epsilon meter"]);
    expect(names(await list("status=RETIRED"))).toEqual(["Gamma truck"]);
    expect(names(await list("status=ALL&size=200"))).toHaveLength(5);
    expect(names(await list("sort=name,desc&size=200")).slice(0, 2)).toEqual(["Epsilon meter", "Delta pump"]);
    expect(names(await list("sort=inception_date,desc")).slice(0, 2)).toEqual(["Epsilon meter", "Alpha crane"]);
    expect(names(await list("q=sb-7"))).toEqual(["Beta boiler"]);
    expect(names(await list("type=crane"))).toEqual(["Alpha crane"]);
    expect(names(await list(`department_id=${world.tree.holdingDepartment.id}`))).toEqual(["Epsilon meter"]);
    expect(names(await list(`department_id=${world.otherTenant.id}`))).toEqual([]);
  });

  it("shows a holding its companies' machines, and a company not its holding's", async () => {
    const holdingMachine = await createMachine(api.db, world.tree.holding.id, { name: "Holding's generator" });
    const companyMachine = await createMachine(api.db, world.tree.subsidiary.id, { name: "Company's mixer" });
    const seen = async (org: number) =>
      (await as.reader.get(`/organizations/${org}/machines?size=200`)).data.content.map((m: { id: number }) => m.id);
    expect(await seen(world.tree.holding.id)).toEqual(expect.arrayContaining([holdingMachine.id, companyMachine.id]));
    expect(await seen(world.tree.subsidiary.id)).not.toContain(holdingMachine.id);
  });

  it("keeps machines from other tenants, readers' writes and limited organizations", async () => {
    const theirs = await createMachine(api.db, world.otherTenant.id);
    expect((await as.editor.get(`/organizations/${world.otherTenant.id}/machines/${theirs.id}`)).status).toBe(404);
    expect((await as.editor.get(`${base}/${theirs.id}`)).status).toBe(404);
    const ours = await createMachine(api.db, world.tree.subsidiary.id);
    const update = { name: "Renamed", last_modified_date: ours.lastModifiedDate.toISOString() };
    expect((await as.editor.put(`${base}/${theirs.id}`, { json: update })).status).toBe(404);
    expect((await as.reader.post(base, { json: { name: "Not mine to add" } })).status).toBe(403);
    expect((await as.reader.put(`${base}/${ours.id}`, { json: update })).status).toBe(403);
    const limited = `/organizations/${world.tree.limited.id}/machines`;
    expect((await as.limited.get(limited)).status).toBe(403);
    expect((await as.limited.post(limited, { json: { name: "Truck" } })).status).toBe(403);
  });
});

describe("the demo's machines", () => {
  it("stand in the chemicals company's departments, one retired, and are named for later seeds", async () => {
    const company = await createOrganization(api.db, {
      name: "Nordvik Chemicals A/S",
      parentId: world.tree.holding.id,
    });
    const ids = new Map([["Nordvik Chemicals A/S", company.id]]);
    for (const name of ["Production", "Warehouse", "Laboratory"]) {
      ids.set(name, (await createOrganization(api.db, { name, type: "DEPARTMENT", parentId: company.id })).id);
    }
    const machines = await seedDemoMachines(api.db, ids);
    expect(machines.get("Forklift 1")).toBeGreaterThan(0);
    const list = (status: string) => as.reader.get(`/organizations/${company.id}/machines?status=${status}&size=50`);
    expect(names(await list("RETIRED"))).toEqual(["Forklift (old)"]);
    expect((await list("IN_USE")).data.total_elements).toBe(machines.size - 1);
    const warehouse = await as.reader.get(
      `/organizations/${company.id}/machines?department_id=${ids.get("Warehouse")}`,
    );
    expect(names(warehouse)).toEqual(["Forklift 1", "Forklift 2"]);
  });
});
