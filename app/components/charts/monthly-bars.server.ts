import { scaleBand, scaleLinear } from "d3-scale";
import { decimalsFor, formatFixed } from "./numbers";

/** At most four series side by side: each has a look of its own that is not its colour alone. */
export const MAX_SERIES = 4;

export type BarSeriesInput = {
  label: string;
  /** One per category; null draws no bar (a month without figures, one still to come). */
  values: readonly (number | null)[];
};

export type MonthlyBarsInput = {
  /** Unique on the page: the chart's patterns and labels are named by it. */
  id: string;
  /** What the chart shows, e.g. "Emissions per month, 2026". */
  title: string;
  /** What a screen reader says the chart shows: the totals, the highest month (see `seriesSummary`). */
  summary: string;
  /** The unit of the values, shown over the axis and in each bar's tooltip. */
  unit: string;
  language: string;
  /**
   * The month names under the bars ("Jan"), the shorter ones a phone shows ("J") and the longer ones
   * of the tooltips ("January").
   */
  categories: readonly { label: string; narrowLabel?: string; longLabel?: string }[];
  series: readonly BarSeriesInput[];
  /** Decimals of the tooltips; by default from the largest value. */
  digits?: number;
  height?: number;
};

export type MonthlyBarsChart = ReturnType<typeof monthlyBars>;

// Vertical space in pixels: the unit and top tick above the plot, the month names below it.
const TOP = 22;
const BOTTOM = 24;
// Across, in percent: room at the left for the axis's numbers, which sit over the grid lines.
const AXIS_ROOM = 6;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The geometry of a grouped bar chart of values per month, worked out on the server with d3-scale
 * so the browser gets plain numbers (no chart library in the page's script, decision 006). Across,
 * positions are percentages of the chart's width, so its text keeps its size at any width; down,
 * pixels of a fixed height. `MonthlyBars` draws it.
 */
export function monthlyBars(input: MonthlyBarsInput) {
  const height = input.height ?? 220;
  const series = input.series.slice(0, MAX_SERIES);
  const values = series.flatMap((one) => one.values.filter((value): value is number => value !== null));
  const largest = Math.max(0, ...values);
  const smallest = Math.min(0, ...values);
  const y = scaleLinear()
    .domain([smallest, largest > smallest ? largest : smallest + 1])
    .range([height - BOTTOM, TOP])
    .nice(4);
  const ticks = y.ticks(4);
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : 1;
  const tickDigits = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  const digits = input.digits ?? decimalsFor(largest);

  const x = scaleBand<number>()
    .domain(input.categories.map((_, index) => index))
    .range([AXIS_ROOM, 100])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const inner = scaleBand<number>()
    .domain(series.map((_, index) => index))
    .range([0, x.bandwidth()])
    .padding(series.length > 1 ? 0.08 : 0);
  const zero = y(0);

  // Per series, its bars left to right; null values draw none.
  const barsOf = (one: BarSeriesInput, tone: number) =>
    input.categories.flatMap((category, index) => {
      const value = one.values[index];
      if (value === null || value === undefined) return [];
      const top = y(Math.max(0, value));
      // A value too small to see still shows as a line on the axis.
      const barHeight = Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - zero));
      return [
        {
          x: round((x(index) ?? 0) + (inner(tone) ?? 0), 3),
          y: round(value >= 0 ? Math.min(top, zero - barHeight) : zero, 1),
          height: round(barHeight, 1),
          title: `${category.longLabel ?? category.label}, ${one.label}: ${formatFixed(value, input.language, digits)} ${input.unit}`,
        },
      ];
    });

  return {
    id: input.id,
    title: input.title,
    summary: input.summary,
    unit: input.unit,
    height,
    baseline: round(zero, 1),
    ticks: ticks.map((tick) => ({ y: round(y(tick), 1), label: formatFixed(tick, input.language, tickDigits) })),
    categories: input.categories.map((category, index) => ({
      label: category.label,
      narrowLabel: category.narrowLabel ?? category.label,
      x: round((x(index) ?? 0) + x.bandwidth() / 2, 3),
    })),
    barWidth: round(inner.bandwidth(), 3),
    series: series.map((one, tone) => ({ label: one.label, tone, bars: barsOf(one, tone) })),
  };
}

/**
 * A sentence per series for the chart's summary, e.g. "2026: 12.3 t CO2 in all, most in March
 * (2.1)"; `words` are the page's translations of "in all" and "most in".
 */
export function seriesSummary(
  input: Pick<MonthlyBarsInput, "categories" | "series" | "unit" | "language" | "digits">,
  words: { total: string; highest: string },
) {
  const values = input.series.flatMap((one) => one.values.filter((value): value is number => value !== null));
  const digits = input.digits ?? decimalsFor(Math.max(0, ...values));
  return input.series
    .map((one) => {
      const total = one.values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
      let highest = -1;
      one.values.forEach((value, index) => {
        if (value !== null && value > 0 && (highest < 0 || value > one.values[highest]!)) highest = index;
      });
      const amount = `${formatFixed(total, input.language, digits)} ${input.unit} ${words.total}`;
      const most =
        highest < 0
          ? ""
          : `, ${words.highest} ${input.categories[highest]?.longLabel ?? input.categories[highest]?.label} (${formatFixed(one.values[highest]!, input.language, digits)})`;
      return `${one.label}: ${amount}${most}.`;
    })
    .join(" ");
}
