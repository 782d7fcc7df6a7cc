import { camelKeys } from "../domain/wire-casing";
import { acknowledgementProgress } from "../services/document-acknowledgements";
import { circleOf } from "./circle";
import { communicationApi as contract } from "./contracts/communication";
import { createRouter, guarded, respond } from "./router";

export const communicationRoutes = createRouter().openapi(guarded(contract.list), async (c) => {
  const query = camelKeys(c.req.valid("query"));
  const list = await acknowledgementProgress(c.var.deps.db, (await circleOf(c)).below, query);
  return c.json(respond(contract.list, list), 200);
});
