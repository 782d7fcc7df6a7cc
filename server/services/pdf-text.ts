import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The most pages read: a safety data sheet has some 10–30; a longer file is cut, not refused. */
export const MAX_PDF_PAGES = 60;

export class UnreadablePdfError extends Error {
  override name = "UnreadablePdfError";
}

type TextPiece = { str: string; transform: number[]; width: number; hasEOL?: boolean };

const isTextPiece = <T extends object>(item: T): item is T & TextPiece => "str" in item;

/**
 * A page's text as lines, top to bottom: pieces on one baseline are one line, left to right, with a
 * space where they stand apart (a table's columns), so a heading or a row reads as it is printed.
 */
function pageLines(pieces: TextPiece[]): string[] {
  const rows = new Map<number, TextPiece[]>();
  for (const piece of pieces) {
    if (!piece.str.trim()) continue;
    const y = Math.round(piece.transform[5]! / 2) * 2;
    rows.set(y, [...(rows.get(y) ?? []), piece]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => {
      const sorted = row.sort((a, b) => a.transform[4]! - b.transform[4]!);
      let line = "";
      let end = -Infinity;
      for (const piece of sorted) {
        const x = piece.transform[4]!;
        if (line && x - end > 1 && !line.endsWith(" ") && !piece.str.startsWith(" ")) line += " ";
        line += piece.str;
        end = x + piece.width;
      }
      return line.replace(/\s+/g, " ").trim();
    });
}

/**
 * The text of a PDF, page by page, as lines. A file PDF.js cannot open is `UnreadablePdfError`; a scan
 * answers no lines (its pages are pictures). Runs PDF.js in this process: no worker, no fonts loaded,
 * no script in the file evaluated.
 */
export async function pdfTextLines(bytes: Uint8Array, maxPages = MAX_PDF_PAGES) {
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw new UnreadablePdfError(error instanceof Error ? error.message : "Not a readable PDF");
    });
    const pages = Math.min(document.numPages, maxPages);
    const lines: string[] = [];
    for (let number = 1; number <= pages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      lines.push(...pageLines(content.items.filter(isTextPiece)));
      page.cleanup();
    }
    return { lines, pages: document.numPages, pagesRead: pages };
  } finally {
    await task.destroy();
  }
}
