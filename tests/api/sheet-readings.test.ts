import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { pdfOfLines } from "../support/pdf-writer";
import { DANISH_SHEET, ENGLISH_SHEET, sheetPdf } from "../support/safety-data-sheets";
import { multipart, pdfBytes, pngBytes } from "../support/sample-files";
import { createWorld, signInAs, type World } from "../support/sign-in";

let api: TestApi;
let world: World;
const as = {} as Record<"reader" | "editor" | "anonymous", ApiClient>;
let path: string;

const read = (client: ApiClient, name: string, bytes: Uint8Array, to = path) =>
  client.post(to, { body: multipart({}, { name, bytes: Buffer.from(bytes), type: "application/pdf" }) });

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ["reader", "editor", "anonymous"] as const)
    as[role] = await signInAs(api.url, api.db, world, role);
  path = `/organizations/${world.tree.subsidiary.id}/safety-data-sheet-readings`;
});
afterAll(() => api.close());

describe("reading a supplier's safety data sheet", () => {
  it("answers an English sheet's draft, each value with where it was read, and adds no document", async () => {
    // The sheet is held to be filed with its chemical (held-sheets.test.ts), never as a document of its own.
    const files = `/organizations/${world.tree.subsidiary.id}/files?standalone=true`;
    const before = (await as.editor.get(files)).data.total_elements;
    const answer = await read(as.editor, "degreaser-sds.pdf", sheetPdf(ENGLISH_SHEET.lines));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      language: "en",
      sections: Array.from({ length: 16 }, (_, index) => index + 1),
      pages: 2,
      pages_read: 2,
      product_name: { value: ENGLISH_SHEET.productName, section: "1.1" },
      supplier: { value: ENGLISH_SHEET.supplier, section: "1.3" },
      revision_date: { value: ENGLISH_SHEET.revisionDate, section: null },
      hazard_codes: { value: ["H225", "H319", "H336"], section: "2" },
      eu_hazard_codes: { value: ["EUH066"], section: "2" },
      un_number: { value: "1993", section: "14.1" },
      storage_hints: { section: "7.2" },
    });
    expect(answer.data.precautionary_codes.value).toContain("P303+P361+P353");
    expect(answer.data.substances.value[0]).toEqual({
      name: "Ethanol",
      cas_number: "64-17-5",
      ec_number: "200-578-6",
      min: 25,
      max: 50,
    });
    expect((await as.editor.get(files)).data.total_elements).toBe(before);
  });

  it("answers a Danish sheet's draft, the ≥ and – of its ranges read", async () => {
    const answer = await read(as.editor, "afkalker-sikkerhedsdatablad.pdf", sheetPdf(DANISH_SHEET.lines));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      language: "da",
      product_name: { value: DANISH_SHEET.productName },
      supplier: { value: DANISH_SHEET.supplier },
      revision_date: { value: DANISH_SHEET.revisionDate },
      hazard_codes: { value: ["H290", "H314"] },
      eu_hazard_codes: null,
      un_number: { value: "1719" },
    });
    expect(answer.data.substances.value).toEqual([
      { name: "Natriumhydroxid", cas_number: "1310-73-2", ec_number: "215-185-5", min: 1, max: 5 },
      { name: "Dinatriummetasilikat", cas_number: "6834-92-0", ec_number: "229-912-9", min: 5, max: 10 },
    ]);
  });

  it("answers an empty draft for a PDF with text that is no safety data sheet", async () => {
    const answer = await read(as.editor, "invoice.pdf", pdfOfLines(["Invoice 1042", "Total 1.200,00 DKK"]));
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ sections: [], product_name: null, hazard_codes: null, substances: null });
  });
});

describe("what cannot be read", () => {
  it("refuses a PDF without text (a scan) by name", async () => {
    for (const bytes of [pdfOfLines([]), pdfBytes("scanned")]) {
      const answer = await read(as.editor, "scan.pdf", bytes);
      expect(answer.status).toBe(422);
      expect(answer.data.errors).toEqual([expect.objectContaining({ path: "file", code: "sds_no_text" })]);
    }
  });

  it("refuses a file that only claims to be a PDF, and a PDF that is broken", async () => {
    const broken = await read(as.editor, "broken.pdf", Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog"));
    expect(broken.status).toBe(422);
    expect(broken.data.errors[0].code).toMatch(/^sds_(unreadable|no_text)$/);
    const image = await as.editor.post(path, { body: multipart({}, { name: "sheet.png", bytes: pngBytes() }) });
    expect(image.status).toBe(415);
    const text = await as.editor.post(path, {
      body: multipart({}, { name: "sheet.txt", bytes: Buffer.from("SECTION 1: Identification") }),
    });
    expect(text.status).toBe(415);
  });

  it("reads a sheet larger than a JSON body may be, its first 60 pages", async () => {
    const padded = sheetPdf([...ENGLISH_SHEET.lines, ...Array.from({ length: 30_000 }, (_, index) => `Note ${index}`)]);
    expect(padded.length).toBeGreaterThan(1024 * 1024);
    const answer = await read(as.editor, "long-sds.pdf", padded);
    expect([answer.status, answer.data.product_name?.value]).toEqual([200, ENGLISH_SHEET.productName]);
    expect([answer.data.pages > 60, answer.data.pages_read]).toEqual([true, 60]);
  });

  it("refuses a file over 10 MB before reading it, and a request without a file", async () => {
    const large = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const answer = await read(as.editor, "large.pdf", large);
    expect(answer.status).toBe(413);
    expect(answer.data.max_bytes).toBe(10 * 1024 * 1024);
    const none = await as.editor.post(path, { body: multipart({ note: "no file" }) });
    expect(none.status).toBe(422);
  });

  it("is for those who may edit the organization's chemicals, within their own tenant", async () => {
    const pdf = sheetPdf(ENGLISH_SHEET.lines);
    expect((await read(as.anonymous, "sds.pdf", pdf)).status).toBe(401);
    expect((await read(as.reader, "sds.pdf", pdf)).status).toBe(403);
    const elsewhere = `/organizations/${world.otherTenant.id}/safety-data-sheet-readings`;
    expect((await read(as.editor, "sds.pdf", pdf, elsewhere)).status).toBe(404);
  });
});
