import { listMembers } from "../services/members";
import { membersApi as contract } from "./contracts/members";
import { createRouter, guarded, respond } from "./router";

export const memberRoutes = createRouter().openapi(guarded(contract.list), async (c) => {
  const organizationId = c.var.organization.id;
  const lineage = (await c.var.deps.caches.directory.lineage(organizationId)) ?? [organizationId];
  const rows = await listMembers(c.var.deps.db, lineage);
  return c.json(respond(contract.list, { totalElements: rows.length, content: rows }), 200);
});
