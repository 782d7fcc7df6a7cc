import type { LoaderFunctionArgs } from "@remix-run/node";
import { performanceApi } from "../../../../server/api/contracts/performance";
import type { ObjectiveSummary } from "../../../../server/domain/objectives";
import { requireRouteAccess } from "~/auth/guards.server";
import { monthlyBars } from "~/components/charts/monthly-bars.server";
import { fixedT } from "~/i18n/translations.server";

/** How far along its path from baseline to target a figure is, in percent; a chart keeps to −100 … 150. */
function progress(objective: Pick<ObjectiveSummary, "baselineValue" | "targetValue">, figure: number | null) {
  if (figure === null) return null;
  const way = objective.baselineValue - objective.targetValue;
  const done =
    way === 0 ? (figure === objective.targetValue ? 100 : 0) : ((objective.baselineValue - figure) / way) * 100;
  return Math.max(-100, Math.min(150, Math.round(done)));
}

export async function overviewLoader({ request, context }: LoaderFunctionArgs) {
  const {
    api,
    organizationId: org,
    language,
    canEdit,
  } = await requireRouteAccess(request, context, "routes/monitoring/performance-overview/overview");
  const overview = await api.call(performanceApi.overview, { params: { org } });
  const t = fixedT(language);
  const objectives = overview.objectives.map((objective, index) => ({
    ...objective,
    number: index + 1,
    progress: progress(objective, objective.actual),
    pathProgress: progress(objective, objective.expected),
  }));
  const chart = objectives.length
    ? monthlyBars({
        id: "objectives-progress",
        title: t("performance.chartTitle"),
        summary: objectives
          .map((objective) =>
            t("performance.chartLine", {
              number: objective.number,
              title: objective.title,
              progress: objective.progress ?? "–",
              path: objective.pathProgress ?? "–",
            }),
          )
          .join(" "),
        unit: "%",
        language,
        digits: 0,
        categories: objectives.map((objective) => ({ label: String(objective.number), longLabel: objective.title })),
        series: [
          { label: t("performance.progress"), values: objectives.map((objective) => objective.progress) },
          { label: t("performance.pathProgress"), values: objectives.map((objective) => objective.pathProgress) },
        ],
      })
    : null;
  return { ...overview, objectives, chart, canEdit };
}
