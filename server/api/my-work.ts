import { businessToday } from "../domain/recurrence";
import type { DateOnly } from "../domain/wire-casing";
import { myWork } from "../services/my-work";
import { currentUser } from "./middleware/session";
import { myWorkApi as contract } from "./contracts/my-work";
import { createRouter, guarded, respond } from "./router";

export const myWorkRoutes = createRouter().openapi(guarded(contract.list), async (c) => {
  const { kind, page, size } = c.req.valid("query");
  const result = await myWork(c.var.deps.db, currentUser(c).id, { kind, page, size }, businessToday() as DateOnly);
  return c.json(respond(contract.list, { totalElements: result.total, content: result.rows }), 200);
});
