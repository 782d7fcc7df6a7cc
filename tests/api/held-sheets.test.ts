import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, files, heldSheets } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { DANISH_SHEET, ENGLISH_SHEET, sheetPdf } from "../support/safety-data-sheets";
import { multipart } from "../support/sample-files";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "manager" | "maintainer", ApiClient>;
let org: number;
let chemicalIds: number[];

const read = (client: ApiClient, lines: string[], organizationId = org) =>
  client.post(`/organizations/${organizationId}/safety-data-sheet-readings`, {
    body: multipart({}, { name: "supplier-sds.pdf", bytes: Buffer.from(sheetPdf(lines)), type: "application/pdf" }),
  });
const keep = (client: ApiClient, chemicalId: number, heldSheetId: number | null, purpose = "Cleaning") =>
  client.post(`/organizations/${org}/chemical-associations`, {
    json: { chemical_id: chemicalId, purpose, held_sheet_id: heldSheetId },
  });
const sheetsOf = async (associationId: number) =>
  (await as.editor.get(`/organizations/${org}/chemical-associations/${associationId}/safety-data-sheets`)).data;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "manager", "maintainer"] as const)
    as[role] = await signInAs(api.url, api.db, world, role);
  org = world.tree.subsidiary.id;
  chemicalIds = [];
  for (const name of ["Held degreaser", "Held descaler", "Held polish"]) {
    chemicalIds.push((await as.maintainer.post("/chemicals", { json: { name, hazard_statement_codes: [] } })).data.id);
  }
});
afterAll(() => api.close());

describe("a safety data sheet held after reading, filed with the chemical kept", () => {
  it("holds the sheet read, for its reader, with the language and revision date read", async () => {
    const answer = await read(as.editor, ENGLISH_SHEET.lines);
    expect(answer.status).toBe(200);
    const held = answer.data.held_sheet;
    expect(held).toMatchObject({
      file_name: "supplier-sds.pdf",
      language: "en",
      last_revision_date: ENGLISH_SHEET.revisionDate,
      filed_association_id: null,
    });
    const hours = (Date.parse(held.expires_date) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await as.editor.get(`/organizations/${org}/held-safety-data-sheets/${held.id}`)).data).toEqual(held);
    // Another member of the organization, even one who may manage it, does not see it.
    expect((await as.manager.get(`/organizations/${org}/held-safety-data-sheets/${held.id}`)).status).toBe(404);
    // Not among the organization's documents: it is no standalone file.
    const documents = await as.editor.get(`/organizations/${org}/files?standalone=true`);
    expect(documents.data.content.map((file: { name: string }) => file.name)).not.toContain("supplier-sds.pdf");
  });

  it("holds nothing where no revision date was read, since the sheet could not be filed", async () => {
    const answer = await read(as.editor, ["Invoice 1042", "Total 1.200,00 DKK"]);
    expect(answer.status).toBe(200);
    expect(answer.data.held_sheet).toBeNull();
  });

  it("files the held sheet with the chemical kept, once, as the chemical's page files one", async () => {
    const held = (await read(as.editor, DANISH_SHEET.lines)).data.held_sheet;
    const kept = await keep(as.editor, chemicalIds[0]!, held.id);
    expect(kept.status).toBe(201);
    const sheets = await sheetsOf(kept.data.id);
    expect(sheets.content).toHaveLength(1);
    expect(sheets.content[0]).toMatchObject({
      language: "da",
      last_revision_date: DANISH_SHEET.revisionDate,
      file: { name: "supplier-sds.pdf" },
    });
    // The same post again (a double submit) is the same kept chemical and the one sheet.
    const again = await keep(as.editor, chemicalIds[0]!, held.id);
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(kept.data.id);
    expect((await sheetsOf(kept.data.id)).content).toHaveLength(1);
    expect((await as.editor.get(`/organizations/${org}/held-safety-data-sheets/${held.id}`)).data).toMatchObject({
      filed_association_id: kept.data.id,
    });
    // Its trail is the kept chemical's, as a sheet filed from its page.
    const trail = await api.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "chemical_association"), eq(auditLog.entityId, String(kept.data.id))));
    expect(trail.map((row) => row.action)).toContain("update");
  });

  it("keeps a held sheet's file from other members until it is filed, then it is the chemical's", async () => {
    const held = (await read(as.editor, ENGLISH_SHEET.lines)).data.held_sheet;
    const [row] = await api.db.select({ fileId: heldSheets.fileId }).from(heldSheets).where(eq(heldSheets.id, held.id));
    const file = `/organizations/${org}/files/${row!.fileId}`;
    expect((await as.editor.get(file)).status).toBe(200);
    expect((await as.editor.get(`${file}/raw`)).status).toBe(200);
    for (const other of [as.manager, as.reader]) {
      expect((await other.get(file)).status).toBe(404);
      expect((await other.get(`${file}/raw`)).status).toBe(404);
      const listed = await other.get(`/organizations/${org}/files?size=100`);
      expect(listed.data.content.map((entry: { id: number }) => entry.id)).not.toContain(row!.fileId);
    }
    expect((await keep(as.editor, chemicalIds[2]!, held.id, "Polishing")).status).toBe(201);
    expect((await as.manager.get(file)).status).toBe(200);
  });

  it("refuses a held sheet filed already with another chemical, and keeps nothing", async () => {
    const held = (await read(as.editor, ENGLISH_SHEET.lines)).data.held_sheet;
    expect((await keep(as.editor, chemicalIds[0]!, held.id, "First")).status).toBe(201);
    const refused = await keep(as.editor, chemicalIds[1]!, held.id, "Second");
    expect(refused.status).toBe(422);
    expect(refused.data.errors).toEqual([expect.objectContaining({ path: "held_sheet_id", code: "held_sheet_used" })]);
    const list = await as.editor.get(`/organizations/${org}/chemical-associations?q=Second`);
    expect(list.data.total_elements).toBe(0);
  });

  it("refuses another person's, another organization's and an expired held sheet, keeping nothing", async () => {
    const managers = (await read(as.manager, ENGLISH_SHEET.lines)).data.held_sheet;
    const holdings = (await read(as.editor, ENGLISH_SHEET.lines, world.tree.holding.id)).data.held_sheet;
    const expired = (await read(as.editor, ENGLISH_SHEET.lines)).data.held_sheet;
    await api.db
      .update(heldSheets)
      .set({ createdDate: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(heldSheets.id, expired.id));
    for (const [purpose, id] of [
      ["Foreign", managers.id],
      ["Elsewhere", holdings.id],
      ["Late", expired.id],
      ["Never", 2_147_483_000],
    ] as const) {
      const refused = await keep(as.editor, chemicalIds[2]!, id, purpose);
      expect(refused.status, purpose).toBe(422);
      expect(refused.data.errors).toEqual([
        expect.objectContaining({ path: "held_sheet_id", code: "held_sheet_gone" }),
      ]);
      expect(
        (await as.editor.get(`/organizations/${org}/chemical-associations?q=${purpose}`)).data.total_elements,
      ).toBe(0);
    }
    expect((await as.editor.get(`/organizations/${org}/held-safety-data-sheets/${expired.id}`)).status).toBe(404);
  });

  it("sweeps sheets past their day at the next one held: an unfiled one's file goes, a filed one's stays", async () => {
    const unfiled = (await read(as.editor, ENGLISH_SHEET.lines)).data.held_sheet;
    const filed = (await read(as.editor, ENGLISH_SHEET.lines)).data.held_sheet;
    expect((await keep(as.editor, chemicalIds[2]!, filed.id, "Swept")).status).toBe(201);
    const [unfiledRow, filedRow] = await Promise.all(
      [unfiled.id, filed.id].map(
        async (id) => (await api.db.select().from(heldSheets).where(eq(heldSheets.id, id)))[0]!,
      ),
    );
    await api.db.update(heldSheets).set({ createdDate: new Date(Date.now() - 25 * 3_600_000) });
    await read(as.editor, DANISH_SHEET.lines);
    const left = await api.db.select({ id: heldSheets.id }).from(heldSheets);
    expect(left.map((row) => row.id)).not.toContain(unfiled.id);
    expect(left.map((row) => row.id)).not.toContain(filed.id);
    expect(await api.db.select().from(files).where(eq(files.id, unfiledRow!.fileId))).toEqual([]);
    expect(await api.db.select().from(files).where(eq(files.id, filedRow!.fileId))).toHaveLength(1);
  });

  it("lets no reader read a sheet into a held one, nor keep a chemical with one", async () => {
    expect((await read(as.reader, ENGLISH_SHEET.lines)).status).toBe(403);
    expect((await keep(as.reader, chemicalIds[0]!, 1)).status).toBe(403);
    expect((await as.reader.get(`/organizations/${org}/held-safety-data-sheets/1`)).status).toBe(403);
  });
});
