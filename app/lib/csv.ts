/**
 * A CSV document as spreadsheets open it: UTF-8 with a byte order mark (Excel reads æ, ø, å right),
 * CRLF line ends, every field quoted. A field that a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return first) is prefixed with an apostrophe (OWASP's CSV injection advice).
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const field = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return `\uFEFF${rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}

/** A CSV download named `fileName` (ASCII, no quotes). */
export function csvResponse(fileName: string, rows: readonly (readonly (string | number | null | undefined)[])[]) {
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
