import { dateBoundRefusal } from "./date-bounds";
import type { DateOnly } from "./wire-casing";

/**
 * The revision date of a safety data sheet, as English and Danish sheets write it: after a label
 * ("Revision date:", "Revisionsdato", "Revideret"), as 2024-03-15, 15.03.2024, 15/03/2024, 15-03-2024
 * (day first, as in Europe), 15 March 2024, March 15, 2024, 15. marts 2024 or 15-okt-2018. A date a
 * label for the issue gives ("Date of issue", "Udarbejdet") counts when no revision date is written;
 * the date a sheet replaces ("Supersedes", "Erstatter") never does.
 */
const MONTHS: Record<string, number> = {};
const MONTH_NAMES = [
  ["january", "januar", "jan"],
  ["february", "februar", "feb"],
  ["march", "marts", "mar"],
  ["april", "apr"],
  ["may", "maj"],
  ["june", "juni", "jun"],
  ["july", "juli", "jul"],
  ["august", "aug"],
  ["september", "sep", "sept"],
  ["october", "oktober", "oct", "okt"],
  ["november", "nov"],
  ["december", "dec"],
];
MONTH_NAMES.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));

const MONTH = "([a-zæøå]{3,9})\\.?";
const DATE_PATTERNS: { pattern: RegExp; parts: (match: RegExpExecArray) => [string, string | number, string] }[] = [
  { pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, parts: (m) => [m[1]!, m[2]!, m[3]!] },
  { pattern: /\b(\d{1,2})[./-](\d{1,2})[./-](\d{4})\b/, parts: (m) => [m[3]!, m[2]!, m[1]!] },
  {
    pattern: new RegExp(`\\b(\\d{1,2})\\.?[\\s-]+${MONTH}[\\s,-]+(\\d{4})\\b`, "i"),
    parts: (m) => [m[3]!, m[2]!, m[1]!],
  },
  { pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, "i"), parts: (m) => [m[3]!, m[1]!, m[2]!] },
];

const REVISION_LABEL =
  /\b(revision date|date of revision|revised on|revised|revision|revisionsdato|revideret den|revideret|dato for revision)\b/i;
const ISSUE_LABEL =
  /\b(date of issue|issue date|issued on|date of compilation|udstedelsesdato|udarbejdet den|udarbejdet)\b/i;
const REPLACED_LABEL = /\b(supersedes|replaces|erstatter)\b/i;

/** A day as yyyy-mm-dd when it exists in the calendar; month names in English or Danish. */
function calendarDay(year: string, month: string | number, day: string): DateOnly | null {
  const monthNumber = typeof month === "number" || /^\d+$/.test(month) ? Number(month) : MONTHS[month.toLowerCase()];
  if (!monthNumber || monthNumber > 12) return null;
  const date = new Date(Date.UTC(Number(year), monthNumber - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== monthNumber - 1) return null;
  return date.toISOString().slice(0, 10) as DateOnly;
}

/** The first date written in `text`, or null. */
export function firstDate(text: string): DateOnly | null {
  const found = DATE_PATTERNS.map(({ pattern, parts }) => {
    const match = pattern.exec(text);
    return match ? { at: match.index, day: calendarDay(...parts(match)) } : null;
  })
    .filter((candidate) => candidate?.day)
    .sort((a, b) => a!.at - b!.at);
  return found[0]?.day ?? null;
}

/** The date after a label on the line (or on the next line, where a table puts it under the label). */
function dateAfter(lines: readonly string[], label: RegExp, today: DateOnly) {
  for (const [index, line] of lines.entries()) {
    const match = label.exec(line);
    if (!match) continue;
    const rest = line.slice(match.index + match[0].length);
    const beforeReplaced = rest.split(REPLACED_LABEL)[0]!.replace(/^[\s:.-]+/, "");
    const date = firstDate(beforeReplaced) ?? (beforeReplaced.trim() ? null : firstDate(lines[index + 1] ?? ""));
    if (date && !dateBoundRefusal(date, "happened", today)) return { date, line: index };
  }
  return null;
}

/** The revision date written in the lines, and the line it was read from; a date ahead of `today` is a typing error. */
export function revisionDate(lines: readonly string[], today: DateOnly) {
  return dateAfter(lines, REVISION_LABEL, today) ?? dateAfter(lines, ISSUE_LABEL, today);
}
