import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import {
  changeEventStatus,
  eventFileLink,
  getEvent,
  listEvents,
  recordAuthorityReport,
  reportEvent,
  updateEvent,
} from "../services/events";
import { attachmentRoutes } from "./attachments";
import { actorOf, circleOf, departmentsWithin } from "./circle";
import { eventAttachments, eventsApi as contract } from "./contracts/events";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

async function scopeOf(c: Context<ApiEnv>) {
  const circle = await circleOf(c);
  return { organizationId: c.var.organization.id, below: circle.below, visible: circle.visible };
}

async function found(c: Context<ApiEnv>, id: number) {
  const row = await getEvent(c.var.deps.db, (await circleOf(c)).below, id, today());
  if (!row) throw notFound("Event");
  return row;
}

export const eventRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { departmentId, ...query } = camelKeys(c.req.valid("query"));
    const filter = { ...query, departmentIds: await departmentsWithin(c, departmentId) };
    const result = await listEvents(c.var.deps.db, (await circleOf(c)).below, filter, today());
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const added = await reportEvent(c.var.deps.db, actorOf(c), await scopeOf(c), input);
    return c.json(respond(contract.create, await found(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    const scope = await scopeOf(c);
    await updateEvent(c.var.deps.db, actorOf(c), scope, id, input, lastModifiedDate);
    return c.json(respond(contract.update, await found(c, id)), 200);
  })
  .openapi(guarded(contract.recordAuthorityReport), async (c) => {
    const { id } = c.req.valid("param");
    const report = camelKeys(c.req.valid("json"));
    await recordAuthorityReport(c.var.deps.db, await scopeOf(c), id, report);
    return c.json(respond(contract.recordAuthorityReport, await found(c, id)), 200);
  })
  .openapi(guarded(contract.changeStatus), async (c) => {
    const { id } = c.req.valid("param");
    const change = camelKeys(c.req.valid("json"));
    const scope = await scopeOf(c);
    await changeEventStatus(c.var.deps.db, actorOf(c), scope, id, change);
    return c.json(respond(contract.changeStatus, await found(c, id)), 200);
  })
  .route(
    "/",
    attachmentRoutes(eventAttachments, eventFileLink, {
      ownerId: async (c) =>
        (await getEvent(c.var.deps.db, (await circleOf(c)).below, Number(c.req.param("id")), today()))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  );
