import { camelKeys } from "../domain/wire-casing";
import { auditLogPage, recordHistory } from "../services/audit-trail";
import { circleOf } from "./circle";
import { auditTrailApi as contract } from "./contracts/audit-trail";
import { createRouter, guarded, respond } from "./router";

export const auditTrailRoutes = createRouter()
  .openapi(guarded(contract.history), async (c) => {
    const { entity, id, page, size } = c.req.valid("query");
    const result = await recordHistory(c.var.deps.db, (await circleOf(c)).below, entity, id, { page, size });
    return c.json(respond(contract.history, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.log), async (c) => {
    const filter = camelKeys(c.req.valid("query"));
    const result = await auditLogPage(c.var.deps.db, (await circleOf(c)).below, filter);
    return c.json(respond(contract.log, { totalElements: result.total, content: result.rows }), 200);
  });
