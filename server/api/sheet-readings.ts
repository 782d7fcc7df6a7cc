import { readFile } from "node:fs/promises";
import { businessToday } from "../domain/recurrence";
import { readSafetyDataSheet } from "../domain/sds-reading";
import type { DateOnly } from "../domain/wire-casing";
import { findHeldSheet, holdSheet } from "../services/held-sheets";
import { pdfTextLines, UnreadablePdfError } from "../services/pdf-text";
import { MAX_SHEET_BYTES } from "../domain/file-policy";
import { sheetReadingsApi as contract } from "./contracts/sheet-readings";
import { actorOf } from "./circle";
import { ApiError, invalid, notFound, PROBLEM_TYPES } from "./problem";
import { addStreamingRoute, createRouter, guarded, respond } from "./router";
import { receiveOneFile } from "./uploads";

const notPdf = () =>
  new ApiError(415, PROBLEM_TYPES.unsupportedType, "Unsupported media type", "Only a PDF can be read");

/** The PDF's text as lines; a file PDF.js cannot open, or one without text (a scan), is refused by name. */
async function sheetText(path: string) {
  try {
    const text = await pdfTextLines(new Uint8Array(await readFile(path)));
    if (text.lines.length > 0) return text;
  } catch (error) {
    if (!(error instanceof UnreadablePdfError)) throw error;
    throw invalid([{ path: "file", message: "The PDF cannot be read", code: "sds_unreadable" }]);
  }
  throw invalid([{ path: "file", message: "The PDF has no text to read: it may be a scan", code: "sds_no_text" }]);
}

export const sheetReadingRoutes = createRouter();

addStreamingRoute(sheetReadingRoutes, guarded(contract.read), async (c) => {
  const received = await receiveOneFile(c, undefined, Math.min(MAX_SHEET_BYTES, c.var.deps.config.maxUploadBytes));
  try {
    if (received.contentType !== "application/pdf") throw notPdf();
    const { lines, pages, pagesRead } = await sheetText(received.file.path);
    const draft = readSafetyDataSheet(lines, businessToday() as DateOnly);
    // Held only when it can be filed as the chemical's page files one: with its language and revision date.
    const filing =
      draft.language && draft.revisionDate
        ? { language: draft.language, lastRevisionDate: draft.revisionDate.value }
        : null;
    const content = { contentType: received.contentType, upload: received.file };
    const heldSheet = filing && (await holdSheet(c.var.deps.db, actorOf(c), c.var.organization.id, content, filing));
    return c.json(respond(contract.read, { ...draft, pages, pagesRead, heldSheet }), 200);
  } finally {
    await received.upload.discard();
  }
});

sheetReadingRoutes.openapi(guarded(contract.held), async (c) => {
  const held = await findHeldSheet(c.var.deps.db, actorOf(c), c.var.organization.id, c.req.valid("param").id);
  if (!held) throw notFound("Held safety data sheet");
  return c.json(respond(contract.held, held), 200);
});
