import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import {
  addFigure,
  createObjective,
  getObjective,
  listObjectives,
  removeFigure,
  removeObjective,
  updateObjective,
} from "../services/objectives";
import type { CircleOf } from "../services/objective-performance";
import { hoursOfYear, performanceOverview, setHoursOfYear } from "../services/performance";
import { circleOf, placementOf } from "./circle";
import { objectivesApi as contract } from "./contracts/objectives";
import { OVERVIEW_MEASURES, performanceApi } from "./contracts/performance";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

/** Whose records an organization's objectives are measured over, from the directory's cache. */
const circlesOf =
  (c: Context<ApiEnv>): CircleOf =>
  async (organizationId) => {
    const circle = await c.var.deps.caches.directory.circle(organizationId);
    return circle ?? { below: [organizationId], visible: [organizationId] };
  };

async function foundObjective(c: Context<ApiEnv>, id: number) {
  const row = await getObjective(c.var.deps.db, (await circleOf(c)).below, id, circlesOf(c), today());
  if (!row) throw notFound("Objective");
  return row;
}

export const objectiveRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const query = camelKeys(c.req.valid("query"));
    const result = await listObjectives(c.var.deps.db, (await circleOf(c)).below, query, circlesOf(c), today());
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await foundObjective(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const added = await createObjective(c.var.deps.db, await placementOf(c), input, circlesOf(c), today());
    return c.json(respond(contract.create, await foundObjective(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateObjective(c.var.deps.db, await placementOf(c), id, input, lastModifiedDate, circlesOf(c), today());
    return c.json(respond(contract.update, await foundObjective(c, id)), 200);
  })
  .openapi(guarded(contract.remove), async (c) => {
    await removeObjective(c.var.deps.db, await placementOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(guarded(contract.addFigure), async (c) => {
    const { id } = c.req.valid("param");
    await addFigure(c.var.deps.db, await placementOf(c), id, camelKeys(c.req.valid("json")));
    return c.json(respond(contract.addFigure, await foundObjective(c, id)), 200);
  })
  .openapi(guarded(contract.removeFigure), async (c) => {
    const { id, figureId } = c.req.valid("param");
    await removeFigure(c.var.deps.db, await placementOf(c), id, figureId);
    return c.json(respond(contract.removeFigure, await foundObjective(c, id)), 200);
  })
  .openapi(guarded(performanceApi.overview), async (c) => {
    const { below } = await circleOf(c);
    const overview = await performanceOverview(
      c.var.deps.db,
      c.var.organization.id,
      below,
      OVERVIEW_MEASURES,
      circlesOf(c),
      today(),
    );
    return c.json(respond(performanceApi.overview, overview), 200);
  })
  .openapi(guarded(performanceApi.hoursWorked), async (c) => {
    const { year } = c.req.valid("query");
    return c.json(
      respond(performanceApi.hoursWorked, await hoursOfYear(c.var.deps.db, c.var.organization.id, year)),
      200,
    );
  })
  .openapi(guarded(performanceApi.setHoursWorked), async (c) => {
    const { year, months } = c.req.valid("json");
    await setHoursOfYear(c.var.deps.db, c.var.organization.id, year, months);
    return c.json(
      respond(performanceApi.setHoursWorked, await hoursOfYear(c.var.deps.db, c.var.organization.id, year)),
      200,
    );
  });
