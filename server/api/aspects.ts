import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import {
  aspectSuggestions,
  createAspect,
  getAspect,
  listAspects,
  markReviewed,
  setSignificance,
  significanceSetting,
  updateAspect,
} from "../services/aspects";
import { obligationChoices } from "../services/linked-obligations";
import { circleOf, departmentsWithin, placementOf } from "./circle";
import { aspectsApi as contract } from "./contracts/aspects";
import type { ApiEnv } from "./env";
import { forbidden, notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

/** The holding's rule: the top organization of the active one's tree (decision 034). */
async function settingOf(c: Context<ApiEnv>) {
  const holdingId = (await circleOf(c)).above[0] ?? c.var.organization.id;
  return significanceSetting(c.var.deps.db, holdingId);
}

async function foundAspect(c: Context<ApiEnv>, id: number) {
  const today = businessToday() as DateOnly;
  const row = await getAspect(c.var.deps.db, (await circleOf(c)).below, id, await settingOf(c), today);
  if (!row) throw notFound("Aspect");
  return row;
}

export const aspectRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const { below } = await circleOf(c);
    const result = await listAspects(c.var.deps.db, below, filter, await settingOf(c), businessToday() as DateOnly);
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.reviewed), async (c) => {
    const { aspectIds, reviewedOn } = camelKeys(c.req.valid("json"));
    const done = await markReviewed(c.var.deps.db, await placementOf(c), aspectIds, reviewedOn as DateOnly);
    return c.json(respond(contract.reviewed, done), 200);
  })
  .openapi(guarded(contract.suggestions), async (c) => {
    const found = await aspectSuggestions(c.var.deps.db, (await circleOf(c)).below, businessToday() as DateOnly);
    return c.json(respond(contract.suggestions, found), 200);
  })
  .openapi(guarded(contract.obligations), async (c) => {
    const content = await obligationChoices(c.var.deps.db, (await circleOf(c)).above);
    return c.json(respond(contract.obligations, { content }), 200);
  })
  .openapi(guarded(contract.significance), async (c) => c.json(respond(contract.significance, await settingOf(c)), 200))
  .openapi(guarded(contract.setSignificance), async (c) => {
    const { above } = await circleOf(c);
    // The rule bands every company's aspects: only the holding's managers choose it.
    if (above.length !== 1) throw forbidden("The holding chooses the rule for significant aspects");
    await setSignificance(c.var.deps.db, c.var.organization.id, camelKeys(c.req.valid("json")));
    return c.json(respond(contract.setSignificance, await settingOf(c)), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await foundAspect(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const added = await createAspect(c.var.deps.db, await placementOf(c), input);
    return c.json(respond(contract.create, await foundAspect(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateAspect(c.var.deps.db, await placementOf(c), id, input, lastModifiedDate);
    return c.json(respond(contract.update, await foundAspect(c, id)), 200);
  });
