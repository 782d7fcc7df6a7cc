import type { Context } from "hono";
import { camelKeys } from "../domain/wire-casing";
import {
  addProductUse,
  addWorkProcess,
  getWorkProcess,
  keptChemicalUses,
  listCmrUses,
  listWorkProcesses,
  removeProductUse,
  removeWorkProcess,
  updateProductUse,
  updateWorkProcess,
} from "../services/work-processes";
import { matrixOf } from "../services/risk-matrix";
import { circleOf, departmentsWithin, placementOf } from "./circle";
import { workProcessesApi as contract } from "./contracts/work-processes";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

/** The matrix the active organization's holding scores risks on: a use's level is banded on it. */
const matrix = (c: Context<ApiEnv>) => matrixOf(c.var.deps.db, c.var.organization.id);

async function foundWorkProcess(c: Context<ApiEnv>, id: number) {
  const row = await getWorkProcess(c.var.deps.db, (await circleOf(c)).below, id, await matrix(c));
  if (!row) throw notFound("Work process");
  return row;
}

export const workProcessRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const result = await listWorkProcesses(c.var.deps.db, (await circleOf(c)).below, filter, await matrix(c));
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.cmrUses), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const result = await listCmrUses(c.var.deps.db, (await circleOf(c)).below, filter, await matrix(c));
    return c.json(respond(contract.cmrUses, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.keptChemicalUses), async (c) => {
    const { id } = c.req.valid("param");
    const rows = await keptChemicalUses(c.var.deps.db, (await circleOf(c)).below, id, await matrix(c));
    return c.json(respond(contract.keptChemicalUses, rows), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await foundWorkProcess(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const added = await addWorkProcess(c.var.deps.db, await placementOf(c), camelKeys(c.req.valid("json")));
    return c.json(respond(contract.create, await foundWorkProcess(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateWorkProcess(c.var.deps.db, await placementOf(c), id, input, lastModifiedDate);
    return c.json(respond(contract.update, await foundWorkProcess(c, id)), 200);
  })
  .openapi(guarded(contract.remove), async (c) => {
    if (!(await removeWorkProcess(c.var.deps.db, await placementOf(c), c.req.valid("param").id)))
      throw notFound("Work process");
    return c.body(null, 204);
  })
  .openapi(guarded(contract.addProductUse), async (c) => {
    const { id } = c.req.valid("param");
    await addProductUse(c.var.deps.db, await placementOf(c), id, camelKeys(c.req.valid("json")));
    return c.json(respond(contract.addProductUse, await foundWorkProcess(c, id)), 200);
  })
  .openapi(guarded(contract.updateProductUse), async (c) => {
    const { id, useId } = c.req.valid("param");
    const { lastModifiedDate, ...fields } = camelKeys(c.req.valid("json"));
    await updateProductUse(c.var.deps.db, await placementOf(c), id, useId, fields, lastModifiedDate);
    return c.json(respond(contract.updateProductUse, await foundWorkProcess(c, id)), 200);
  })
  .openapi(guarded(contract.removeProductUse), async (c) => {
    const { id, useId } = c.req.valid("param");
    await removeProductUse(c.var.deps.db, await placementOf(c), id, useId);
    return c.json(respond(contract.removeProductUse, await foundWorkProcess(c, id)), 200);
  });
