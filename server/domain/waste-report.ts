import type { TreatmentKind } from "./waste-treatments";
import type { RegistrationUnit } from "./waste-units";

/** A month's tonnes of one hazard and treatment (a row of the report's first grouping). */
export type MonthFigure = { month: string; hazardous: boolean; treatmentKind: TreatmentKind | null; tonnes: number };

/** An arrangement's quantities over the year (a row of the report's second grouping). */
export type ArrangementFigure = {
  wasteTypeId: number;
  hazardous: boolean;
  treatmentCode: string | null;
  treatmentKind: TreatmentKind | null;
  departmentId: number | null;
  unit: RegistrationUnit;
  tonnes: number;
  /** The quantities that do not convert to tonnes, in `unit`. */
  unconverted: number;
};

export type Split = { total: number; hazardous: number; nonHazardous: number; recovery: number; disposal: number };
type Splittable = { hazardous: boolean; treatmentKind: TreatmentKind | null; tonnes: number };

const emptySplit = (): Split => ({ total: 0, hazardous: 0, nonHazardous: 0, recovery: 0, disposal: 0 });
// Sums kept to the gram, so a total equals the sum of its printed parts.
const grams = (value: number) => Math.round(value * 1e6) / 1e6;

function add(split: Split, figure: Splittable) {
  split.total = grams(split.total + figure.tonnes);
  if (figure.hazardous) split.hazardous = grams(split.hazardous + figure.tonnes);
  else split.nonHazardous = grams(split.nonHazardous + figure.tonnes);
  if (figure.treatmentKind === "recovery") split.recovery = grams(split.recovery + figure.tonnes);
  if (figure.treatmentKind === "disposal") split.disposal = grams(split.disposal + figure.tonnes);
}

/** The splits of a set of figures. */
export function splitOf(figures: readonly Splittable[]) {
  const split = emptySplit();
  for (const figure of figures) add(split, figure);
  return split;
}

const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);

type TypeRow = {
  wasteTypeId: number;
  treatmentCode: string | null;
  tonnes: number;
  unconverted: Map<RegistrationUnit, number>;
};

/**
 * A year's report: tonnes per month and in total from the month figures, per waste type and
 * treatment (with the quantities that have no tonnes, by unit) and per department from the
 * arrangement figures; each split hazardous against non-hazardous and recovery against disposal.
 */
export function wasteReportOf(
  year: number,
  months: readonly MonthFigure[],
  arrangements: readonly ArrangementFigure[],
) {
  const perMonth = new Map(monthsOf(year).map((month) => [month, emptySplit()]));
  const totals = { ...emptySplit(), unknownTreatment: 0 };
  for (const figure of months) {
    const month = perMonth.get(figure.month);
    if (!month) continue;
    add(month, figure);
    add(totals, figure);
    if (figure.treatmentKind === null) totals.unknownTreatment = grams(totals.unknownTreatment + figure.tonnes);
  }
  const types = new Map<string, TypeRow>();
  const departments = new Map<number | null, Split>();
  // What the tonnes leave out, so the total can say so ("12 pieces without a weight not counted").
  const notCounted = new Map<RegistrationUnit, number>();
  for (const figure of arrangements) {
    if (figure.unconverted > 0) notCounted.set(figure.unit, (notCounted.get(figure.unit) ?? 0) + figure.unconverted);
    const key = `${figure.wasteTypeId}/${figure.treatmentCode ?? ""}`;
    const type = types.get(key) ?? { ...figure, tonnes: 0, unconverted: new Map() };
    type.tonnes = grams(type.tonnes + figure.tonnes);
    if (figure.unconverted > 0)
      type.unconverted.set(figure.unit, (type.unconverted.get(figure.unit) ?? 0) + figure.unconverted);
    types.set(key, type);
    const department = departments.get(figure.departmentId) ?? emptySplit();
    add(department, figure);
    departments.set(figure.departmentId, department);
  }
  return {
    year,
    months: [...perMonth].map(([month, split]) => ({ month, ...split })),
    totals: { ...totals, unconverted: [...notCounted].map(([unit, quantity]) => ({ unit, quantity })) },
    types: [...types.values()]
      .sort((a, b) => b.tonnes - a.tonnes || a.wasteTypeId - b.wasteTypeId)
      .map(({ wasteTypeId, treatmentCode, tonnes, unconverted }) => ({
        wasteTypeId,
        treatmentCode,
        tonnes,
        unconverted: [...unconverted].map(([unit, quantity]) => ({ unit, quantity })),
      })),
    departments: [...departments]
      .map(([departmentId, split]) => ({ departmentId, ...split }))
      .sort((a, b) => b.total - a.total),
  };
}
