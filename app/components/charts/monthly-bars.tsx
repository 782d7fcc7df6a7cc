import type { MonthlyBarsChart } from "./monthly-bars.server";

/**
 * How each series looks: a dark fill, a light hatched one, dots, an outline. They differ in
 * lightness and pattern, not in colour alone, so they stay apart in greyscale and for colour-blind
 * readers; the legend names them.
 */
function toneProps(id: string, tone: number) {
  switch (tone) {
    case 0:
      return { className: "fill-primary-700" };
    case 1:
      return { fill: `url(#${id}-hatch)`, className: "stroke-primary-700", strokeWidth: 1 };
    case 2:
      return { fill: `url(#${id}-dots)`, className: "stroke-slate-700", strokeWidth: 1 };
    default:
      return { className: "fill-white stroke-primary-800", strokeWidth: 1.5 };
  }
}

function Patterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={`${id}-hatch`} width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="5" height="5" className="fill-primary-200" />
        <line x1="0" y1="0" x2="0" y2="5" className="stroke-primary-700" strokeWidth="2" />
      </pattern>
      <pattern id={`${id}-dots`} width="4" height="4" patternUnits="userSpaceOnUse">
        <rect width="4" height="4" className="fill-slate-200" />
        <circle cx="2" cy="2" r="1" className="fill-slate-700" />
      </pattern>
    </defs>
  );
}

/**
 * A bar chart of values per month, grouped bars for up to four series, drawn as plain SVG on the
 * server (no script). Its geometry comes from `monthlyBars()` in the loader. It is one image to a
 * screen reader, named by its title and summary: the page puts the figures in a table beside it.
 */
export function MonthlyBars({ chart }: { chart: MonthlyBarsChart }) {
  const { id, height } = chart;
  const lastTick = chart.ticks.length - 1;
  return (
    <figure className="min-w-0">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        width="100%"
        height={height}
        className="block overflow-visible text-xs"
      >
        <title id={`${id}-title`}>{chart.title}</title>
        <desc id={`${id}-desc`}>{chart.summary}</desc>
        <Patterns id={id} />
        {chart.ticks.map((tick) => (
          <line key={tick.y} x1="0" x2="100%" y1={tick.y} y2={tick.y} className="stroke-slate-200" />
        ))}
        {chart.series.map((series) => (
          <g key={series.tone} {...toneProps(id, series.tone)}>
            {series.bars.map((bar) => (
              <rect key={bar.x} x={`${bar.x}%`} width={`${chart.barWidth}%`} y={bar.y} height={bar.height}>
                <title>{bar.title}</title>
              </rect>
            ))}
          </g>
        ))}
        <line x1="0" x2="100%" y1={chart.baseline} y2={chart.baseline} className="stroke-slate-500" />
        {/* Over the bars, with a white halo: the axis needs no margin of its own on a narrow screen. */}
        {chart.ticks.map((tick, index) => (
          <text
            key={tick.y}
            x="0"
            y={tick.y - 4}
            className="fill-slate-700 stroke-white"
            strokeWidth={3}
            strokeLinejoin="round"
            paintOrder="stroke"
          >
            {index === lastTick ? `${tick.label} ${chart.unit}` : tick.label}
          </text>
        ))}
        {/* Twelve "Sept"s do not fit a phone: it gets the narrow names. */}
        {chart.categories.map((category) => (
          <text key={category.x} x={`${category.x}%`} y={height - 6} textAnchor="middle" className="fill-slate-700">
            <tspan className="sm:hidden">{category.narrowLabel}</tspan>
            <tspan className="hidden sm:inline">{category.label}</tspan>
          </text>
        ))}
      </svg>
      {chart.series.length > 1 ? (
        <figcaption>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            {chart.series.map((series) => (
              <li key={series.tone} className="flex items-center gap-2">
                <svg aria-hidden width="14" height="14" className="shrink-0">
                  <rect x="0.5" y="0.5" width="13" height="13" {...toneProps(id, series.tone)} />
                </svg>
                {series.label}
              </li>
            ))}
          </ul>
        </figcaption>
      ) : null}
    </figure>
  );
}
