import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actions,
  competenceRecords,
  competences,
  controlledDocumentRevisions,
  controlledDocuments,
  legislationAssociations,
  legislations,
  memberships,
} from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createUser } from "../support/factories";
import { multipart, pngBytes } from "../support/sample-files";
import type { ApiClient } from "../support/http-client";
import { createWorld, signInAs, type World } from "../support/sign-in";
import { dayFromToday, memberWithWork } from "../support/work-member";

let api: TestApi;
let world: World;
let editor: ApiClient;
let reader: ApiClient;
let manager: ApiClient;
let auditor: number;
let secondAuditor: number;

async function memberOfHolding() {
  const user = await createUser(api.db, {
    memberships: [{ organizationId: world.tree.holding.id, scope: "EDIT" }],
  });
  const [row] = await api.db.select().from(memberships).where(eq(memberships.userId, user.id));
  return row!.id;
}

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  editor = await signInAs(api.url, api.db, world, "editor");
  reader = await signInAs(api.url, api.db, world, "reader");
  manager = await signInAs(api.url, api.db, world, "manager");
  auditor = await memberOfHolding();
  secondAuditor = await memberOfHolding();
});
afterAll(() => api.close());

const at = (organizationId: number) => `/organizations/${organizationId}/internal-audits`;
const audit = (values: object = {}) => ({
  subject: "Lager og forsendelse",
  department_id: world.tree.department.id,
  covers_environment: true,
  covers_safety: true,
  clauses: "6.1, 8.1",
  processes: "Modtagelse af kemikalier; affaldssortering",
  lead_auditor_id: auditor,
  auditor_ids: [secondAuditor],
  start_date: "2026-05-04",
  end_date: "2026-05-05",
  ...values,
});

describe("the audit programme", () => {
  it("plans an audit once for a repeated request, with its scope and auditors; MANAGE plans, READ reads", async () => {
    const base = at(world.tree.holding.id);
    const planned = await manager.post(base, { json: audit({ subject: "Vedligehold" }) });
    expect(planned.status).toBe(201);
    expect(planned.data).toMatchObject({
      status: "PLANNED",
      covers_environment: true,
      covers_security: false,
      lead_auditor: { id: auditor, name: expect.any(String) },
      auditors: [{ id: secondAuditor, name: expect.any(String) }],
      department: { id: world.tree.department.id },
      findings: [],
    });
    const again = await manager.post(base, { json: audit({ subject: "Vedligehold" }) });
    expect([again.status, again.data.id]).toEqual([200, planned.data.id]);
    expect((await editor.post(base, { json: audit({ subject: "Ikke planlagt" }) })).status).toBe(403);
    const listed = await reader.get(`${base}?q=Vedligehold`);
    expect(listed.data.content.map((row: { id: number }) => row.id)).toEqual([planned.data.id]);
  });

  it("refuses an audit without a standard, one that ends before it starts, and a stranger as auditor", async () => {
    const base = at(world.tree.holding.id);
    const none = await manager.post(base, { json: audit({ covers_environment: false, covers_safety: false }) });
    expect([none.status, none.data.errors[0].code]).toEqual([422, "audit_no_standard"]);
    const backwards = await manager.post(base, { json: audit({ end_date: "2026-05-01" }) });
    expect([backwards.status, backwards.data.errors[0].code]).toEqual([422, "audit_end_before_start"]);
    const stranger = await createUser(api.db, {
      memberships: [{ organizationId: world.otherTenant.id, scope: "EDIT" }],
    });
    const [foreign] = await api.db.select().from(memberships).where(eq(memberships.userId, stranger.id));
    const outsider = await manager.post(base, { json: audit({ auditor_ids: [foreign!.id] }) });
    expect([outsider.status, outsider.data.errors[0].path]).toEqual([422, "auditor_ids"]);
  });

  it("moves step by step, and closes only when every nonconformity has a cause and an action", async () => {
    const base = at(world.tree.holding.id);
    const planned = await manager.post(base, { json: audit({ subject: "Kemikalielager" }) });
    const id = planned.data.id;
    const move = async (status: string, stamp: string) =>
      editor.post(`${base}/${id}/status`, { json: { status, last_modified_date: stamp } });
    const skipped = await move("REPORTED", planned.data.last_modified_date);
    expect([skipped.status, skipped.data.errors[0].code]).toEqual([422, "audit_status_step"]);
    const started = await move("IN_PROGRESS", planned.data.last_modified_date);
    expect(started.data.status).toBe("IN_PROGRESS");
    expect((await move("REPORTED", planned.data.last_modified_date)).status).toBe(409);

    const finding = { type: "MINOR", clause: "8.1", description: "Sikkerhedsdatablad mangler for to produkter" };
    const found = await editor.post(`${base}/${id}/findings`, { json: finding });
    expect(found.status).toBe(201);
    expect((await editor.post(`${base}/${id}/findings`, { json: finding })).data.id).toBe(found.data.id);
    const observed = await editor.post(`${base}/${id}/findings`, {
      json: { type: "OBSERVATION", description: "Godt overblik over affaldsfraktioner" },
    });
    expect(observed.status).toBe(201);

    const reported = await move("REPORTED", started.data.last_modified_date);
    expect(reported.data).toMatchObject({ status: "REPORTED", finding_count: 2, nonconformity_count: 1 });
    const early = await move("CLOSED", reported.data.last_modified_date);
    expect(early.status).toBe(422);
    expect(early.data.errors.map((error: { code: string }) => error.code)).toEqual([
      "nonconformity_without_action",
      "nonconformity_without_cause",
    ]);

    const findingPath = `/organizations/${world.tree.holding.id}/audit-findings/${found.data.id}`;
    const caused = await editor.put(findingPath, {
      json: { ...finding, cause: "Ingen fast rutine ved indkøb", last_modified_date: found.data.last_modified_date },
    });
    expect(caused.data.cause).toBe("Ingen fast rutine ved indkøb");
    const planned2 = await editor.post(`/organizations/${world.tree.holding.id}/actions`, {
      json: { title: "Rutine for datablade ved indkøb", kind: "CORRECTIVE", audit_finding_id: found.data.id },
    });
    expect(planned2.status).toBe(201);
    expect(planned2.data).toMatchObject({
      source: "AUDIT_FINDING",
      origin: { id: found.data.id, name: finding.description },
      organization: { id: world.tree.holding.id },
    });
    const [row] = await api.db.select().from(actions).where(eq(actions.id, planned2.data.id));
    expect(row!.auditFindingId).toBe(found.data.id);

    const current = await reader.get(`${base}/${id}`);
    expect(current.data.findings[0].actions.map((a: { title: string }) => a.title)).toEqual([
      "Rutine for datablade ved indkøb",
    ]);
    const closed = await move("CLOSED", current.data.last_modified_date);
    expect(closed.data.status).toBe("CLOSED");
    // A closed audit changes only once taken back to reported.
    const late = await editor.post(`${base}/${id}/findings`, { json: { type: "OBSERVATION", description: "Sent" } });
    expect([late.status, late.data.errors[0].code]).toEqual([422, "audit_closed"]);
    expect((await reader.post(`${base}/${id}/status`, { json: { status: "REPORTED" } })).status).toBe(403);
  });

  it("keeps another tenant's audits and findings out of reach", async () => {
    const planned = await manager.post(at(world.tree.holding.id), { json: audit({ subject: "Eget" }) });
    const found = await editor.post(`${at(world.tree.holding.id)}/${planned.data.id}/findings`, {
      json: { type: "IMPROVEMENT", description: "Kunne samle tjeklister" },
    });
    const limited = await signInAs(api.url, api.db, world, "limited");
    expect((await limited.get(`${at(world.tree.limited.id)}/${planned.data.id}`)).status).toBe(403);
    const elsewhere = await editor.post(`/organizations/${world.tree.subsidiary.id}/actions`, {
      json: { title: "Ikke herfra", audit_finding_id: found.data.id },
    });
    expect([elsewhere.status, elsewhere.data.errors?.[0]?.path]).toEqual([422, "audit_finding_id"]);
    const both = await editor.post(`/organizations/${world.tree.holding.id}/actions`, {
      json: { title: "To kilder", audit_finding_id: found.data.id, risk_id: 1 },
    });
    expect([both.status, both.data.errors?.[0]?.code]).toEqual([422, "one_source"]);
  });

  it("makes the checklist from the scope's standards and clauses, and keeps its answers all or none", async () => {
    const base = at(world.tree.holding.id);
    const planned = await manager.post(base, {
      json: audit({ subject: "Tjekliste", covers_safety: true, covers_environment: true, clauses: "5, 8.2" }),
    });
    const keys = planned.data.checklist.map((line: { key: string }) => line.key);
    expect(keys).toEqual([
      "ISO_14001:5.1",
      "ISO_14001:5.2",
      "ISO_14001:5.3",
      "ISO_14001:8.2",
      "ISO_45001:5.1",
      "ISO_45001:5.2",
      "ISO_45001:5.3",
      "ISO_45001:5.4",
      "ISO_45001:8.2",
    ]);
    expect(planned.data.checklist[3]).toMatchObject({ clause: "8.2", title_en: "Ready for emergencies", answer: null });
    const path = `${base}/${planned.data.id}/checklist`;
    const answered = await editor.put(path, {
      json: {
        lines: [
          { key: "ISO_14001:8.2", answer: "FINDING", evidence: "Beredskabsplan rev. 3, øvelseslog" },
          { key: "ISO_45001:5.4", answer: "CONFORMING" },
        ],
        last_modified_date: planned.data.last_modified_date,
      },
    });
    expect(answered.status).toBe(200);
    const line = (key: string) => answered.data.checklist.find((entry: { key: string }) => entry.key === key);
    expect(line("ISO_14001:8.2")).toMatchObject({ answer: "FINDING", evidence: "Beredskabsplan rev. 3, øvelseslog" });
    expect(line("ISO_45001:5.4").answer).toBe("CONFORMING");
    // A stale page, or a line out of the scope, changes nothing.
    const stale = await editor.put(path, {
      json: { lines: [{ key: "ISO_45001:5.4", answer: null }], last_modified_date: planned.data.last_modified_date },
    });
    expect(stale.status).toBe(409);
    const outside = await editor.put(path, {
      json: {
        lines: [
          { key: "ISO_45001:5.4", answer: null },
          { key: "ISO_27001:8.3", answer: "CONFORMING" },
        ],
        last_modified_date: answered.data.last_modified_date,
      },
    });
    expect([outside.status, outside.data.errors[0].code]).toEqual([422, "checklist_line_out_of_scope"]);
    expect((await reader.get(`${base}/${planned.data.id}`)).data.checklist[7].answer).toBe("CONFORMING");
    expect((await reader.put(path, { json: { lines: [], last_modified_date: "x" } })).status).toBe(403);
  });

  it("warns of an auditor without a valid internal-auditor competence, and of one auditing their own department", async () => {
    const inDepartment = await createUser(api.db, {
      memberships: [{ organizationId: world.tree.department.id, scope: "EDIT" }],
    });
    const [own] = await api.db.select().from(memberships).where(eq(memberships.userId, inDepartment.id));
    const [competence] = await api.db
      .insert(competences)
      .values({ organizationId: world.tree.holding.id, name: "Intern auditor ISO 45001", frequency: "P3Y" })
      .returning();
    await api.db.insert(competenceRecords).values([
      { membershipId: auditor, competenceId: competence!.id, lastAcquisitionDate: "2025-01-10" },
      // Acquired too long before the audit starts: no longer valid then.
      { membershipId: own!.id, competenceId: competence!.id, lastAcquisitionDate: "2020-01-10" },
    ]);
    const planned = await manager.post(at(world.tree.holding.id), {
      json: audit({ subject: "Uafhængighed", lead_auditor_id: auditor, auditor_ids: [own!.id, secondAuditor] }),
    });
    const warned = planned.data.warnings.map((warning: { member: { id: number }; kind: string }) => [
      warning.member.id,
      warning.kind,
    ]);
    expect(warned).toEqual(
      expect.arrayContaining([
        [own!.id, "NO_AUDITOR_COMPETENCE"],
        [own!.id, "OWN_DEPARTMENT"],
        [secondAuditor, "NO_AUDITOR_COMPETENCE"],
      ]),
    );
    expect(warned).toHaveLength(3);
  });

  it("plans an audit again every so many months up to a day, once for a repeated request; MANAGE only", async () => {
    const base = at(world.tree.holding.id);
    const planned = await manager.post(base, { json: audit({ subject: "Kvartalsvis runde" }) });
    const path = `${base}/${planned.data.id}/repetitions`;
    const json = { every_months: 3, until: "2026-12-31" };
    const repeated = await manager.post(path, { json });
    expect(repeated.status).toBe(200);
    expect(repeated.data.planned).toHaveLength(2);
    expect((await manager.post(path, { json })).data.planned).toEqual(repeated.data.planned);
    const copy = await reader.get(`${base}/${repeated.data.planned[1]}`);
    expect(copy.data).toMatchObject({
      subject: "Kvartalsvis runde",
      status: "PLANNED",
      start_date: "2026-11-04",
      end_date: "2026-11-05",
      auditors: [{ id: secondAuditor }],
    });
    const none = await manager.post(path, { json: { every_months: 12, until: "2026-12-31" } });
    expect([none.status, none.data.errors[0].code]).toEqual([422, "no_repetition"]);
    expect((await editor.post(path, { json })).status).toBe(403);
  });

  it("names binding obligations of the legal register in the scope, each a line of the checklist", async () => {
    const [act] = await api.db
      .insert(legislations)
      .values({
        titleEn: "Working Environment Act",
        titleDa: "Arbejdsmiljøloven",
        referenceNumber: "LBK 2187",
        territory: "DK",
      })
      .returning();
    const [entry] = await api.db
      .insert(legislationAssociations)
      .values({ organizationId: world.tree.holding.id, legislationId: act!.id })
      .returning();
    const base = at(world.tree.holding.id);
    const choices = await reader.get(`${base}/obligations`);
    expect(choices.data.content.map((choice: { id: number }) => choice.id)).toContain(entry!.id);
    const planned = await manager.post(base, {
      json: audit({ subject: "Forpligtelser", clauses: "9.2", obligation_ids: [entry!.id] }),
    });
    expect(planned.data.obligations.map((o: { title_da: string }) => o.title_da)).toEqual(["Arbejdsmiljøloven"]);
    const lines = planned.data.checklist.map((line: { key: string; title_en: string }) => [line.key, line.title_en]);
    expect(lines.at(-1)).toEqual([`OBLIGATION:${entry!.id}`, "Working Environment Act"]);
    const answered = await editor.put(`${base}/${planned.data.id}/checklist`, {
      json: {
        lines: [{ key: `OBLIGATION:${entry!.id}`, answer: "CONFORMING", evidence: "APV 2026" }],
        last_modified_date: planned.data.last_modified_date,
      },
    });
    expect(answered.data.checklist.at(-1)).toMatchObject({ answer: "CONFORMING", standard: null, clause: null });
    const foreign = await manager.post(base, { json: audit({ subject: "Fremmed", obligation_ids: [999_999] }) });
    expect([foreign.status, foreign.data.errors[0].path]).toEqual([422, "obligation_ids"]);
  });

  it("names procedures of the organization, one above or a department in the scope, each a line of the checklist", async () => {
    const document = (organizationId: number, kind: "POLICY" | "PROCEDURE", title: string) => ({
      organizationId,
      kind,
      draft: { da: { title, content: "" } },
    });
    const [own, departments, foreign, policy] = await api.db
      .insert(controlledDocuments)
      .values([
        document(world.tree.subsidiary.id, "PROCEDURE", "Spild (udkast)"),
        document(world.tree.department.id, "PROCEDURE", "Årlig øvelse på rampen"),
        document(world.otherTenant.id, "PROCEDURE", "Fremmed procedure"),
        document(world.tree.subsidiary.id, "POLICY", "Miljøpolitik"),
      ])
      .returning();
    // Published twice, the latest revision in both languages: its title, not the first's nor the draft's.
    const revision = (major: number, en: string, da: string) => ({
      documentId: own!.id,
      major,
      minor: 0,
      texts: { en: { title: en, content: "" }, da: { title: da, content: "" } },
    });
    await api.db
      .insert(controlledDocumentRevisions)
      .values([revision(1, "Spills", "Spild"), revision(2, "Chemical spills", "Spild af kemikalier")]);
    const base = at(world.tree.subsidiary.id);
    const choices = (await reader.get(`${base}/procedures`)).data.content.map((choice: { id: number }) => choice.id);
    expect(choices).toEqual(expect.arrayContaining([own!.id, departments!.id]));
    expect(choices).not.toContain(foreign!.id);
    expect(choices).not.toContain(policy!.id);
    const planned = await manager.post(base, {
      json: audit({ subject: "Procedurer", clauses: "8.1", procedure_ids: [departments!.id, own!.id, own!.id] }),
    });
    expect(planned.status).toBe(201);
    // The department's, a draft in Danish only: the Danish title stands in the English one's place.
    expect(planned.data.procedures.map((p: { title_en: string }) => p.title_en)).toEqual([
      "Chemical spills",
      "Årlig øvelse på rampen",
    ]);
    const keys = planned.data.checklist.map((line: { key: string }) => line.key);
    expect(keys.filter((key: string) => key.startsWith("PROCEDURE:"))).toEqual([
      `PROCEDURE:${own!.id}`,
      `PROCEDURE:${departments!.id}`,
    ]);
    const answered = await editor.put(`${base}/${planned.data.id}/checklist`, {
      json: {
        lines: [{ key: `PROCEDURE:${own!.id}`, answer: "FINDING", evidence: "Øvelsen blev ikke holdt" }],
        last_modified_date: planned.data.last_modified_date,
      },
    });
    const line = answered.data.checklist.find((found: { key: string }) => found.key === `PROCEDURE:${own!.id}`);
    expect(line).toMatchObject({ answer: "FINDING", standard: null, clause: null });
    for (const refused of [foreign!.id, policy!.id, 999_999]) {
      const response = await manager.post(base, { json: audit({ subject: "Fremmed", procedure_ids: [refused] }) });
      expect([response.status, response.data.errors[0].path]).toEqual([422, "procedure_ids"]);
    }
    // A save without the procedure leaves its line out of the checklist; its answer is no longer asked for.
    const narrowed = await manager.put(`${base}/${planned.data.id}`, {
      json: audit({
        subject: "Procedurer",
        clauses: "8.1",
        procedure_ids: [departments!.id],
        last_modified_date: answered.data.last_modified_date,
      }),
    });
    expect(narrowed.data.checklist.map((l: { key: string }) => l.key)).not.toContain(`PROCEDURE:${own!.id}`);
    expect((await editor.get(`${base}/procedures`)).status).toBe(200);
  });

  it("keeps files as its evidence: the auditors attach them, a reader reads them, another tenant's file is not found", async () => {
    const base = at(world.tree.holding.id);
    const planned = await manager.post(base, { json: audit({ subject: "Bevis" }) });
    const upload = await editor.post(`/organizations/${world.tree.holding.id}/files`, {
      body: multipart({ standalone: "false" }, { name: "Tjekliste lager æøå.png", bytes: pngBytes() }),
    });
    const attach = `${base}/${planned.data.id}/files/${upload.data.id}`;
    expect((await reader.post(attach)).status).toBe(403);
    expect((await editor.post(attach)).status).toBe(204);
    expect((await editor.post(attach)).status).toBe(204);
    expect((await reader.get(`${base}/${planned.data.id}`)).data.files).toMatchObject([
      { name: "Tjekliste lager æøå.png" },
    ]);
    expect((await editor.post(`${base}/${planned.data.id}/files/999999`)).status).toBe(404);
    expect((await editor.delete(attach)).status).toBe(204);
    expect((await reader.get(`${base}/${planned.data.id}`)).data.files).toEqual([]);
  });

  it("is found by search by its subject and the words of its scope, and follows a change", async () => {
    const base = at(world.tree.holding.id);
    const scope = { subject: "Kølerummets temperaturlogning", processes: "Modtagekontrol af frostvarer" };
    const planned = await manager.post(base, { json: audit(scope) });
    const search = (q: string) => reader.get(`/organizations/${world.tree.holding.id}/search?q=${q}`);
    const hits = async (q: string) =>
      (await search(q)).data.content.map((hit: { kind: string; link_id: number; title: string }) => [
        hit.kind,
        hit.link_id,
        hit.title,
      ]);
    expect(await hits("temperaturlogning")).toEqual([["INTERNAL_AUDIT", planned.data.id, scope.subject]]);
    expect(await hits("frostvarer")).toEqual([["INTERNAL_AUDIT", planned.data.id, scope.subject]]);
    const renamed = await manager.put(`${base}/${planned.data.id}`, {
      json: audit({ ...scope, subject: "Fryselagerets alarmer", last_modified_date: planned.data.last_modified_date }),
    });
    expect(renamed.status).toBe(200);
    expect(await hits("temperaturlogning")).toEqual([]);
    expect(await hits("fryselager")).toEqual([["INTERNAL_AUDIT", planned.data.id, "Fryselagerets alarmer"]]);
  });

  it("puts an audit not yet reported in its lead auditor's work, due on its last day", async () => {
    const { me, mine } = await memberWithWork(api, world);
    const soon = dayFromToday(10);
    const planned = await manager.post(at(world.tree.holding.id), {
      json: audit({ subject: "Kommende audit", lead_auditor_id: mine.holding, start_date: soon, end_date: soon }),
    });
    expect(planned.status).toBe(201);
    const work = async () =>
      (await me.get("/my-work?kind=INTERNAL_AUDIT")).data.content.map((item: { record_id: number }) => item.record_id);
    expect(await work()).toEqual([planned.data.id]);
    // Once reported, it is no longer work to do.
    for (const status of ["IN_PROGRESS", "REPORTED"]) {
      const current = (await reader.get(`${at(world.tree.holding.id)}/${planned.data.id}`)).data;
      const moved = await editor.post(`${at(world.tree.holding.id)}/${planned.data.id}/status`, {
        json: { status, last_modified_date: current.last_modified_date },
      });
      expect(moved.status).toBe(200);
    }
    expect(await work()).toEqual([]);
  });
});
