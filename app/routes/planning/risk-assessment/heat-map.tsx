import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RiskLevel } from "../../../../server/domain/risks";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { heatMapsOf, type HeatMapGrid } from "./heat-map.server";

const FILL: Record<RiskLevel, { cell: string; text: string }> = {
  LOW: { cell: "#d1fae5", text: "#064e3b" },
  MEDIUM: { cell: "#fef3c7", text: "#78350f" },
  HIGH: { cell: "#fed7aa", text: "#431407" },
  VERY_HIGH: { cell: "#b91c1c", text: "#ffffff" },
};
const CELL = 52;
const AXIS = 28;

/**
 * The matrix with the number of risks in each cell, drawn as SVG on the server: likelihood up, severity
 * across. A cell with risks links to the register filtered to it; its words say the same as its colour.
 */
function HeatMap({ id, title, grid, linkTo }: { id: string; title: string; grid: HeatMapGrid; linkTo?: string }) {
  // The register's address with this cell's likelihood and severity beside the filters it came with.
  const cellLink = (likelihood: number, severity: number) => {
    const [path, search] = (linkTo ?? "").split("?");
    const query = new URLSearchParams(search);
    query.set("likelihood", String(likelihood));
    query.set("severity", String(severity));
    return `${path}?${query}`;
  };
  const { t } = useTranslation();
  const rows = grid.length;
  const width = AXIS + grid[0]!.cells.length * CELL;
  const height = rows * CELL + AXIS;
  return (
    <figure className="min-w-0">
      <figcaption id={id} className="mb-2 font-semibold">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="group"
        aria-labelledby={id}
        className="max-w-full"
      >
        {grid.map((row, rowIndex) =>
          row.cells.map((cell) => {
            const x = AXIS + (cell.severity - 1) * CELL;
            const y = rowIndex * CELL;
            const label = t("risks.heatMap.cell", {
              count: cell.count,
              likelihood: row.likelihood,
              severity: cell.severity,
              level: t(`risks.levelOptions.${cell.level}`),
            });
            const drawn = (
              <>
                <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={4} fill={FILL[cell.level].cell} />
                {cell.count > 0 ? (
                  <text
                    x={x + CELL / 2}
                    y={y + CELL / 2 + 6}
                    textAnchor="middle"
                    fontSize={18}
                    fontWeight={700}
                    fill={FILL[cell.level].text}
                  >
                    {cell.count}
                  </text>
                ) : null}
              </>
            );
            return linkTo && cell.count > 0 ? (
              <a
                key={`${row.likelihood}-${cell.severity}`}
                href={cellLink(row.likelihood, cell.severity)}
                aria-label={label}
              >
                <title>{label}</title>
                {drawn}
              </a>
            ) : (
              <g key={`${row.likelihood}-${cell.severity}`} aria-hidden="true">
                {drawn}
              </g>
            );
          }),
        )}
        {grid.map((row, rowIndex) => (
          <text
            key={row.likelihood}
            x={AXIS / 2}
            y={rowIndex * CELL + CELL / 2 + 5}
            textAnchor="middle"
            fontSize={13}
            fill="#334155"
            aria-hidden="true"
          >
            {row.likelihood}
          </text>
        ))}
        {grid[0]!.cells.map((cell) => (
          <text
            key={cell.severity}
            x={AXIS + (cell.severity - 1) * CELL + CELL / 2}
            y={rows * CELL + 18}
            textAnchor="middle"
            fontSize={13}
            fill="#334155"
            aria-hidden="true"
          >
            {cell.severity}
          </text>
        ))}
      </svg>
      <p className="mt-1 text-xs text-slate-600">{t("risks.heatMap.axes")}</p>
    </figure>
  );
}

const REGISTER = "/planning/risk-assessment";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/planning/risk-assessment/heat-map",
  );
  const url = new URL(request.url);
  return {
    ...(await heatMapsOf(api, organizationId, url)),
    filters: url.search,
    title: fixedT(language)("risks.heatMap.title"),
  };
}

/** The risks in the matrix before and after their controls; a cell opens the register filtered to it. */
export default function RiskHeatMaps() {
  const { t } = useTranslation();
  const { before, after, filters, title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("menu.groups.planning") }, { label: t("risks.title"), to: `${REGISTER}${filters}` }]}
        description={t("risks.heatMap.intro")}
      />
      <div className="card flex flex-wrap gap-8">
        <HeatMap id="heat-map-before" title={t("risks.level")} grid={before} linkTo={`${REGISTER}${filters}`} />
        <HeatMap id="heat-map-after" title={t("risks.residualLevel")} grid={after} />
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Heat map" }];
