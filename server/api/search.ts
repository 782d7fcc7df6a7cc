import { search } from "../services/search";
import { circleOf } from "./circle";
import { searchApi as contract } from "./contracts/search";
import { createRouter, guarded, respond } from "./router";

export const searchRoutes = createRouter().openapi(guarded(contract.search), async (c) => {
  const { q, kind, page, size } = c.req.valid("query");
  const { id, accessibility } = c.var.organization;
  const scope = { organizationId: id, accessibility, circle: await circleOf(c) };
  const result = await search(c.var.deps.db, scope, { q, kind, page, size });
  return c.json(respond(contract.search, { content: result.hits, more: result.more }), 200);
});
