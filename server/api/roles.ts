import type { Context } from "hono";
import { camelKeys } from "../domain/wire-casing";
import { createRole, getRole, listRoles, roleNames, updateRole } from "../services/roles";
import { actorOf, circleOf } from "./circle";
import { rolesApi as contract } from "./contracts/roles";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

async function found(c: Context<ApiEnv>, id: number) {
  const role = await getRole(c.var.deps.db, await circleOf(c), id);
  if (!role) throw notFound("Role");
  return role;
}

export const roleRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const rows = await listRoles(c.var.deps.db, await circleOf(c));
    return c.json(respond(contract.list, { totalElements: rows.length, content: rows }), 200);
  })
  .openapi(guarded(contract.names), async (c) => {
    const rows = await roleNames(c.var.deps.db, await circleOf(c));
    return c.json(respond(contract.names, { totalElements: rows.length, content: rows }), 200);
  })
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
  )
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    const id = await createRole(c.var.deps.db, actorOf(c), await circleOf(c), c.var.organization.id, input);
    return c.json(respond(contract.create, await found(c, id)), 201);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateRole(c.var.deps.db, actorOf(c), await circleOf(c), c.var.organization.id, id, input, lastModifiedDate);
    return c.json(respond(contract.update, await found(c, id)), 200);
  });
