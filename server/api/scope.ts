import type { Context } from "hono";
import { camelKeys } from "../domain/wire-casing";
import { getScope, listScopeRevisions, saveScope, scopeFileLink } from "../services/scope";
import { attachmentRoutes } from "./attachments";
import { actorOf } from "./circle";
import { scopeApi as contract, scopeAttachments } from "./contracts/scope";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

async function found(c: Context<ApiEnv>) {
  const scope = await getScope(c.var.deps.db, c.var.organization.id);
  if (!scope) throw notFound("Scope");
  return scope;
}

export const scopeRoutes = createRouter()
  .openapi(guarded(contract.get), async (c) => c.json(respond(contract.get, await found(c)), 200))
  .openapi(guarded(contract.put), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    await saveScope(c.var.deps.db, actorOf(c), c.var.organization.id, input);
    return c.json(respond(contract.put, await found(c)), 200);
  })
  .openapi(guarded(contract.revisions), async (c) => {
    const rows = await listScopeRevisions(c.var.deps.db, c.var.organization.id);
    return c.json(respond(contract.revisions, { totalElements: rows.length, content: rows }), 200);
  })
  .route(
    "/",
    attachmentRoutes(scopeAttachments, scopeFileLink, {
      ownerId: async (c) => (await getScope(c.var.deps.db, c.var.organization.id))?.id ?? null,
      organizationId: (c) => c.var.organization.id,
    }),
  );
