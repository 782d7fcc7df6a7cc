/**
 * Whether an accident at work must be reported to the working environment authority, and by when.
 * One rule per country, taken from the authority's own texts (decision 017). A country without a rule
 * here is not called reportable: the screen says that the product has no rule for it, never "no".
 *
 * The product flags and counts; it sends nothing. The employer reports in the authority's own system
 * (in Denmark EASY on virk.dk, which passes the report on to Arbejdstilsynet and the insurer or AES).
 */
import { addPeriod } from "./recurrence";

export type AccidentFacts = {
  /** ISO 3166-1 alpha-2 code of the country where the organization works; null when not set. */
  country: string | null;
  /** The day of the injury (yyyy-mm-dd) in BUSINESS_TIME_ZONE: `businessToday(occurredAt)`. */
  occurredOn: string;
  /** Someone was hurt (an accident, not a near miss). */
  accident: boolean;
  /**
   * Whole days beyond the day of the injury on which the injured person could not do their usual work,
   * fully or partly (sick, shorter hours, other tasks); the day of the injury itself is never counted.
   * Null when not recorded.
   */
  daysOfAbsence: number | null;
  /** The first of those days (yyyy-mm-dd), if recorded; it need not be the day after the injury. */
  firstDayOfAbsence?: string | null;
};

export const REPORTING_RULES = ["DK"] as const;
export type ReportingRule = (typeof REPORTING_RULES)[number];

export type Reportability = {
  /** The country's rule that was applied, or null: the product has no rule for this country. */
  rule: ReportingRule | null;
  reportable: boolean;
  /** The last day (yyyy-mm-dd, inclusive) on which the report is on time; null when not reportable. */
  deadline: string | null;
  /** The first day of absence the deadline counts from; null when not reportable. */
  countedFrom: string | null;
  /** No first day of absence was recorded, so the day after the injury was taken (the earliest it can be). */
  firstDayAssumed: boolean;
  /** The provision applied, cited as its source names it; null without a rule. */
  basis: string | null;
};

/** One version of a country's rule, applying to accidents from `from` until the next version. */
type Provision = {
  from: string;
  /** Reportable from this many days of absence beyond the day of the injury. */
  minimumDaysOfAbsence: number;
  /** Calendar days after the first day of absence by which the report must be made. */
  deadlineDays: number;
  basis: string;
};

/**
 * Each country's versions, newest first. A version is chosen by the day of the accident: for the few
 * accidents around a change that gives the earlier of the two deadlines (decision 017).
 */
const PROVISIONS: Record<ReportingRule, readonly Provision[]> = {
  // Arbejdstilsynet: incapacity for 1 day or more beyond the day of the injury, reported at the latest
  // 14 days after the first day of absence. "Dage" are calendar days; the sources move no deadline that
  // falls on a weekend or holiday, so neither do we, and a report is on time until 23.59 that day (017).
  // Bill L 31 (2025-26) would ask 3 days from 1 July 2026; its adoption and a change to order nr. 799 are
  // not confirmed, so 1 day stays until they are: a new dated version goes first in this list.
  DK: [
    {
      from: "2022-07-01",
      minimumDaysOfAbsence: 1,
      deadlineDays: 14,
      basis:
        "Bekendtgørelse nr. 799 af 3. juni 2022 om anmeldelse af arbejdsulykker m.v. til Arbejdstilsynet, § 1, stk. 1",
    },
    {
      // Until 30 June 2022 the same threshold with 9 days; the number of the order then in force is not
      // confirmed by our sources, so it is named by its title only.
      from: "0001-01-01",
      minimumDaysOfAbsence: 1,
      deadlineDays: 9,
      basis:
        "Bekendtgørelse om anmeldelse af arbejdsulykker m.v. til Arbejdstilsynet, som gældende før 1. juli 2022, § 1",
    },
  ],
};

const isReportingRule = (value: string): value is ReportingRule => REPORTING_RULES.includes(value as ReportingRule);

/** The rule the product applies in a country, or null when it has none. */
export function reportingRuleFor(country: string | null): ReportingRule | null {
  const code = country?.trim().toUpperCase() ?? "";
  return isReportingRule(code) ? code : null;
}

/**
 * Whether the accident is reportable and its deadline. Throws RangeError for a day that is not a date,
 * a negative or fractional number of days, or a first day of absence not after the day of the injury
 * (absence on the day of the injury never counts): the input schema should refuse those first.
 */
export function reportability(facts: AccidentFacts): Reportability {
  const { occurredOn, accident, daysOfAbsence } = facts;
  const firstDayOfAbsence = facts.firstDayOfAbsence ?? null;
  addPeriod(occurredOn, "P0D"); // checks the date
  if (daysOfAbsence !== null && (!Number.isInteger(daysOfAbsence) || daysOfAbsence < 0)) {
    throw new RangeError(`Not a number of days: ${daysOfAbsence}`);
  }
  if (firstDayOfAbsence !== null && addPeriod(firstDayOfAbsence, "P0D") <= occurredOn) {
    throw new RangeError(`The first day of absence ${firstDayOfAbsence} is not after the injury on ${occurredOn}`);
  }

  const rule = reportingRuleFor(facts.country);
  if (rule === null) {
    return { rule, reportable: false, deadline: null, countedFrom: null, firstDayAssumed: false, basis: null };
  }
  const provision = PROVISIONS[rule].find((version) => version.from <= occurredOn);
  if (!provision) throw new RangeError(`No provision of ${rule} applies on ${occurredOn}`);

  // A recorded first day of absence is itself a day of absence, even where the count is missing.
  const days = Math.max(daysOfAbsence ?? 0, firstDayOfAbsence === null ? 0 : 1);
  const notReportable = { rule, reportable: false, deadline: null, countedFrom: null, firstDayAssumed: false };
  if (!accident || days < provision.minimumDaysOfAbsence) return { ...notReportable, basis: provision.basis };

  // Without a recorded first day the day after the injury is taken, also when it is not a working day:
  // incapacity counts calendar days, and the earliest first day gives the earliest deadline.
  const countedFrom = firstDayOfAbsence ?? addPeriod(occurredOn, "P1D");
  return {
    rule,
    reportable: true,
    deadline: addPeriod(countedFrom, `P${provision.deadlineDays}D`),
    countedFrom,
    firstDayAssumed: firstDayOfAbsence === null,
    basis: provision.basis,
  };
}
