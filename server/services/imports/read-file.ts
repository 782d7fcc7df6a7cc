import { parse } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import { MAX_IMPORT_ROWS } from "../../domain/import-limits";
import { RefusedError } from "../errors";

/** A file's header row and its other rows, every cell as text. */
export type ImportTable = { headers: string[]; rows: string[][] };

const MAX_COLUMNS = 200;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const refused = (code: string, message: string) => new RefusedError([{ path: "file", code, message }]);

// Windows-1252's characters at 0x80–0x9F, where Latin-1 has control codes (Node's decoder may read it as Latin-1).
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

const windows1252 = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : String.fromCharCode(byte),
  ).join("");

/**
 * The text of a CSV file: UTF-8 (a byte order mark dropped) when it is valid UTF-8, otherwise
 * Windows-1252, which Excel on a Danish Windows still writes for "CSV (semikolonsepareret)".
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

/**
 * The separator of a CSV file: the one of semicolon, tab and comma seen most often outside quotes in
 * its first line. Danish Excel writes semicolons (the comma is its decimal mark), English commas.
 */
export function csvDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [";", 0],
    ["\t", 0],
    [",", 0],
  ]);
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === "\n" || character === "\r")) break;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ",";
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeCsv(bytes);
  try {
    return parse(text, {
      delimiter: csvDelimiter(text),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch {
    throw refused("import_file_unreadable", "The file cannot be read as CSV");
  }
}

/** A cell of a spreadsheet as text: a day as yyyy-mm-dd, a number as written in English (the kit reads both). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  try {
    const rows = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return rows.map((row) => row.map(cellText));
  } catch {
    throw refused("import_file_unreadable", "The file cannot be read as an Excel workbook");
  }
}

/**
 * Reads an uploaded CSV or Excel (.xlsx) file: the first sheet of a workbook (told by its bytes, not
 * its name), a CSV in whichever separator and encoding it was written. Rows that are wholly empty are
 * left out; a file without a header and a row, with more rows than an import takes, or wider than 200
 * columns is refused, each with its own code.
 */
export async function readImportFile(bytes: Uint8Array, fileName: string): Promise<ImportTable> {
  const isZip = ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  if (!isZip && /\.(xlsx|xls|xlsm|ods)$/i.test(fileName)) {
    throw refused("import_file_type", "Only CSV and Excel (.xlsx) files can be imported");
  }
  const records = (isZip ? await readXlsx(bytes) : readCsv(bytes)).filter((row) => row.some((cell) => cell !== ""));
  const [headers, ...rows] = records;
  if (!headers || rows.length === 0) throw refused("import_file_empty", "The file holds no rows below its header");
  if (rows.length > MAX_IMPORT_ROWS) {
    throw refused("import_file_too_many_rows", `A file may hold at most ${MAX_IMPORT_ROWS} rows`);
  }
  if (headers.length > MAX_COLUMNS) throw refused("import_file_too_wide", "A file may have at most 200 columns");
  const width = headers.length;
  return { headers, rows: rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? "")) };
}
