type Cell = string | number | null | undefined;

/**
 * How a spreadsheet in the reader's region splits a CSV line: Excel takes the list separator of the
 * system's region, which is ";" where the decimal mark is a comma (Danish), so a Danish reader gets
 * ";" and decimal commas, and everyone else "," and decimal points.
 */
export type CsvDialect = { separator: "," | ";"; decimalComma: boolean };

export const csvDialect = (language: string): CsvDialect =>
  language === "da" ? { separator: ";", decimalComma: true } : { separator: ",", decimalComma: false };

/**
 * A CSV document as spreadsheets open it: UTF-8 with a byte order mark (Excel reads æ, ø, å right),
 * CRLF line ends, every field quoted. A field that a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return first) is prefixed with an apostrophe (OWASP's CSV injection advice).
 */
export function toCsv(rows: readonly (readonly Cell[])[], dialect: CsvDialect = csvDialect("en")): string {
  const field = (value: Cell) => {
    let text = value === null || value === undefined ? "" : String(value);
    if (typeof value === "number" && dialect.decimalComma) text = text.replace(".", ",");
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return `\uFEFF${rows.map((row) => row.map(field).join(dialect.separator)).join("\r\n")}\r\n`;
}

/** A CSV download named `fileName` (ASCII, no quotes), in the dialect of the reader's language. */
export function csvResponse(fileName: string, rows: readonly (readonly Cell[])[], language: string) {
  return new Response(toCsv(rows, csvDialect(language)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
