import { camelKeys } from "../domain/wire-casing";
import {
  createServiceAccount,
  createServiceToken,
  listServiceAccounts,
  removeServiceAccount,
  revokeServiceToken,
} from "../services/service-accounts";
import { serviceAccountsApi as contract } from "./contracts/service-accounts";
import { currentUser } from "./middleware/session";
import { createRouter, guarded, respond } from "./router";

export const serviceAccountRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const content = await listServiceAccounts(c.var.deps.db, c.var.organization.id);
    return c.json(respond(contract.list, { content }), 200);
  })
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const made = await createServiceAccount(c.var.deps.db, currentUser(c).id, c.var.organization.id, input);
    return c.json(respond(contract.create, made), 201);
  })
  .openapi(guarded(contract.remove), async (c) => {
    await removeServiceAccount(c.var.deps.db, c.var.organization.id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(guarded(contract.createToken), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const made = await createServiceToken(c.var.deps.db, c.var.organization.id, c.req.valid("param").id, input);
    // The token's text is in this answer only: no cache, and no kept answer of a repeated key, holds it.
    c.header("Cache-Control", "no-store");
    return c.json(respond(contract.createToken, made), 201);
  })
  .openapi(guarded(contract.revokeToken), async (c) => {
    const { id, tokenId } = c.req.valid("param");
    await revokeServiceToken(c.var.deps.db, c.var.organization.id, id, tokenId);
    return c.body(null, 204);
  });
