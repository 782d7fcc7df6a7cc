import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  agreements,
  auditLog,
  inspections,
  legislationAssociations,
  legislations,
  meterReadings,
  meters,
  searchEntries,
  stakeholders,
} from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createMember } from "../support/factories";
import type { ApiClient } from "../support/http-client";
import { multipart } from "../support/sample-files";
import { createWorld, signInAs, type Role, type World } from "../support/sign-in";

// The registers that import after machines, stakeholders and my chemicals (decision 043).

let api: TestApi;
let world: World;
const as = {} as Record<Exclude<Role, "anonymous" | "maintainer" | "limited">, ApiClient>;
let org: number;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager"] as const) {
    as[role] = await signInAs(api.url, api.db, world, role);
  }
  org = world.tree.subsidiary.id;
});
afterAll(() => api.close());

type Row = { line: number; errors: { column: string | null; code: string }[] };

/** Uploads a CSV, takes the suggested mapping, and answers the check and the upload's address. */
async function check(client: ApiClient, register: string, csv: string) {
  const held = await client.post(`/organizations/${org}/imports/${register}`, {
    body: multipart({}, { name: `${register}.csv`, bytes: Buffer.from(csv) }),
  });
  expect(held.status).toBe(201);
  const base = `/organizations/${org}/imports/${register}/${held.data.id}`;
  const mapped = await client.put(`${base}/mapping`, { json: { mapping: held.data.mapping } });
  expect(mapped.status).toBe(200);
  const bad = await client.get(`${base}?only_bad=true`);
  const errors = (bad.data.rows as Row[]).map((row) => [row.line, row.errors]);
  return { base, held: held.data, mapped: mapped.data, errors };
}

const run = (client: ApiClient, base: string, onlyClean = false) =>
  client.post(`${base}/run`, { json: { only_clean: onlyClean } });

/** A reader may see the register but not import into it: every step is refused. */
async function expectReaderDenied(register: string) {
  const upload = await as.reader.post(`/organizations/${org}/imports/${register}`, {
    body: multipart({}, { name: "x.csv", bytes: Buffer.from("a\nb\n") }),
  });
  expect(upload.status).toBe(403);
  expect((await as.reader.get(`/organizations/${org}/imports/${register}/1`)).status).toBe(403);
  expect((await as.reader.post(`/organizations/${org}/imports/${register}/1/run`, { json: {} })).status).toBe(403);
}

describe("importing binding obligations", () => {
  let acts: { id: number }[];
  let member: { id: number; name: string };

  beforeAll(async () => {
    acts = await api.db
      .insert(legislations)
      .values([
        {
          titleEn: "Import Test Protection Act",
          titleDa: "Importprøvebeskyttelsesloven",
          shortName: "ITBL",
          referenceNumber: "ITL nr 5 af 03/01/2023",
          territory: "DK",
        },
        {
          titleEn: "Import Test Working Act",
          titleDa: "Importprøvearbejdsloven",
          referenceNumber: "ITL nr 2062 af 16/11/2021",
          territory: "DK",
        },
        {
          titleEn: "Import Test Waste Order",
          titleDa: "Importprøveaffaldsbekendtgørelsen",
          referenceNumber: "ITB nr 1 af 01/01/2024",
          territory: "DK",
        },
      ])
      .returning({ id: legislations.id });
    member = await createMember(api.db, org);
  });

  it("names acts by short name, title or reference and members by name, in Danish words", async () => {
    const csv = [
      "Lovgivning;Hvorfor den gælder for os;Ansvarlig;Næste gennemgang;Evalueringsinterval",
      `ITBL;Vi har en miljøgodkendelse;${member.name};01-06-2030;2 år`,
      "itl nr 2062 af 16/11/2021;Vi har ansatte;;;",
    ].join("\n");
    const { base, held, mapped } = await check(as.editor, "obligations", csv);
    expect(held.mapping).toEqual({
      legislation: 0,
      applicability_note: 1,
      responsible: 2,
      next_review_date: 3,
      evaluation_period: 4,
    });
    expect(mapped).toMatchObject({ clean: 2, bad: 0 });
    const ran = await run(as.editor, base);
    expect(ran.data.outcome).toEqual({ created: 2, skipped: 0 });
    const [entry] = await api.db
      .select()
      .from(legislationAssociations)
      .where(
        and(eq(legislationAssociations.organizationId, org), eq(legislationAssociations.legislationId, acts[0]!.id)),
      );
    expect(entry).toMatchObject({
      applicabilityNote: "Vi har en miljøgodkendelse",
      responsibleMemberId: member.id,
      nextReviewDate: "2030-06-01",
      evaluationPeriod: "P2Y",
    });
    const [other] = await api.db
      .select()
      .from(legislationAssociations)
      .where(
        and(eq(legislationAssociations.organizationId, org), eq(legislationAssociations.legislationId, acts[1]!.id)),
      );
    expect(other).toMatchObject({ evaluationPeriod: "P1Y", responsibleMemberId: null });
    const trail = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "legislation_association"), eq(auditLog.entityId, String(entry!.id))));
    expect(trail).toHaveLength(1);
    const found = await api.db.select().from(searchEntries).where(eq(searchEntries.recordId, entry!.id));
    expect(found.map((row) => row.kind)).toContain("OBLIGATION");
  });

  it("gives each bad row its errors in the form's codes and imports only the clean ones", async () => {
    const csv = [
      "legislation,applicability_note,responsible,next_review_date,evaluation_period",
      "ITBL,,,,", // in the register already
      "Unknown Act,,,,",
      "Import Test Waste Order,,Nobody Known,,",
      "Import Test Waste Order,,,31.02.2030,", // no such day
      "Import Test Waste Order,,,,every decade",
      "Importprøveaffaldsbekendtgørelsen,,,,6 months",
      "ITB nr 1 af 01/01/2024,,,,", // the same act twice in the file
    ].join("\n");
    const { base, mapped, errors } = await check(as.editor, "obligations", csv);
    expect(mapped).toMatchObject({ clean: 1, bad: 6 });
    expect(errors).toEqual([
      [2, [{ column: null, code: "already_registered" }]],
      [3, [{ column: "legislation", code: "unknown_reference" }]],
      [4, [{ column: "responsible", code: "unknown_reference" }]],
      [5, [{ column: "next_review_date", code: "not_a_day" }]],
      [6, [{ column: "evaluation_period", code: "not_an_option" }]],
      [8, [{ column: null, code: "twice_in_file" }]],
    ]);
    expect((await run(as.editor, base)).data.errors[0].code).toBe("import_not_clean");
    expect((await run(as.editor, base, true)).data.outcome).toEqual({ created: 1, skipped: 6 });
    const [waste] = await api.db
      .select()
      .from(legislationAssociations)
      .where(
        and(eq(legislationAssociations.organizationId, org), eq(legislationAssociations.legislationId, acts[2]!.id)),
      );
    expect(waste).toMatchObject({ evaluationPeriod: "P6M" });
  });

  it("is the register's editors' alone", () => expectReaderDenied("obligations"));
});

describe("importing meters", () => {
  it("reads types and frequencies in Danish words and several units in a cell, with the type's scope", async () => {
    const member = await createMember(api.db, org);
    const csv = [
      "Navn;Type;Enheder;Nummer;Afdeling;Ansvarlig;Aflæses;Tællerstande (tælleren tæller videre);Tællerens cifre",
      `Hovedmåler el;El;"kwh, MWh";EL-1;Production;${member.name};Hver måned;ja;6`,
      "Fyr;HEAT;natural gas m3;;;;P1M;nej;",
    ].join("\n");
    const { base, held, mapped } = await check(as.editor, "meters", csv);
    expect(held.mapping).toMatchObject({ name: 0, utility_type: 1, units: 2, frequency: 6, cumulative: 7 });
    expect(mapped).toMatchObject({ clean: 2, bad: 0 });
    expect((await run(as.editor, base)).data.outcome).toEqual({ created: 2, skipped: 0 });
    const made = await api.db.select().from(meters).where(eq(meters.organizationId, org));
    expect(made.find((meter) => meter.name === "Hovedmåler el")).toMatchObject({
      utilityType: "ELECTRICITY",
      units: ["kWh", "MWh"],
      number: "EL-1",
      departmentId: world.tree.department.id,
      responsibleMemberId: member.id,
      frequency: "P1M",
      cumulative: true,
      counterDigits: 6,
      scope: 2,
    });
    // Gas burned on site is scope 1, as on the form.
    expect(made.find((meter) => meter.name === "Fyr")).toMatchObject({ utilityType: "HEAT", scope: 1 });
  });

  it("refuses units of another type, unknown types and meters registered already", async () => {
    const csv = [
      "name,utility_type,units,number,frequency,cumulative",
      "Hovedmåler el,ELECTRICITY,kWh,EL-1,P1M,yes", // registered already
      "Vand,WATER,kWh,,P1M,yes", // not a unit of water
      "Vand,WATER,m3;m3,,P1M,yes", // a unit twice
      "Damp,STEAM,kg,,P1M,yes", // no such type
      "Vand,WATER,m3,,P1M,", // cumulative left out
      "Vand,WATER,m3,,P1M,no",
    ].join("\n");
    const { base, mapped, errors } = await check(as.editor, "meters", csv);
    expect(mapped).toMatchObject({ clean: 1, bad: 5 });
    expect(errors).toEqual([
      [2, [{ column: null, code: "already_registered" }]],
      [3, [{ column: "units", code: "unit_not_allowed" }]],
      [4, [{ column: "units", code: "duplicate_unit" }]],
      [5, [{ column: "utility_type", code: "not_an_option" }]],
      [6, [{ column: "cumulative", code: "required" }]],
    ]);
    expect((await run(as.editor, base, true)).data.outcome).toEqual({ created: 1, skipped: 5 });
  });

  it("is the register's editors' alone", () => expectReaderDenied("meters"));
});

describe("importing meter readings", () => {
  let meterId: number;

  beforeAll(async () => {
    const [meter] = await api.db
      .insert(meters)
      .values({
        organizationId: org,
        name: "Readings test meter",
        number: "RT-1",
        utilityType: "ELECTRICITY",
        units: ["kWh", "MWh"],
        frequency: "P1M",
        cumulative: true,
      })
      .returning({ id: meters.id });
    meterId = meter!.id;
    await api.db.insert(meterReadings).values({ meterId, performedAt: "2025-01-01", value: 100, unit: "kWh" });
  });

  const readingsOf = () =>
    api.db.select().from(meterReadings).where(eq(meterReadings.meterId, meterId)).orderBy(meterReadings.performedAt);

  it("names the meter by name or number, takes its first unit when none is given, and keeps the trail", async () => {
    const csv = [
      "Måler;Dato;Værdi;Enhed;Skønnet;Kommentar",
      "RT-1;01-02-2025;150;;nej;",
      "readings test meter;01.03.2025;210,5;kwh;ja;Skønnet ved ferie",
    ].join("\n");
    const { base, held, mapped } = await check(as.editor, "readings", csv);
    expect(held.mapping).toEqual({ meter: 0, performed_at: 1, value: 2, unit: 3, estimated: 4, comment: 5 });
    expect(mapped).toMatchObject({ clean: 2, bad: 0 });
    expect((await run(as.editor, base)).data.outcome).toEqual({ created: 2, skipped: 0 });
    const saved = await readingsOf();
    expect(saved.slice(1)).toMatchObject([
      { performedAt: "2025-02-01", value: 150, unit: "kWh", estimated: false },
      { performedAt: "2025-03-01", value: 210.5, unit: "kWh", estimated: true, comment: "Skønnet ved ferie" },
    ]);
    const trail = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "meter_reading"), eq(auditLog.recordId, String(meterId))));
    // The reading saved before, and the two imported.
    expect(trail).toHaveLength(3);
  });

  it("judges each reading among the meter's saved ones and the file's clean ones", async () => {
    const csv = [
      "meter,performed_at,value,unit",
      "RT-1,2025-01-01,120,", // a reading of that day is saved
      "Nowhere,2025-04-01,1,",
      "RT-1,2025-04-01,abc,",
      "RT-1,2025-04-01,300,m3", // not the meter's unit
      "RT-1,2025-05-01,200,", // below the saved 210.5: a counter does not run back
      "RT-1,2025-06-01,400,",
      "RT-1,2025-06-01,400,", // twice in the file
    ].join("\n");
    const { base, mapped, errors } = await check(as.editor, "readings", csv);
    expect(mapped).toMatchObject({ clean: 1, bad: 6 });
    expect(errors).toEqual([
      [2, [{ column: null, code: "already_registered" }]],
      [3, [{ column: "meter", code: "unknown_reference" }]],
      [4, [{ column: "value", code: "not_a_number" }]],
      [5, [{ column: "unit", code: "unit_not_of_meter" }]],
      [6, [{ column: "value", code: expect.any(String) }]],
      [8, [{ column: null, code: "twice_in_file" }]],
    ]);
    expect((await run(as.editor, base, true)).data.outcome).toEqual({ created: 1, skipped: 6 });
    expect((await readingsOf()).map((row) => row.performedAt)).toEqual([
      "2025-01-01",
      "2025-02-01",
      "2025-03-01",
      "2025-06-01",
    ]);
  });

  it("is the meters' editors' alone", () => expectReaderDenied("readings"));
});

describe("importing control-book agreements", () => {
  it("names counterpart, responsible and legal basis by name, and schedules each first inspection", async () => {
    await api.db
      .insert(stakeholders)
      .values({ name: "Import Test Service ApS", kind: "SUPPLIER", registrationNumber: "87654321" });
    const member = await createMember(api.db, org);
    const csv = [
      "Navn;Type;Modpart;Ansvarlig;Starter den;Slutter den;Hyppighed;Lovgrundlag",
      `Eftersyn af trucks;Service og eftersyn;87654321;${member.name};01-09-2026;;Hvert år;ITBL`,
      "Spildevandsanalyse;ANALYSIS;Import Test Service ApS;;2026-10-01;2030-12-31;P3M;",
    ].join("\n");
    const { base, held, mapped } = await check(as.editor, "agreements", csv);
    expect(held.mapping).toMatchObject({
      name: 0,
      type: 1,
      counterpart: 2,
      responsible: 3,
      starts_at: 4,
      legal_basis: 7,
    });
    expect(mapped).toMatchObject({ clean: 2, bad: 0 });
    expect((await run(as.editor, base)).data.outcome).toEqual({ created: 2, skipped: 0 });
    const [made] = await api.db.select().from(agreements).where(eq(agreements.name, "Eftersyn af trucks"));
    expect(made).toMatchObject({
      organizationId: org,
      type: "SERVICE_AND_INSPECTION",
      responsibleMemberId: member.id,
      startsAt: "2026-09-01",
      frequency: "P1Y",
    });
    expect(made!.stakeholderId).not.toBeNull();
    expect(made!.bindingObligationId).not.toBeNull();
    const first = await api.db.select().from(inspections).where(eq(inspections.agreementId, made!.id));
    expect(first).toMatchObject([{ dueDate: "2026-09-01", scheduledDate: "2026-09-01" }]);
    const found = await api.db.select().from(searchEntries).where(eq(searchEntries.recordId, made!.id));
    expect(found.map((row) => row.kind)).toContain("AGREEMENT");
  });

  it("gives bad rows the form's errors", async () => {
    const csv = [
      "name,type,starts_at,ends_at,frequency,counterpart",
      "Eftersyn af trucks,SERVICE_AND_INSPECTION,2026-09-01,,P1Y,", // registered already
      "Kalibrering,CALIBRATION,2026-09-01,2026-01-01,P1Y,", // ends before it starts
      ",ANALYSIS,2026-09-01,,P1Y,",
      "Måling,ANALYSIS,2026-09-01,,P1Y,Nobody ApS",
      "Måling,ANALYSIS,2026-09-01,,P1Y,",
    ].join("\n");
    const { base, mapped, errors } = await check(as.editor, "agreements", csv);
    expect(mapped).toMatchObject({ clean: 1, bad: 4 });
    expect(errors).toEqual([
      [2, [{ column: null, code: "already_registered" }]],
      [3, [{ column: "ends_at", code: "ends_before_start" }]],
      [4, [{ column: "name", code: "required" }]],
      [5, [{ column: "counterpart", code: "unknown_reference" }]],
    ]);
    expect((await run(as.editor, base, true)).data.outcome).toEqual({ created: 1, skipped: 4 });
  });

  it("is the control book's editors' alone", () => expectReaderDenied("agreements"));
});
