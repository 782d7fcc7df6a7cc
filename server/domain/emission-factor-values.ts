import { EMISSION_UNITS, type EmissionUnit } from "./emissions";
import { allowedUnits, CUSTOM_UNIT_MAX_LENGTH, normalizeUnit, type UtilityType } from "./units";
import type { DateOnly } from "./wire-casing";

/**
 * The values of an emission factor: one undated value (it holds always), or values for periods that
 * do not overlap, each with a start date and an inclusive end date, only the last open-ended. Each
 * value names its source, so a figure shown anywhere can be traced to where it came from.
 */

export const MAX_FACTOR_VALUES = 100;
export const MAX_SOURCE_LENGTH = 500;
export const MIN_SOURCE_YEAR = 1900;
export const MAX_SOURCE_YEAR = 2100;

export type FactorValue = {
  value: number;
  meterUnit: string;
  emissionUnit: EmissionUnit;
  startDate: DateOnly | null;
  endDate: DateOnly | null;
  source: string;
  sourceUrl: string | null;
  sourceYear: number | null;
};

export type FactorValueProblem =
  | "values_required"
  | "values_too_many"
  | "value_invalid"
  | "unit_not_allowed"
  | "emission_unit_invalid"
  | "source_required"
  | "source_too_long"
  | "source_url_invalid"
  | "source_year_out_of_range"
  | "end_without_start"
  | "ends_before_start"
  | "undated_among_dated"
  | "open_end_not_last"
  | "values_overlap";

/** A refused value: its wire path (`values.1.start_date`), a code the screens translate, and why. */
export type FactorValueRefusal = { path: string; code: FactorValueProblem; message: string };

const MESSAGES: Record<FactorValueProblem, string> = {
  values_required: "A factor needs at least one value",
  values_too_many: `A factor holds at most ${MAX_FACTOR_VALUES} values`,
  value_invalid: "A value is a finite number of at least 0",
  unit_not_allowed: "The unit is not one of the utility type's units",
  emission_unit_invalid: `The emission unit is one of ${EMISSION_UNITS.join(", ")}`,
  source_required: "Name the source of the value",
  source_too_long: `The source is at most ${MAX_SOURCE_LENGTH} characters`,
  source_url_invalid: "The source's address is an http or https URL",
  source_year_out_of_range: `The source's year is ${MIN_SOURCE_YEAR}..${MAX_SOURCE_YEAR}`,
  end_without_start: "A value with an end date needs a start date",
  ends_before_start: "The end date is before the start date",
  undated_among_dated: "With more than one value, every value needs a start date",
  open_end_not_last: "Only the latest value may be without an end date",
  values_overlap: "The period overlaps the one before it",
};

const refusal = (index: number | null, field: string | null, code: FactorValueProblem): FactorValueRefusal => ({
  path: ["values", index, field].filter((part) => part !== null).join("."),
  code,
  message: MESSAGES[code],
});

function isHttpUrl(address: string) {
  try {
    const protocol = new URL(address).protocol;
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** Whether a meter unit may be a value's unit for the type: one of its group's units, or for CUSTOM any short one. */
export function isFactorUnit(type: UtilityType, unit: string): boolean {
  const normalized = normalizeUnit(unit);
  if (type === "CUSTOM") return normalized !== "" && [...normalized].length <= CUSTOM_UNIT_MAX_LENGTH;
  return allowedUnits(type).includes(normalized);
}

function checkOne(type: UtilityType, value: FactorValue, index: number): FactorValueRefusal[] {
  const found: FactorValueRefusal[] = [];
  if (!Number.isFinite(value.value) || value.value < 0) found.push(refusal(index, "value", "value_invalid"));
  if (!isFactorUnit(type, value.meterUnit)) found.push(refusal(index, "meter_unit", "unit_not_allowed"));
  if (!EMISSION_UNITS.includes(value.emissionUnit)) {
    found.push(refusal(index, "emission_unit", "emission_unit_invalid"));
  }
  const source = value.source.trim();
  if (source === "") found.push(refusal(index, "source", "source_required"));
  else if (source.length > MAX_SOURCE_LENGTH) found.push(refusal(index, "source", "source_too_long"));
  if (value.sourceUrl !== null && !isHttpUrl(value.sourceUrl)) {
    found.push(refusal(index, "source_url", "source_url_invalid"));
  }
  const year = value.sourceYear;
  if (year !== null && (!Number.isInteger(year) || year < MIN_SOURCE_YEAR || year > MAX_SOURCE_YEAR)) {
    found.push(refusal(index, "source_year", "source_year_out_of_range"));
  }
  if (value.startDate === null && value.endDate !== null) found.push(refusal(index, "end_date", "end_without_start"));
  if (value.startDate !== null && value.endDate !== null && value.endDate < value.startDate) {
    found.push(refusal(index, "end_date", "ends_before_start"));
  }
  return found;
}

/** The periods in order of their start (`yyyy-mm-dd` strings compare as dates). */
function periodsInOrder(values: readonly FactorValue[]) {
  return values
    .map((value, index) => ({ index, start: value.startDate, end: value.endDate }))
    .filter((period): period is { index: number; start: DateOnly; end: DateOnly | null } => period.start !== null)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.index - b.index));
}

/**
 * What refuses a factor's values, each with its path and code; none when they may be saved. A meter
 * unit is compared normalized (trimmed, µ for the Greek mu): store it normalized too.
 */
export function checkFactorValues(type: UtilityType, values: readonly FactorValue[]): FactorValueRefusal[] {
  if (values.length === 0) return [refusal(null, null, "values_required")];
  if (values.length > MAX_FACTOR_VALUES) return [refusal(null, null, "values_too_many")];
  const found = values.flatMap((value, index) => checkOne(type, value, index));
  if (values.length > 1) {
    values.forEach((value, index) => {
      if (value.startDate === null) found.push(refusal(index, "start_date", "undated_among_dated"));
    });
  }
  const periods = periodsInOrder(values);
  periods.forEach((period, position) => {
    const next = periods[position + 1];
    if (!next) return;
    // An open end before another period overlaps it: said once, as the open end.
    if (period.end === null) found.push(refusal(period.index, "end_date", "open_end_not_last"));
    else if (next.start <= period.end) found.push(refusal(next.index, "start_date", "values_overlap"));
  });
  return found;
}

/**
 * The value that applies on `today`: the one whose period holds it (or the undated one); otherwise
 * the latest that has started; otherwise, when all lie ahead, the first to come. Null for none.
 */
export function currentFactorValue<V extends Pick<FactorValue, "startDate" | "endDate">>(
  values: readonly V[],
  today: string,
): V | null {
  const holding = values.find(
    (value) =>
      (value.startDate === null || value.startDate <= today) && (value.endDate === null || value.endDate >= today),
  );
  if (holding) return holding;
  const started = values
    .filter((value) => value.startDate !== null && value.startDate <= today)
    .sort((a, b) => (a.startDate! < b.startDate! ? 1 : -1));
  if (started[0]) return started[0];
  const ahead = values
    .filter((value) => value.startDate !== null)
    .sort((a, b) => (a.startDate! < b.startDate! ? -1 : 1));
  return ahead[0] ?? null;
}

/** A year's figure as a dated value's period: 1 January to 31 December. */
export const yearPeriod = (year: number) => ({
  startDate: `${year}-01-01` as DateOnly,
  endDate: `${year}-12-31` as DateOnly,
});

/**
 * The values of a factor that a year's emissions are worked out with: those whose period reaches into
 * the year, or else the latest that ended before it, marked `earlier` (a year not yet published takes
 * the newest figure, as the monthly figures do). None when every value begins after the year.
 */
export function valuesForYear<V extends Pick<FactorValue, "startDate" | "endDate">>(
  values: readonly V[],
  year: number,
): (V & { earlier: boolean })[] {
  const [first, last] = [`${year}-01-01`, `${year}-12-31`];
  const own = values.filter(
    (value) =>
      (value.startDate === null || value.startDate <= last) && (value.endDate === null || value.endDate >= first),
  );
  if (own.length) return own.map((value) => ({ ...value, earlier: false }));
  const latest = values
    .filter((value) => value.endDate !== null && value.endDate < first)
    .sort((a, b) => (a.endDate! < b.endDate! ? 1 : -1))[0];
  return latest ? [{ ...latest, earlier: true }] : [];
}
