import { z } from "zod";

/**
 * A number as people type it: "1234,5" or "1 234,5" (Danish) and "1234.5" or "1,234.5" (English).
 * The last comma or point is the decimal mark unless that mark appears more than once ("1.234.567").
 */
export function parseTypedNumber(typed: string): number {
  const text = typed.replace(/[\s\u00a0\u202f']/g, "").replace(/^\u2212/, "-");
  if (!/^[-+]?(\d|[.,]\d)[\d.,]*$/.test(text)) return Number.NaN;
  const mark = Math.max(text.lastIndexOf(","), text.lastIndexOf("."));
  if (mark < 0) return Number(text);
  if (text.indexOf(text[mark]!) !== mark) return Number(text.replace(/[.,]/g, ""));
  return Number(`${text.slice(0, mark).replace(/[.,]/g, "")}.${text.slice(mark + 1)}`);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FIRST = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/;
const calendarDay = z.iso.date();

/**
 * A day as people write it: yyyy-mm-dd, or dd-mm-yyyy / dd.mm.yyyy / dd/mm/yyyy as Danish spreadsheets
 * do; null for anything else, and for what is written as a day but is none (31-02-2026).
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  const match = DAY_FIRST.exec(trimmed);
  const day = ISO_DAY.test(trimmed)
    ? trimmed
    : match
      ? `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`
      : null;
  return day !== null && calendarDay.safeParse(day).success ? day : null;
}

const YES = new Set(["1", "x", "yes", "ja", "true", "y", "j", "sand"]);
const NO = new Set(["", "0", "no", "nej", "false", "n", "falsk", "-"]);

/** A yes or no as a spreadsheet holds it (yes/ja/x/1, no/nej/0/empty); null for anything else. */
export function parseTypedFlag(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}
