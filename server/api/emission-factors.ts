import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys } from "../domain/wire-casing";
import {
  createEmissionFactor,
  getEmissionFactor,
  listEmissionFactors,
  listFactorChoices,
  updateEmissionFactor,
} from "../services/emission-factors";
import { actorOf } from "./circle";
import { emissionFactorsApi as contract } from "./contracts/emission-factors";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

async function found(c: Context<ApiEnv>, id: number) {
  const row = await getEmissionFactor(c.var.deps.db, id);
  if (!row) throw notFound("Emission factor");
  return row;
}

export const emissionFactorRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const rows = await listFactorChoices(c.var.deps.db, camelKeys(c.req.valid("query")), businessToday());
    return c.json(respond(contract.list, { totalElements: rows.length, content: rows }), 200);
  })
  .openapi(guarded(contract.detailedList), async (c) => {
    const query = camelKeys(c.req.valid("query"));
    const result = await listEmissionFactors(c.var.deps.db, query, businessToday());
    return c.json(respond(contract.detailedList, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.detailed), async (c) =>
    c.json(respond(contract.detailed, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const added = await createEmissionFactor(c.var.deps.db, actorOf(c), input);
    return c.json(respond(contract.create, await found(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateEmissionFactor(c.var.deps.db, actorOf(c), id, input, lastModifiedDate);
    return c.json(respond(contract.update, await found(c, id)), 200);
  });
