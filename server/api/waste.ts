import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import { addWasteArrangement, getWasteArrangement, updateWasteArrangement } from "../services/waste-arrangements";
import {
  getWasteHandler,
  listWasteHandlers,
  takeOnWasteHandler,
  updateWasteHandler,
  wasteHandlerFileLink,
  wasteHandlerIn,
} from "../services/waste-handlers";
import { addBulkRegistration, getBulkRegistration, updateBulkRegistration } from "../services/waste-registrations";
import { wasteReport } from "../services/waste-report";
import { attachmentRoutes } from "./attachments";
import { actorOf, circleOf, departmentsWithin, placementOf } from "./circle";
import { wasteHandlerAttachments, wasteHandlersApi as contract } from "./contracts/waste";
import type { ApiEnv } from "./env";
import { requestLanguage } from "./language";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const today = () => businessToday() as DateOnly;

async function foundHandler(c: Context<ApiEnv>, id: number) {
  const row = await getWasteHandler(c.var.deps.db, (await circleOf(c)).below, id, requestLanguage(c), today());
  if (!row) throw notFound("Waste handler association");
  return row;
}

/** The handler the path names, if the caller's organization or one below it holds it. */
async function heldHandler(c: Context<ApiEnv>, id: number) {
  const handler = await wasteHandlerIn(c.var.deps.db, (await circleOf(c)).below, id);
  if (!handler) throw notFound("Waste handler association");
  return handler;
}

async function foundArrangement(c: Context<ApiEnv>, id: number, arrangementId: number) {
  const below = (await circleOf(c)).below;
  const row = await getWasteArrangement(c.var.deps.db, below, id, arrangementId, requestLanguage(c));
  if (!row) throw notFound("Waste arrangement");
  return row;
}

const handlerRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const query = camelKeys(c.req.valid("query"));
    const result = await listWasteHandlers(c.var.deps.db, (await circleOf(c)).below, query, today());
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await foundHandler(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    const added = await takeOnWasteHandler(c.var.deps.db, actorOf(c), scope, input);
    return c.json(respond(contract.create, await foundHandler(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    await heldHandler(c, id);
    await updateWasteHandler(c.var.deps.db, actorOf(c), scope, id, input, lastModifiedDate);
    return c.json(respond(contract.update, await foundHandler(c, id)), 200);
  });

const arrangementRoutes = createRouter()
  .openapi(guarded(contract.addArrangement), async (c) => {
    const { id } = c.req.valid("param");
    await heldHandler(c, id);
    const input = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    const added = await addWasteArrangement(c.var.deps.db, actorOf(c), scope, id, input);
    return c.json(respond(contract.addArrangement, await foundArrangement(c, id, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(contract.getArrangement), async (c) => {
    const { id, arrangementId } = c.req.valid("param");
    return c.json(respond(contract.getArrangement, await foundArrangement(c, id, arrangementId)), 200);
  })
  .openapi(guarded(contract.updateArrangement), async (c) => {
    const { id, arrangementId } = c.req.valid("param");
    await foundArrangement(c, id, arrangementId);
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    const scope = await placementOf(c);
    await updateWasteArrangement(c.var.deps.db, actorOf(c), scope, id, arrangementId, input, lastModifiedDate);
    return c.json(respond(contract.updateArrangement, await foundArrangement(c, id, arrangementId)), 200);
  });

const registrationRoutes = createRouter()
  .openapi(guarded(contract.addBulkRegistration), async (c) => {
    const handler = await heldHandler(c, c.req.valid("param").id);
    const input = camelKeys(c.req.valid("json"));
    const bulkId = await addBulkRegistration(c.var.deps.db, actorOf(c), handler, input, today());
    const answer = await getBulkRegistration(c.var.deps.db, handler.id, bulkId);
    return c.json(respond(contract.addBulkRegistration, answer), 201);
  })
  .openapi(guarded(contract.getBulkRegistration), async (c) => {
    const { id, bulkId } = c.req.valid("param");
    const handler = await heldHandler(c, id);
    const answer = await getBulkRegistration(c.var.deps.db, handler.id, bulkId);
    return c.json(respond(contract.getBulkRegistration, answer), 200);
  })
  .openapi(guarded(contract.updateBulkRegistration), async (c) => {
    const { id, bulkId } = c.req.valid("param");
    const handler = await heldHandler(c, id);
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await getBulkRegistration(c.var.deps.db, handler.id, bulkId);
    await updateBulkRegistration(c.var.deps.db, actorOf(c), handler, bulkId, input, lastModifiedDate, today());
    const answer = await getBulkRegistration(c.var.deps.db, handler.id, bulkId);
    return c.json(respond(contract.updateBulkRegistration, answer), 200);
  })
  .openapi(guarded(contract.report), async (c) => {
    const { departmentId, year } = camelKeys(c.req.valid("query"));
    const departmentIds = await departmentsWithin(c, departmentId);
    const filter = { year: year ?? Number(today().slice(0, 4)), departmentIds };
    const report = await wasteReport(c.var.deps.db, (await circleOf(c)).below, filter, requestLanguage(c), today());
    return c.json(respond(contract.report, report), 200);
  });

export const wasteRoutes = createRouter()
  .route("/", handlerRoutes)
  .route("/", arrangementRoutes)
  .route("/", registrationRoutes)
  .route(
    "/",
    attachmentRoutes(wasteHandlerAttachments, wasteHandlerFileLink, {
      ownerId: async (c) =>
        (await wasteHandlerIn(c.var.deps.db, (await circleOf(c)).below, Number(c.req.param("id"))))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  );
