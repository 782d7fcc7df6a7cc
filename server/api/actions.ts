import type { Context } from "hono";
import { actionFiles } from "../db/schema";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import { changeActions, getAction, listActions, planAction, updateAction } from "../services/actions";
import { attachmentRoutes } from "./attachments";
import { actorOf, circleOf, departmentsWithin } from "./circle";
import { actionAttachments, actionsApi as contract } from "./contracts/actions";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

async function scopeOf(c: Context<ApiEnv>) {
  const circle = await circleOf(c);
  return { organizationId: c.var.organization.id, below: circle.below, visible: circle.visible };
}

async function found(c: Context<ApiEnv>, id: number) {
  const row = await getAction(c.var.deps.db, (await circleOf(c)).below, id, today());
  if (!row) throw notFound("Action");
  return row;
}

export const actionRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const result = await listActions(c.var.deps.db, (await circleOf(c)).below, filter, today());
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const added = await planAction(c.var.deps.db, actorOf(c), await scopeOf(c), input, today());
    return c.json(respond(contract.create, await found(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateAction(c.var.deps.db, actorOf(c), await scopeOf(c), id, input, lastModifiedDate, today());
    return c.json(respond(contract.update, await found(c, id)), 200);
  })
  .openapi(guarded(contract.change), async (c) => {
    const change = camelKeys(c.req.valid("json"));
    return c.json(
      respond(contract.change, await changeActions(c.var.deps.db, actorOf(c), await scopeOf(c), change)),
      200,
    );
  })
  .route(
    "/",
    attachmentRoutes(
      actionAttachments,
      { table: actionFiles, owner: actionFiles.actionId, file: actionFiles.fileId, entity: "action" },
      {
        ownerId: async (c) =>
          (await getAction(c.var.deps.db, (await circleOf(c)).below, Number(c.req.param("id")), today()))?.id ?? null,
        organizationId: (c) => c.var.organization.id,
      },
    ),
  );
