import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import { getMachine, listMachines, machineFileLink, registerMachine, updateMachine } from "../services/machines";
import { attachmentRoutes } from "./attachments";
import { actorOf, circleOf, departmentsWithin, placementOf } from "./circle";
import { machineAttachments, machinesApi as contract } from "./contracts/machines";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

async function foundMachine(c: Context<ApiEnv>, id: number) {
  const row = await getMachine(c.var.deps.db, (await circleOf(c)).below, id);
  if (!row) throw notFound("Machine");
  return row;
}

export const machineRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const departmentIds = await departmentsWithin(c, departmentId);
    const filter = { ...query, departmentIds };
    const result = await listMachines(c.var.deps.db, (await circleOf(c)).below, filter, businessToday() as DateOnly);
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await foundMachine(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    const added = await registerMachine(c.var.deps.db, actorOf(c), scope, input);
    return c.json(respond(contract.create, await foundMachine(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    await updateMachine(c.var.deps.db, actorOf(c), scope, id, input, lastModifiedDate);
    return c.json(respond(contract.update, await foundMachine(c, id)), 200);
  })
  .route(
    "/",
    attachmentRoutes(machineAttachments, machineFileLink, {
      ownerId: async (c) =>
        (await getMachine(c.var.deps.db, (await circleOf(c)).below, Number(c.req.param("id"))))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  );
