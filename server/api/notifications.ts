import {
  notificationSettings,
  readUnsubscribeToken,
  saveNotificationSettings,
  unsubscribe,
  userExists,
} from "../services/notification-settings";
import { markNotificationsRead, notificationsPage, unreadNotifications } from "../services/notifications";
import { notificationsApi as contract } from "./contracts/notifications";
import { currentUser } from "./middleware/session";
import { ApiError, PROBLEM_TYPES } from "./problem";
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
  })
  .openapi(guarded(contract.settings), async (c) => {
    const settings = await notificationSettings(c.var.deps.db, currentUser(c).id);
    return c.json(respond(contract.settings, settings), 200);
  })
  .openapi(guarded(contract.saveSettings), async (c) => {
    const input = c.req.valid("json");
    const userId = currentUser(c).id;
    await saveNotificationSettings(c.var.deps.db, userId, {
      digestFrequency: input.digest_frequency,
      deliveries: input.deliveries,
    });
    return c.json(respond(contract.saveSettings, await notificationSettings(c.var.deps.db, userId)), 200);
  })
  .openapi(guarded(contract.unsubscribe), async (c) => {
    const { db, config } = c.var.deps;
    const named = readUnsubscribeToken(config.sessionSecret, c.req.valid("json").token);
    if (!named)
      throw new ApiError(
        400,
        PROBLEM_TYPES.invalidToken,
        "Bad request",
        "The unsubscribe link is not one the product made",
      );
    // An account removed since the mail went out gets no more mails anyway.
    if (await userExists(db, named.userId)) await unsubscribe(db, named.userId, named.topic);
    return c.body(null, 204);
  });
