import { createCookie, redirect, type AppLoadContext } from "@remix-run/node";
import { calendarFeedsApi } from "../../../server/api/contracts/calendar-feeds";
import type { ApiClient } from "~/api/client.server";
import { deriveKey, seal, unseal } from "~/session/cipher.server";
import { flashToast, successToast } from "~/toast/toast.server";
import { CALENDAR_FEED_INTENTS, type CalendarFeedState } from "./calendar-feed";
import { CONTROL_BOOK } from "./paths";

/** Whether the user subscribes to the active organization's control book (never the link itself). */
export async function calendarFeedState(api: ApiClient, organizationId: number): Promise<CalendarFeedState> {
  return api.call(calendarFeedsApi.get, { params: { org: organizationId } });
}

/**
 * The new link travels from the action to the page in a sealed cookie that lives a minute and is
 * read once: it works without script, and the link never shows in an address or a browser history.
 */
function linkCookie(context: AppLoadContext) {
  return {
    key: deriveKey(context.sessionSecret, "calendar-feed-link"),
    cookie: createCookie("calendar-feed-link", {
      // Not the page's own path: with scripts its data is asked for at `/monitoring/control-book.data`.
      path: "/monitoring",
      httpOnly: true,
      sameSite: "lax",
      secure: context.secureCookies,
      maxAge: 60,
    }),
  };
}

/** The link just made, if this is the page shown right after, and the header that forgets it. */
export async function takeCalendarFeedLink(request: Request, context: AppLoadContext) {
  const { key, cookie } = linkCookie(context);
  const sealed: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof sealed !== "string" || !sealed) return { link: null, headers: undefined };
  return { link: unseal(sealed, key), headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } };
}

/** Makes (or makes anew) or stops the user's link, then goes back to the control book. */
export async function changeCalendarFeed(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
) {
  const intent = (await request.formData()).get("intent");
  const where = { params: { org: organizationId } };
  const headers = new Headers();
  if (intent === CALENDAR_FEED_INTENTS.create) {
    const { url } = await api.call(calendarFeedsApi.create, where);
    const { key, cookie } = linkCookie(context);
    headers.append("Set-Cookie", await cookie.serialize(seal(url, key)));
    headers.append(
      "Set-Cookie",
      await flashToast(context, successToast("toast.success.title", "calendarFeed.created")),
    );
  } else if (intent === CALENDAR_FEED_INTENTS.revoke) {
    await api.call(calendarFeedsApi.revoke, where);
    headers.append(
      "Set-Cookie",
      await flashToast(context, successToast("toast.success.title", "calendarFeed.revoked")),
    );
  } else {
    throw new Response("Unknown action", { status: 400 });
  }
  return redirect(CONTROL_BOOK, { headers });
}
