import { parse } from "csv-parse/sync";
import type { DateOnly } from "../../server/domain/wire-casing";
import { parseTypedNumber } from "~/lib/form-schema";

/** Readings a CSV may hold at most, and its size: a few years of daily readings. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 1024 * 1024;

/** Column names as people write them, in English or Danish. */
const COLUMNS: Record<string, "performedAt" | "value" | "unit" | "estimated" | "comment"> = {
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

export type ImportRow = {
  /** 1-based line of the file, as a spreadsheet shows it. */
  line: number;
  cells: { performedAt: string; value: string; unit: string; estimated: string; comment: string };
  /** The API's body for the row, when the row could be read. */
  reading: { performedAt: DateOnly; value: number; unit: string; estimated: boolean; comment: string | null } | null;
  /** Translation keys of what is wrong with the row. */
  problems: string[];
};

export type ParsedImport = { rows: ImportRow[]; problem?: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day as people write it: yyyy-mm-dd, or dd-mm-yyyy / dd.mm.yyyy / dd/mm/yyyy as Danish spreadsheets do. */
function readDate(text: string): string | null {
  if (DATE.test(text)) return text;
  const match = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}` : null;
}

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
      const cells = { performedAt: "", value: "", unit: "", estimated: "", comment: "" };
      columns.forEach((column, position) => {
        if (column) cells[column] = record[position] ?? "";
      });
      const problems: string[] = [];
      const performedAt = readDate(cells.performedAt);
      if (!performedAt || Number.isNaN(Date.parse(`${performedAt}T00:00:00Z`))) problems.push("validation.date");
      const value = parseTypedNumber(cells.value);
      if (!Number.isFinite(value)) problems.push("validation.number");
      const unit = cells.unit || units[0]!;
      if (!units.includes(unit)) problems.push("validation.server.unit_not_of_meter");
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
