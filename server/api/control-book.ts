import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys } from "../domain/wire-casing";
import {
  agreementFileLink,
  changeableAgreement,
  createAgreement,
  getAgreement,
  listAgreements,
  updateAgreement,
  type ControlBookScope,
} from "../services/agreements";
import {
  changeableInspectionId,
  getInspection,
  listInspections,
  scheduleInspection,
  updateInspection,
  completeInspections,
  INSPECTION_FILES,
} from "../services/inspections";
import { attachmentRoutes } from "./attachments";
import { actorOf, circleOf } from "./circle";
import { agreementAttachments, agreementsApi, inspectionAttachments, inspectionsApi } from "./contracts/control-book";
import type { ApiEnv } from "./env";
import { requestLanguage } from "./language";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

/** The control book reads and changes the organization's own records and those below it. */
const scopeOf = async (c: Context<ApiEnv>): Promise<ControlBookScope> => ({
  circle: await circleOf(c),
  organizationId: c.var.organization.id,
  language: requestLanguage(c),
});

async function foundAgreement(c: Context<ApiEnv>, id: number) {
  const row = await getAgreement(c.var.deps.db, await scopeOf(c), id, businessToday());
  if (!row) throw notFound("Agreement");
  return row;
}

async function foundInspection(c: Context<ApiEnv>, id: number) {
  const row = await getInspection(c.var.deps.db, await scopeOf(c), id, businessToday());
  if (!row) throw notFound("Inspection");
  return row;
}

export const controlBookRoutes = createRouter()
  .openapi(guarded(agreementsApi.list), async (c) => {
    const list = await listAgreements(
      c.var.deps.db,
      await scopeOf(c),
      camelKeys(c.req.valid("query")),
      businessToday(),
    );
    return c.json(respond(agreementsApi.list, list), 200);
  })
  .openapi(guarded(agreementsApi.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const added = await createAgreement(c.var.deps.db, actorOf(c), await scopeOf(c), input);
    return c.json(respond(agreementsApi.create, await foundAgreement(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(agreementsApi.get), async (c) =>
    c.json(respond(agreementsApi.get, await foundAgreement(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(agreementsApi.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateAgreement(c.var.deps.db, actorOf(c), await scopeOf(c), id, input, lastModifiedDate);
    return c.json(respond(agreementsApi.update, await foundAgreement(c, id)), 200);
  })
  .openapi(guarded(inspectionsApi.list), async (c) => {
    const list = await listInspections(
      c.var.deps.db,
      await scopeOf(c),
      camelKeys(c.req.valid("query")),
      businessToday(),
    );
    return c.json(respond(inspectionsApi.list, list), 200);
  })
  .openapi(guarded(inspectionsApi.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const id = await scheduleInspection(c.var.deps.db, actorOf(c), await scopeOf(c), input);
    return c.json(respond(inspectionsApi.create, await foundInspection(c, id)), 201);
  })
  .openapi(guarded(inspectionsApi.get), async (c) =>
    c.json(respond(inspectionsApi.get, await foundInspection(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(inspectionsApi.update), async (c) => {
    const { id } = c.req.valid("param");
    const input = camelKeys(c.req.valid("json"));
    await updateInspection(c.var.deps.db, actorOf(c), await scopeOf(c), id, input, businessToday());
    return c.json(respond(inspectionsApi.update, await foundInspection(c, id)), 200);
  })
  .openapi(guarded(inspectionsApi.complete), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    await completeInspections(c.var.deps.db, actorOf(c), await scopeOf(c), input, businessToday());
    return c.body(null, 204);
  })
  .route(
    "/",
    attachmentRoutes(agreementAttachments, agreementFileLink, {
      ownerId: async (c) =>
        (await changeableAgreement(c.var.deps.db, await scopeOf(c), Number(c.req.param("id"))))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  )
  .route(
    "/",
    attachmentRoutes(inspectionAttachments, INSPECTION_FILES, {
      ownerId: async (c) => changeableInspectionId(c.var.deps.db, await scopeOf(c), Number(c.req.param("id"))),
      organizationId: (c) => c.var.organization.id,
    }),
  );
