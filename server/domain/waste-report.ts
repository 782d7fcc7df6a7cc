import type { TreatmentKind } from "./waste-treatments";
import type { RegistrationUnit } from "./waste-units";

/** Quantities of one month summed by what the report splits them on (one row of the report's query). */
export type WasteFigure = {
  /** yyyy-mm */
  month: string;
  wasteTypeId: number;
  hazardous: boolean;
  treatmentCode: string | null;
  treatmentKind: TreatmentKind | null;
  departmentId: number | null;
  unit: RegistrationUnit;
  /** The tonnes of the quantities that convert; null when none of them do. */
  tonnes: number | null;
  /** The quantities that do not convert to tonnes, in `unit`. */
  unconverted: number;
};

export type Split = { total: number; hazardous: number; nonHazardous: number; recovery: number; disposal: number };

const emptySplit = (): Split => ({ total: 0, hazardous: 0, nonHazardous: 0, recovery: 0, disposal: 0 });
// Sums of figures kept to the gram, so a total equals the sum of its printed parts.
const grams = (value: number) => Math.round(value * 1e6) / 1e6;

function add(split: Split, figure: WasteFigure) {
  const tonnes = figure.tonnes ?? 0;
  split.total = grams(split.total + tonnes);
  if (figure.hazardous) split.hazardous = grams(split.hazardous + tonnes);
  else split.nonHazardous = grams(split.nonHazardous + tonnes);
  if (figure.treatmentKind === "recovery") split.recovery = grams(split.recovery + tonnes);
  if (figure.treatmentKind === "disposal") split.disposal = grams(split.disposal + tonnes);
}

const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);

/**
 * A year's report from its figures: tonnes per month, in total, per waste type and treatment (with
 * the quantities that have no tonnes, by unit) and per department, each split hazardous against
 * non-hazardous and recovery against disposal. Figures of other years are left out.
 */
export function wasteReportOf(year: number, figures: readonly WasteFigure[]) {
  const months = new Map(monthsOf(year).map((month) => [month, emptySplit()]));
  const totals = { ...emptySplit(), unknownTreatment: 0 };
  const types = new Map<
    string,
    { wasteTypeId: number; treatmentCode: string | null; tonnes: number; unconverted: Map<RegistrationUnit, number> }
  >();
  const departments = new Map<number | null, Split>();
  for (const figure of figures) {
    const month = months.get(figure.month);
    if (!month) continue;
    add(month, figure);
    add(totals, figure);
    if (figure.treatmentKind === null) totals.unknownTreatment = grams(totals.unknownTreatment + (figure.tonnes ?? 0));
    const key = `${figure.wasteTypeId}/${figure.treatmentCode ?? ""}`;
    const type = types.get(key) ?? {
      wasteTypeId: figure.wasteTypeId,
      treatmentCode: figure.treatmentCode,
      tonnes: 0,
      unconverted: new Map(),
    };
    type.tonnes = grams(type.tonnes + (figure.tonnes ?? 0));
    if (figure.unconverted > 0)
      type.unconverted.set(figure.unit, (type.unconverted.get(figure.unit) ?? 0) + figure.unconverted);
    types.set(key, type);
    const department = departments.get(figure.departmentId) ?? emptySplit();
    add(department, figure);
    departments.set(figure.departmentId, department);
  }
  return {
    year,
    months: [...months].map(([month, split]) => ({ month, ...split })),
    totals,
    types: [...types.values()]
      .sort((a, b) => b.tonnes - a.tonnes || a.wasteTypeId - b.wasteTypeId)
      .map((type) => ({ ...type, unconverted: [...type.unconverted].map(([unit, quantity]) => ({ unit, quantity })) })),
    departments: [...departments]
      .map(([departmentId, split]) => ({ departmentId, ...split }))
      .sort((a, b) => b.total - a.total),
  };
}

/** The year's totals with the same splits: a row of the year-on-year comparison. */
export function yearTotals(year: number, figures: readonly WasteFigure[]) {
  const split = emptySplit();
  for (const figure of figures) if (figure.month.startsWith(`${year}-`)) add(split, figure);
  return { year, ...split };
}
