import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys } from "../domain/wire-casing";
import {
  associate,
  getAssociation,
  legislationAssociationFileLink,
  listAssociations,
  registerTerritories,
  removeAssociation,
  updateAssociation,
  setReviewDates,
} from "../services/legal-register";
import { DuplicateError } from "../services/errors";
import { attachmentRoutes } from "./attachments";
import { circleOf } from "./circle";
import {
  organizationLegislationAttachments,
  organizationLegislationsApi as contract,
} from "./contracts/organization-legislations";
import type { ApiEnv } from "./env";
import { requestLanguage } from "./language";
import { currentUser } from "./middleware/session";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

async function found(c: Context<ApiEnv>, legislationId: number) {
  const row = await getAssociation(c.var.deps.db, c.var.organization.id, legislationId);
  if (!row) throw notFound("Binding obligation");
  return row;
}

const legislationIdOf = (c: Context<ApiEnv>) => Number(c.req.param("id"));

export const organizationLegislationRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const query = camelKeys(c.req.valid("query"));
    const result = await listAssociations(c.var.deps.db, c.var.organization.id, {
      ...query,
      language: requestLanguage(c),
      today: businessToday(),
    });
    return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.territories), async (c) => {
    const territories = await registerTerritories(c.var.deps.db, c.var.organization.id);
    return c.json(respond(contract.territories, { totalElements: territories.length, content: territories }), 200);
  })
  .openapi(guarded(contract.get), async (c) => c.json(respond(contract.get, await found(c, legislationIdOf(c))), 200))
  .openapi(guarded(contract.associate), async (c) => {
    const { db } = c.var.deps;
    const id = legislationIdOf(c);
    // Adding what is there already is harmless: a repeated click or a retry gets the entry, not a 409.
    const created = await associate(db, { userId: currentUser(c).id }, c.var.organization.id, id).catch(
      (error: unknown) => {
        if (error instanceof DuplicateError) return "existing" as const;
        throw error;
      },
    );
    if (!created) throw notFound("Legislation");
    return c.json(respond(contract.associate, await found(c, id)), created === "existing" ? 200 : 201);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { db } = c.var.deps;
    const id = legislationIdOf(c);
    const current = await found(c, id);
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateAssociation(
      db,
      { userId: currentUser(c).id },
      c.var.organization.id,
      { id: current.id, memberOrganizations: (await circleOf(c)).visible },
      input,
      lastModifiedDate,
    );
    return c.json(respond(contract.update, await found(c, id)), 200);
  })
  .openapi(guarded(contract.setReviewDates), async (c) => {
    const { legislationIds, nextReviewDate } = camelKeys(c.req.valid("json"));
    await setReviewDates(c.var.deps.db, c.var.organization.id, legislationIds, nextReviewDate);
    return c.body(null, 204);
  })
  .openapi(guarded(contract.remove), async (c) => {
    const current = await found(c, legislationIdOf(c));
    await removeAssociation(c.var.deps.db, { userId: currentUser(c).id }, c.var.organization.id, current.id);
    return c.body(null, 204);
  })
  .route(
    "/",
    attachmentRoutes(organizationLegislationAttachments, legislationAssociationFileLink, {
      ownerId: async (c) =>
        (await getAssociation(c.var.deps.db, c.var.organization.id, legislationIdOf(c)))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  );
