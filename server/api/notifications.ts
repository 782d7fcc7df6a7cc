import { markNotificationsRead, notificationsPage, unreadNotifications } from "../services/notifications";
import { notificationsApi as contract } from "./contracts/notifications";
import { currentUser } from "./middleware/session";
import { createRouter, guarded, respond } from "./router";

export const notificationRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const { page, size } = c.req.valid("query");
    const result = await notificationsPage(c.var.deps.db, currentUser(c).id, { page, size });
    return c.json(
      respond(contract.list, { totalElements: result.total, unread: result.unread, content: result.rows }),
      200,
    );
  })
  .openapi(guarded(contract.unread), async (c) => {
    const unread = await unreadNotifications(c.var.deps.db, currentUser(c).id);
    return c.json(respond(contract.unread, { unread }), 200);
  })
  .openapi(guarded(contract.markRead), async (c) => {
    const { ids } = c.req.valid("json");
    await markNotificationsRead(c.var.deps.db, currentUser(c).id, ids);
    return c.body(null, 204);
  });
