import { parse } from "csv-parse/sync";
import { dateBoundRefusal } from "../../server/domain/date-bounds";
import type { DateOnly } from "../../server/domain/wire-casing";
import { parseTypedDay, parseTypedNumber } from "../../server/domain/typed-values";

/** Readings a CSV may hold at most, and its size: a few years of daily readings. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 1024 * 1024;

/** Column names as people write them, in English or Danish. */
export type ImportField = "performedAt" | "value" | "unit" | "estimated" | "comment";

const COLUMNS: Record<string, ImportField> = {
  date: "performedAt",
  dato: "performedAt",
  performed_at: "performedAt",
  value: "value",
  værdi: "value",
  unit: "unit",
  enhed: "unit",
  estimated: "estimated",
  estimeret: "estimated",
  comment: "comment",
  kommentar: "comment",
};
const YES = new Set(["1", "x", "yes", "ja", "true", "y", "j"]);

/** What is wrong with a row: the field (a column of the preview) and a translation key, maybe with values. */
export type ImportProblem = { field: ImportField | null; error: string };

export type ImportRow = {
  /** 1-based line of the file, as a spreadsheet shows it. */
  line: number;
  cells: Record<ImportField, string>;
  /** The API's body for the row, when the row could be read. */
  reading: { performedAt: DateOnly; value: number; unit: string; estimated: boolean; comment: string | null } | null;
  problems: ImportProblem[];
};

export type ParsedImport = { rows: ImportRow[]; problem?: string };

/**
 * Reads a CSV of readings with a header row (date and value required; unit, estimated and comment
 * optional), separated by semicolons, commas or tabs. Each row tells what is wrong with it, so the
 * preview can show every problem before anything is saved.
 */
export function parseReadingCsv(text: string, units: readonly string[]): ParsedImport {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = [";", "\t", ","].find((candidate) => firstLine.includes(candidate)) ?? ";";
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch {
    return { rows: [], problem: "meterReadings.importUnreadable" };
  }
  const [header, ...lines] = records;
  const columns = (header ?? []).map((name) => COLUMNS[name.toLowerCase()]);
  if (!columns.includes("performedAt") || !columns.includes("value")) {
    return { rows: [], problem: "meterReadings.importHeader" };
  }
  if (lines.length === 0) return { rows: [], problem: "meterReadings.importEmpty" };
  if (lines.length > MAX_IMPORT_ROWS) return { rows: [], problem: "meterReadings.importTooMany" };
  return {
    rows: lines.map((record, index) => {
      const cells: Record<ImportField, string> = { performedAt: "", value: "", unit: "", estimated: "", comment: "" };
      columns.forEach((column, position) => {
        if (column) cells[column] = record[position] ?? "";
      });
      const problems: ImportProblem[] = [];
      const performedAt = parseTypedDay(cells.performedAt);
      const outOfRange = performedAt && dateBoundRefusal(performedAt, "happened");
      if (!performedAt) problems.push({ field: "performedAt", error: "meterReadings.importDate" });
      else if (outOfRange) problems.push({ field: "performedAt", error: `validation.server.${outOfRange}` });
      const value = parseTypedNumber(cells.value);
      if (!Number.isFinite(value)) problems.push({ field: "value", error: "validation.number" });
      const unit = cells.unit || units[0]!;
      if (!units.includes(unit)) problems.push({ field: "unit", error: "validation.server.unit_not_of_meter" });
      const reading =
        problems.length === 0
          ? {
              performedAt: performedAt as DateOnly,
              value,
              unit,
              estimated: YES.has(cells.estimated.toLowerCase()),
              comment: cells.comment.slice(0, 1000) || null,
            }
          : null;
      return { line: index + 2, cells, reading, problems };
    }),
  };
}

const IMPORT_FIELDS: readonly string[] = ["performedAt", "value", "unit", "estimated", "comment"];
const camel = (field: string) => field.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

export type RowRefusal = { row: number; field: string; error: string };

/**
 * Puts what the API said of the rows on the rows (0-based rows; a field in either casing), and
 * answers whether any landed, so a refusal that names no row is not taken for none.
 */
export function addRowRefusals(rows: ImportRow[], refusals: RowRefusal[]): boolean {
  let added = false;
  for (const refusal of refusals) {
    const row = rows[refusal.row];
    if (!row) continue;
    const field = camel(refusal.field);
    row.problems.push({ field: IMPORT_FIELDS.includes(field) ? (field as ImportField) : null, error: refusal.error });
    added = true;
  }
  return added;
}

/** The field errors of an import the API refused as a whole (`rows.3.performedAt` → row 3's date). */
export function rowRefusalsOf(fieldErrors: Record<string, string[]>): RowRefusal[] {
  return Object.entries(fieldErrors).flatMap(([path, codes]) => {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(path);
    if (!match) return [];
    return codes.map((code) => ({ row: Number(match[1]), field: match[2]!, error: `validation.server.${code}` }));
  });
}
