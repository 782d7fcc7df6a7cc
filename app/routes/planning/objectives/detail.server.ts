import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { objectivesApi } from "../../../../server/api/contracts/objectives";
import { unitKey } from "../../../../server/domain/objectives";
import { businessToday } from "../../../../server/domain/recurrence";
import type { ApiClient } from "~/api/client.server";
import { isAllowed, requireRouteAccess } from "~/auth/guards.server";
import { monthlyBars } from "~/components/charts/monthly-bars.server";
import { decimalsFor, formatFixed } from "~/components/charts/numbers";
import { REMOVE_INTENT } from "~/components/page/removal";
import { fixedT } from "~/i18n/translations.server";
import { optionalText, requiredDate, requiredNumber } from "~/lib/form-schema";
import { memberOptions } from "~/lib/member-options.server";
import { redirectWithToast, requireId, submitForm } from "~/lib/route.server";
import { planRecordAction } from "~/routes/planning/action-plan/record-actions.server";
import { OBJECTIVES } from "./paths";

const ROUTE = "routes/planning/objectives/detail";
export const OBJECTIVE_INTENTS = ["addFigure", "removeFigure", "addAction"] as const;
export type ObjectiveIntent = (typeof OBJECTIVE_INTENTS)[number];

const figureSchema = z.object({
  measuredOn: requiredDate("happened"),
  value: requiredNumber(),
  note: optionalText(500),
});

type Objective = Awaited<ReturnType<typeof loadObjective>>;
const loadObjective = (api: ApiClient, org: number, id: number) => api.call(objectivesApi.get, { params: { org, id } });

/** The chart of the figures by year and now beside the straight path, drawn here (decision 006). */
function chartOf(objective: Objective, language: "en" | "da") {
  const t = fixedT(language);
  const key = unitKey(objective.measure);
  const unit = objective.unit ?? (key ? t(key) : "");
  const labelOf = (year: number | null) => (year === null ? t("objectives.now") : String(year));
  const digits = decimalsFor(Math.max(objective.baselineValue, objective.targetValue));
  const summary = objective.points
    .map(
      (point) =>
        `${labelOf(point.year)}: ${point.actual === null ? t("objectives.noFigure") : formatFixed(point.actual, language, digits)}`,
    )
    .join("; ");
  return monthlyBars({
    id: `objective-${objective.id}`,
    title: t("objectives.chartTitle", { title: objective.title }),
    summary: `${summary}. ${t("objectives.chartTarget", { target: formatFixed(objective.targetValue, language, digits) })}`,
    unit,
    language,
    digits,
    categories: objective.points.map((point) => ({ label: labelOf(point.year) })),
    series: [
      { label: t("objectiveFields.actual"), values: objective.points.map((point) => point.actual) },
      { label: t("objectiveFields.expected"), values: objective.points.map((point) => point.expected) },
    ],
  });
}

export async function objectiveLoader({ request, context, params }: LoaderFunctionArgs) {
  const grant = await requireRouteAccess(request, context, ROUTE);
  const objective = await loadObjective(grant.api, grant.organizationId, requireId(params));
  const manages = isAllowed(grant.access, "MANAGE", "objectives");
  return {
    objective,
    chart: chartOf(objective, grant.language),
    canEdit: grant.canEdit,
    manages,
    members: grant.canEdit ? await memberOptions(grant.api, grant.organizationId) : [],
    today: businessToday(),
    confirmingRemoval: manages && new URL(request.url).searchParams.has("remove"),
  };
}

/** The objective page's forms: a figure entered or taken back, an action planned, the removal. */
export async function objectiveAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  const path = `${OBJECTIVES}/${id}`;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === REMOVE_INTENT) {
    await api.call(objectivesApi.remove, { params: { org, id } });
    return redirectWithToast(context, OBJECTIVES, "objectives.removed");
  }
  if (intent === "removeFigure") {
    const figureId = requireId({ id: String(formData.get("figureId") ?? "") });
    await api.call(objectivesApi.removeFigure, { params: { org, id, figureId } });
    return redirectWithToast(context, path, "objectives.figureRemoved");
  }
  if (!OBJECTIVE_INTENTS.includes(intent as ObjectiveIntent)) throw new Response("Unknown action", { status: 400 });
  const result =
    intent === "addFigure"
      ? await submitForm(request, context, {
          schema: figureSchema,
          formData,
          message: "objectives.figureAdded",
          send: async (body) => {
            await api.call(objectivesApi.addFigure, { params: { org, id }, body });
            return path;
          },
        })
      : await planRecordAction(request, context, {
          api,
          organizationId: org,
          formData,
          source: { objectiveId: id },
          departmentId: async () => null,
          path,
        });
  return "data" in result ? data({ form: intent, result: result.data }, result.init ?? undefined) : result;
}
