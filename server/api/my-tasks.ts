import { businessToday } from "../domain/recurrence";
import type { DateOnly } from "../domain/wire-casing";
import { myTasks } from "../services/my-tasks";
import { circleOf } from "./circle";
import { myTasksApi as contract } from "./contracts/my-tasks";
import { currentUser } from "./middleware/session";
import { createRouter, guarded, respond } from "./router";

export const myTaskRoutes = createRouter().openapi(guarded(contract.get), async (c) => {
  const scope = { organizationId: c.var.organization.id, below: (await circleOf(c)).below };
  const tasks = await myTasks(c.var.deps.db, currentUser(c).id, scope, businessToday() as DateOnly);
  return c.json(respond(contract.get, tasks), 200);
});
