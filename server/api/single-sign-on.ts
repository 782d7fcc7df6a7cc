import { camelKeys } from "../domain/wire-casing";
import { getSsoConnection, putSsoConnection, removeSsoConnection } from "../services/single-sign-on";
import { singleSignOnApi as contract } from "./contracts/single-sign-on";
import { currentUser } from "./middleware/session";
import { createRouter, guarded, respond } from "./router";

/** A company's OpenID Connect connection (decision 047); its secret is never answered. */
export const singleSignOnRoutes = createRouter()
  .openapi(guarded(contract.get), async (c) => {
    const connection = await getSsoConnection(c.var.deps.db, c.var.organization.id);
    return c.json(respond(contract.get, { connection }), 200);
  })
  .openapi(guarded(contract.put), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const { db, config } = c.var.deps;
    const saved = await putSsoConnection(db, config.sessionSecret, currentUser(c).id, c.var.organization.id, input);
    return c.json(respond(contract.put, saved), 200);
  })
  .openapi(guarded(contract.remove), async (c) => {
    await removeSsoConnection(c.var.deps.db, currentUser(c).id, c.var.organization.id);
    return c.body(null, 204);
  });
