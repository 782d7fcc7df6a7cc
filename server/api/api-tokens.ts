import { scopeIncludes } from "../domain/permissions";
import { camelKeys } from "../domain/wire-casing";
import { checkTokenExpiry, createApiToken, listApiTokens, revokeApiToken } from "../services/api-tokens";
import { RefusedError, UnknownReferenceError } from "../services/errors";
import { apiTokensApi as contract } from "./contracts/api-tokens";
import { currentUser } from "./middleware/session";
import { createRouter, guarded, respond } from "./router";

export const apiTokenRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const content = await listApiTokens(c.var.deps.db, currentUser(c).id);
    return c.json(respond(contract.list, { content }), 200);
  })
  .openapi(guarded(contract.create), async (c) => {
    const user = currentUser(c);
    const input = camelKeys(c.req.valid("json"));
    const access = await c.var.deps.caches.directory.access(user.id, input.organizationId);
    if (!access) throw new UnknownReferenceError("organization_id", "Not an organization of yours");
    if (!scopeIncludes(access.scope, input.scope)) {
      throw new RefusedError([
        { path: "scope", code: "token_scope_above_yours", message: "Wider than your own access there" },
      ]);
    }
    checkTokenExpiry(input.expiresOn);
    const made = await createApiToken(c.var.deps.db, user.id, input);
    // The token's text is in this answer only: no cache, and no kept answer of a repeated key, holds it.
    c.header("Cache-Control", "no-store");
    return c.json(respond(contract.create, made), 201);
  })
  .openapi(guarded(contract.revoke), async (c) => {
    await revokeApiToken(c.var.deps.db, currentUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  });
