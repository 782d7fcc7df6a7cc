/**
 * Due dates of recurring obligations (competences, agreements, inspections, readings). Periods are
 * calendar periods: a month from 31 January is the end of February, a year from 29 February is
 * 28 February. (The spec's 30.416655-day month and 365.25-day year convert TIME meter units only.)
 */

/** The periods a user may choose; P0D means once. */
export const RECURRENCE_PERIODS = [
  "P0D",
  "P7D",
  "P1M",
  "P2M",
  "P3M",
  "P6M",
  "P1Y",
  "P2Y",
  "P3Y",
  "P5Y",
  "P10Y",
  "P15Y",
] as const;
export type RecurrencePeriod = (typeof RECURRENCE_PERIODS)[number];

export const isRecurrencePeriod = (value: unknown): value is RecurrencePeriod =>
  RECURRENCE_PERIODS.includes(value as RecurrencePeriod);

/** A requirement is due soon this many days before its due date. */
export const DUE_SOON_DAYS = 30;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_PERIOD = /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/;

/** A UTC date; unlike Date.UTC, years below 100 stay what they are. */
function utcDate(year: number, month: number, day: number) {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date;
}

const daysInMonth = (year: number, month: number) => utcDate(year, month + 1, 0).getUTCDate();
const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function parseDate(date: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : [0, -1, 0];
  if (!match || year < 1 || month < 0 || month > 11 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a date: ${date}`);
  }
  return { year, month, day };
}

/** The last day a computed date may fall on. */
export const LAST_DAY = "9999-12-31";

/**
 * `date` (yyyy-mm-dd) plus an ISO period of years, months, weeks and days (no time part): years and
 * months first, keeping the day unless the month is shorter, then the days. P0D answers the date itself;
 * a result beyond the year 9999 is LAST_DAY.
 */
export function addPeriod(date: string, period: string): string {
  const start = parseDate(date);
  const match = ISO_PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a period of whole days, weeks, months or years: ${period}`);
  const [years, months, weeks, days] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  const monthIndex = start.year * 12 + start.month + years * 12 + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const day = Math.min(start.day, daysInMonth(year, month));
  const end = utcDate(year, month, day + weeks * 7 + days);
  // A date on the wire has four year digits: a due date beyond them is "never" in any case.
  if (end.getUTCFullYear() > 9999) return LAST_DAY;
  return `${pad(end.getUTCFullYear(), 4)}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}`;
}

export type Requirement = {
  frequency: string;
  /** By when it must first be acquired, if anyone set a date. */
  acquisitionDeadline: string | null;
  lastAcquisitionDate: string | null;
};

/** When it is next due: after an acquisition its period later (never again once, P0D); before one, the deadline. */
export function nextDueDate({ frequency, acquisitionDeadline, lastAcquisitionDate }: Requirement): string | null {
  if (lastAcquisitionDate === null) return acquisitionDeadline;
  return frequency === "P0D" ? null : addPeriod(lastAcquisitionDate, frequency);
}

export type RequirementStatus = "VALID" | "DUE_SOON" | "OVERDUE" | "MISSING";

/**
 * VALID, DUE_SOON (due within DUE_SOON_DAYS, the due date included), OVERDUE (the due date has passed,
 * also a deadline passed before anything was acquired) or MISSING (never acquired, no deadline passed).
 */
export function requirementStatus(requirement: Requirement, today: string): RequirementStatus {
  const due = nextDueDate(requirement);
  if (due !== null && due < today) return "OVERDUE";
  if (requirement.lastAcquisitionDate === null) return "MISSING";
  if (due !== null && due <= addPeriod(today, `P${DUE_SOON_DAYS}D`)) return "DUE_SOON";
  return "VALID";
}

/**
 * The product's calendar day, by which due dates turn: its users work in Denmark, so a requirement
 * turns overdue at midnight there, not at midnight UTC.
 */
/** The day `days` before `date` (both YYYY-MM-DD). */
export const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export const BUSINESS_TIME_ZONE = "Europe/Copenhagen";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today (yyyy-mm-dd) in BUSINESS_TIME_ZONE, or the day of `now`. */
export const businessToday = (now = new Date()): string => dayFormat.format(now);
