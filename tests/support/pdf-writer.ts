/**
 * A small PDF writer for tests: pages of plain text lines in Helvetica, one of the fonts every PDF
 * reader has, so no font file is needed. Text is WinAnsi (Latin-1 with the dashes and quotes), which
 * holds Danish; ≥ and ≤ are not in it and are added as glyphs of the font by name.
 */
const PAGE = { width: 595, height: 842, margin: 50, lineHeight: 14, fontSize: 10 };
const LINES_PER_PAGE = Math.floor((PAGE.height - 2 * PAGE.margin) / PAGE.lineHeight);

// WinAnsi places a few characters outside Latin-1 at 0x80–0x9F; two unused places carry ≥ and ≤.
const WIN_ANSI_EXTRAS: Record<string, number> = { "€": 0x80, "–": 0x96, "—": 0x97, "’": 0x92, "“": 0x93, "”": 0x94 };
const ADDED_GLYPHS: Record<string, [number, string]> = { "≥": [0x81, "greaterequal"], "≤": [0x8d, "lessequal"] };

function encodeText(line: string): string {
  let encoded = "";
  for (const character of line) {
    const code =
      WIN_ANSI_EXTRAS[character] ??
      ADDED_GLYPHS[character]?.[0] ??
      (character.charCodeAt(0) <= 0xff ? character.charCodeAt(0) : 0x3f);
    encoded +=
      code < 0x20 || code > 0x7e || "()\\".includes(character) ? `\\${code.toString(8).padStart(3, "0")}` : character;
  }
  return encoded;
}

/** A page's content: each line its own text object, top to bottom; a page of no lines draws a grey box. */
function pageContent(lines: string[]): string {
  if (lines.length === 0) return `0.8 g ${PAGE.margin} ${PAGE.margin} 300 400 re f`;
  return lines
    .map((line, index) => {
      const y = PAGE.height - PAGE.margin - index * PAGE.lineHeight;
      return `BT /F1 ${PAGE.fontSize} Tf ${PAGE.margin} ${y} Td (${encodeText(line)}) Tj ET`;
    })
    .join("\n");
}

/**
 * A PDF of the lines, as many pages as they need (an empty list makes one page with no text, as a
 * scanned sheet has). `pageBreak` in the lines starts a new page.
 */
export function pdfOfLines(lines: string[], pageBreak = "\f"): Uint8Array {
  const pages: string[][] = [[]];
  for (const line of lines) {
    if (line === pageBreak || pages.at(-1)!.length === LINES_PER_PAGE) pages.push([]);
    if (line !== pageBreak) pages.at(-1)!.push(line);
  }
  const differences = Object.values(ADDED_GLYPHS)
    .map(([code, name]) => `${code} /${name}`)
    .join(" ");
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${4 + index * 2} 0 R`).join(" ")}] /Count ${pages.length} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${differences}] >> >>`,
  ];
  for (const [index, page] of pages.entries()) {
    const content = Buffer.from(pageContent(page), "latin1");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content.toString("latin1")}\nendstream`,
    );
  }
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
