import writeXlsxFile from "write-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, machines, searchEntries, stakeholderAssociations, stakeholders } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createMachine } from "../support/factories";
import type { ApiClient } from "../support/http-client";
import { multipart } from "../support/sample-files";
import { createWorld, signInAs, type Role, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<Exclude<Role, "anonymous" | "maintainer">, ApiClient>;
let org: number;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager", "limited"] as const) {
    as[role] = await signInAs(api.url, api.db, world, role);
  }
  org = world.tree.subsidiary.id;
});
afterAll(() => api.close());

const upload = (client: ApiClient, register: string, name: string, bytes: Buffer, organization = org) =>
  client.post(`/organizations/${organization}/imports/${register}`, { body: multipart({}, { name, bytes }) });

const DANISH_MACHINES = [
  "Navn;Type;Serienummer;Afdeling;Idriftsat",
  "Kantpresse;Presse;KP-1;Production;03.02.2019",
  "Svejserobot;Robot;SR-7;Production;15-06-2021",
  "Kompressor;;K-2;;2020-01-31",
].join("\r\n");

describe("importing machines", () => {
  it("reads a Danish CSV in Windows-1252, maps its Danish headers and imports every row once", async () => {
    const bytes = Buffer.from(DANISH_MACHINES.replace("Kompressor", "Kompressor æøå"), "latin1");
    const held = await upload(as.editor, "machines", "maskiner.csv", bytes);
    expect(held.status).toBe(201);
    expect(held.data).toMatchObject({ register: "machines", row_count: 3, mapped: false, clean: 0 });
    expect(held.data.mapping).toMatchObject({ name: 0, type: 1, serial_number: 2, department: 3, inception_date: 4 });
    expect(held.data.mapping.manufacturer).toBeNull();
    const base = `/organizations/${org}/imports/machines/${held.data.id}`;

    const mapped = await as.editor.put(`${base}/mapping`, { json: { mapping: held.data.mapping } });
    expect(mapped.status).toBe(200);
    expect(mapped.data).toMatchObject({ mapped: true, clean: 3, bad: 0 });
    expect(mapped.data.rows[2].cells).toMatchObject({ name: "Kompressor æøå", inception_date: "2020-01-31" });

    const ran = await as.editor.post(`${base}/run`, { json: {} });
    expect([ran.status, ran.data.outcome]).toEqual([200, { created: 3, skipped: 0 }]);
    const again = await as.editor.post(`${base}/run`, { json: {} });
    expect([again.status, again.data.outcome]).toEqual([200, { created: 3, skipped: 0 }]);
    const made = await api.db.select().from(machines).where(eq(machines.organizationId, org));
    const press = made.find((machine) => machine.name === "Kantpresse")!;
    expect(press).toMatchObject({
      serialNumber: "KP-1",
      departmentId: world.tree.department.id,
      inceptionDate: "2019-02-03",
    });
    expect(made.filter((machine) => machine.name.startsWith("Kompressor"))).toHaveLength(1);
    // The trail and the search learn of each imported machine as they do of one saved by its form.
    const [trail] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "machine"), eq(auditLog.entityId, String(press.id))));
    expect(trail).toMatchObject({ action: "create", organizationId: org, changes: { serial_number: { new: "KP-1" } } });
    const found = await api.db.select().from(searchEntries).where(eq(searchEntries.recordId, press.id));
    expect(found.map((entry) => entry.kind)).toContain("MACHINE");

    // The next file with those headers is mapped as chosen, remembered for the organization.
    const next = await upload(as.manager, "machines", "igen.csv", Buffer.from(DANISH_MACHINES));
    expect(next.data.mapping).toEqual(mapped.data.mapping);
  });

  it("shows every row's errors, refuses to import all, and imports only the clean rows", async () => {
    await createMachine(api.db, org, { name: "Drejebænk", serialNumber: "D-1" });
    const csv = [
      "name,serial_number,department,inception_date,end_of_use_date",
      "Drejebænk,D-1,,,", // registered already
      ",X-1,,,", // no name
      "Fræser,F-1,Nowhere,,", // unknown department
      "Boremaskine,B-1,,31-02-2020,", // no such day
      "Slibemaskine,S-1,,2020-05-01,2019-01-01", // ends before it starts
      "Båndsav,BS-1,,,",
      "Båndsav,BS-1,,,", // twice in the file
    ].join("\n");
    const held = await upload(as.editor, "machines", "machines.csv", Buffer.from(`\uFEFF${csv}`));
    const base = `/organizations/${org}/imports/machines/${held.data.id}`;
    const mapped = await as.editor.put(`${base}/mapping`, { json: { mapping: held.data.mapping } });
    expect(mapped.data).toMatchObject({ clean: 1, bad: 6 });
    const errors = (await as.editor.get(`${base}?only_bad=true`)).data.rows.map(
      (row: { line: number; errors: unknown[] }) => [row.line, row.errors],
    );
    expect(errors).toEqual([
      [2, [{ column: null, code: "already_registered" }]],
      [3, [{ column: "name", code: "required" }]],
      [4, [{ column: "department", code: "unknown_reference" }]],
      [5, [{ column: "inception_date", code: "not_a_day" }]],
      [6, [{ column: "end_of_use_date", code: "ends_before_inception" }]],
      [8, [{ column: null, code: "twice_in_file" }]],
    ]);
    const all = await as.editor.post(`${base}/run`, { json: { only_clean: false } });
    expect([all.status, all.data.errors[0].code]).toEqual([422, "import_not_clean"]);
    const clean = await as.editor.post(`${base}/run`, { json: { only_clean: true } });
    expect(clean.data.outcome).toEqual({ created: 1, skipped: 6 });
    expect(await api.db.select().from(machines).where(eq(machines.name, "Båndsav"))).toHaveLength(1);
  });

  it("reads an Excel workbook, its days as days and its numbers as numbers", async () => {
    const sheet = [
      [{ value: "Name" }, { value: "Inception date" }, { value: "Location" }],
      [{ value: "Stansemaskine" }, { value: new Date("2018-09-12"), format: "dd-mm-yyyy" }, { value: 12 }],
    ];
    const bytes = await writeXlsxFile(sheet).toBuffer();
    const held = await upload(as.editor, "machines", "machines.xlsx", bytes);
    expect(held.status).toBe(201);
    const base = `/organizations/${org}/imports/machines/${held.data.id}`;
    const mapped = await as.editor.put(`${base}/mapping`, { json: { mapping: held.data.mapping } });
    expect(mapped.data.rows[0].cells).toMatchObject({
      name: "Stansemaskine",
      inception_date: "2018-09-12",
      location: "12",
    });
    expect(mapped.data.clean).toBe(1);
  });

  it("refuses what is not a file to import, too large or too long, with its own code", async () => {
    const exe = await upload(as.editor, "machines", "m.xlsx", Buffer.from("not a workbook"));
    expect([exe.status, exe.data.errors?.[0]?.code]).toEqual([422, "import_file_type"]);
    const empty = await upload(as.editor, "machines", "m.csv", Buffer.from("name\n"));
    expect(empty.data.errors[0].code).toBe("import_file_empty");
    const long = await upload(as.editor, "machines", "m.csv", Buffer.from(`name\n${"x\n".repeat(10_001)}`));
    expect(long.data.errors[0].code).toBe("import_file_too_many_rows");
    const huge = await upload(as.editor, "machines", "m.csv", Buffer.alloc(5 * 1024 * 1024 + 10, 65));
    expect(huge.status).toBe(413);
  });

  it("keeps an upload to its uploader, organization and register, and the import to the register's editors", async () => {
    const held = await upload(as.editor, "machines", "m.csv", Buffer.from("name\nPresse\n"));
    const path = `/organizations/${org}/imports/machines/${held.data.id}`;
    expect((await as.manager.get(path)).status).toBe(404);
    expect((await as.editor.get(`/organizations/${org}/imports/stakeholders/${held.data.id}`)).status).toBe(404);
    expect(
      (await as.editor.get(`/organizations/${world.tree.holding.id}/imports/machines/${held.data.id}`)).status,
    ).toBe(404);
    expect((await upload(as.reader, "machines", "m.csv", Buffer.from("name\nPresse\n"))).status).toBe(403);
    expect((await as.reader.get(path)).status).toBe(403);
    const other = await upload(as.editor, "machines", "m.csv", Buffer.from("name\nPresse\n"), world.otherTenant.id);
    expect(other.status).toBe(404);
  });

  it("refuses a mapping that names no column or no header, or reads one header twice", async () => {
    const held = await upload(as.editor, "machines", "m.csv", Buffer.from("name;type\nPresse;P\n"));
    const path = `/organizations/${org}/imports/machines/${held.data.id}/mapping`;
    const codes = async (mapping: Record<string, number | null>) =>
      (await as.editor.put(path, { json: { mapping } })).data.errors.map((error: { code: string }) => error.code);
    expect(await codes({ colour: 0 })).toEqual(["unrecognized_key"]);
    expect(await codes({ name: 5 })).toEqual(["unknown_reference"]);
    expect(await codes({ name: 0, type: 0 })).toEqual(["header_twice"]);
    const run = await as.editor.post(`/organizations/${org}/imports/machines/${held.data.id}/run`, { json: {} });
    expect(run.data.errors[0].code).toBe("import_not_mapped");
  });
});

describe("importing stakeholders", () => {
  it("names catalogue stakeholders by name or CVR number, with yes and no in Danish", async () => {
    const [supplier] = await api.db
      .insert(stakeholders)
      .values([
        { name: "Nordisk Kemi A/S", kind: "SUPPLIER", registrationNumber: "12345678" },
        { name: "Vestjysk Vandværk I/S", kind: "AUTHORITY" },
      ])
      .returning();
    const csv = [
      "Navn;Bindende forpligtelse;Behov og forventninger",
      "12345678;ja;Leveringssikkerhed",
      "vestjysk vandværk i/s;Nej;Drikkevand",
      "Ukendt ApS;måske;",
    ].join("\n");
    const held = await upload(as.editor, "stakeholders", "interessenter.csv", Buffer.from(csv));
    const base = `/organizations/${org}/imports/stakeholders/${held.data.id}`;
    expect(held.data.mapping).toMatchObject({ stakeholder: 0, compliance_obligation: 1, needs_and_expectations: 2 });
    const mapped = await as.editor.put(`${base}/mapping`, { json: { mapping: held.data.mapping } });
    expect(mapped.data.rows[2].errors).toEqual([
      { column: "stakeholder", code: "unknown_reference" },
      { column: "compliance_obligation", code: "not_yes_or_no" },
    ]);
    const ran = await as.editor.post(`${base}/run`, { json: { only_clean: true } });
    expect(ran.data.outcome).toEqual({ created: 2, skipped: 1 });
    const adopted = await api.db
      .select()
      .from(stakeholderAssociations)
      .where(eq(stakeholderAssociations.stakeholderId, supplier!.id));
    expect(adopted[0]).toMatchObject({ organizationId: org, complianceObligation: true });
  });
});
