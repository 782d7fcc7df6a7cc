import type { Context } from "hono";
import { camelKeys } from "../domain/wire-casing";
import {
  associate,
  getAssociation,
  getStakeholder,
  listAssociations,
  listStakeholders,
  saveStakeholder,
  stakeholderAssociationFileLink,
  updateAssociation,
} from "../services/stakeholders";
import { attachmentRoutes } from "./attachments";
import { actorOf } from "./circle";
import {
  stakeholderAssociationAttachments,
  stakeholderAssociationsApi as associations,
  stakeholdersApi as catalogue,
} from "./contracts/stakeholders";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

async function foundStakeholder(c: Context<ApiEnv>, id: number) {
  const row = await getStakeholder(c.var.deps.db, id);
  if (!row) throw notFound("Stakeholder");
  return row;
}

async function foundAssociation(c: Context<ApiEnv>, id: number) {
  const row = await getAssociation(c.var.deps.db, c.var.organization.id, id);
  if (!row) throw notFound("Stakeholder association");
  return row;
}

export const stakeholderRoutes = createRouter()
  .openapi(guarded(catalogue.list), async (c) => {
    const result = await listStakeholders(c.var.deps.db, camelKeys(c.req.valid("query")));
    return c.json(respond(catalogue.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(catalogue.get), async (c) =>
    c.json(respond(catalogue.get, await foundStakeholder(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(catalogue.create), async (c) => {
    const id = await saveStakeholder(c.var.deps.db, actorOf(c), camelKeys(c.req.valid("json")));
    return c.json(respond(catalogue.create, await foundStakeholder(c, id)), 201);
  })
  .openapi(guarded(catalogue.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await saveStakeholder(c.var.deps.db, actorOf(c), input, { id, lastModifiedDate });
    return c.json(respond(catalogue.update, await foundStakeholder(c, id)), 200);
  })
  .openapi(guarded(associations.list), async (c) => {
    const result = await listAssociations(c.var.deps.db, c.var.organization.id, camelKeys(c.req.valid("query")));
    return c.json(respond(associations.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(associations.get), async (c) =>
    c.json(respond(associations.get, await foundAssociation(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(associations.create), async (c) => {
    const { stakeholder_id } = c.req.valid("json");
    const added = await associate(c.var.deps.db, actorOf(c), c.var.organization.id, stakeholder_id);
    return c.json(respond(associations.create, await foundAssociation(c, added.id)), added.created ? 201 : 200);
  })
  .openapi(guarded(associations.update), async (c) => {
    const { id } = c.req.valid("param");
    await updateAssociation(c.var.deps.db, actorOf(c), c.var.organization.id, id, camelKeys(c.req.valid("json")));
    return c.json(respond(associations.update, await foundAssociation(c, id)), 200);
  })
  .route(
    "/",
    attachmentRoutes(stakeholderAssociationAttachments, stakeholderAssociationFileLink, {
      ownerId: async (c) =>
        (await getAssociation(c.var.deps.db, c.var.organization.id, Number(c.req.param("id"))))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  );
