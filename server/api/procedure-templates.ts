import type { Context } from "hono";
import { camelKeys } from "../domain/wire-casing";
import { getProcedureTemplate, listProcedureTemplates, saveProcedureTemplate } from "../services/procedure-templates";
import { actorOf } from "./circle";
import { procedureTemplatesApi as contract } from "./contracts/procedure-templates";
import type { ApiEnv } from "./env";
import { requestLanguage } from "./language";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

async function found(c: Context<ApiEnv>, id: number) {
  const row = await getProcedureTemplate(c.var.deps.db, id);
  if (!row) throw notFound("Procedure template");
  return row;
}

export const procedureTemplateRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const query = { ...camelKeys(c.req.valid("query")), language: requestLanguage(c) };
    const result = await listProcedureTemplates(c.var.deps.db, query);
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const id = await saveProcedureTemplate(c.var.deps.db, actorOf(c), input);
    return c.json(respond(contract.create, await found(c, id)), 201);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await saveProcedureTemplate(c.var.deps.db, actorOf(c), input, { id, lastModifiedDate });
    return c.json(respond(contract.update, await found(c, id)), 200);
  });
