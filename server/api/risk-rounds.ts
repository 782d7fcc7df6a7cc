import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import { completeRounds, getRound, listRounds, startRound } from "../services/risk-rounds";
import { circleOf, departmentsWithin, placementOf } from "./circle";
import { riskRoundsApi as contract } from "./contracts/risk-rounds";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

export const riskRoundRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const result = await listRounds(c.var.deps.db, (await circleOf(c)).below, filter, today());
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.start), async (c) => {
    const started = await startRound(c.var.deps.db, await placementOf(c), camelKeys(c.req.valid("json")));
    return c.json(
      respond(contract.start, (await getRound(c.var.deps.db, started.id, today()))!),
      started.created ? 201 : 200,
    );
  })
  .openapi(guarded(contract.complete), async (c) => {
    const done = await completeRounds(c.var.deps.db, await placementOf(c), camelKeys(c.req.valid("json")));
    return c.json(respond(contract.complete, done), 200);
  });
