import { redirect, type AppLoadContext } from "@remix-run/node";
import { calendarFeedsApi } from "../../../server/api/contracts/calendar-feeds";
import type { ApiClient } from "~/api/client.server";
import { shownOnce } from "~/session/shown-once.server";
import { flashToast, successToast } from "~/toast/toast.server";
import { CALENDAR_FEED_INTENTS, type CalendarFeedState, type CalendarFeedTarget } from "./targets";

/**
 * Each subscription's page, where its card posts, where the new link's cookie lives and the words that
 * say what the calendar shows. The cookie goes where the page is read: with scripts the page's data is
 * asked for at `<page>.data`, and `/my-work.data` is outside a cookie path of `/my-work`: so, the root.
 * Kept on the server: the card is given what it shows (the control book's script budget is tight).
 */
export const CALENDAR_FEED_TARGETS = {
  "control-book": {
    page: "/monitoring/control-book",
    postTo: "/monitoring/control-book/calendar-feed",
    cookiePath: "/monitoring",
    intro: "calendarFeed.intro",
  },
  "my-work": { page: "/my-work", postTo: "/my-work/calendar-feed", cookiePath: "/", intro: "calendarFeed.workIntro" },
} as const satisfies Record<CalendarFeedTarget, { page: string; postTo: string; cookiePath: string; intro: string }>;

/** The active organization's control book, or (none) the user's own work. */
type Followed = { target: "control-book"; organizationId: number } | { target: "my-work" };

/** Whether the user subscribes to what the card follows (never the link itself). */
export async function calendarFeedState(api: ApiClient, followed: Followed): Promise<CalendarFeedState> {
  return followed.target === "my-work"
    ? api.call(calendarFeedsApi.getWork, {})
    : api.call(calendarFeedsApi.get, { params: { org: followed.organizationId } });
}

/** What the card shows and where it posts, with the link just made if this page follows its making. */
export async function calendarFeedCard(request: Request, context: AppLoadContext, api: ApiClient, followed: Followed) {
  const [state, fresh] = await Promise.all([
    calendarFeedState(api, followed),
    takeCalendarFeedLink(request, context, followed.target),
  ]);
  const { postTo, intro } = CALENDAR_FEED_TARGETS[followed.target];
  return { card: { state, link: fresh.link, postTo, intro }, headers: fresh.headers };
}

/** The new link, shown once on the card's page. */
const linkCookie = (context: AppLoadContext, target: CalendarFeedTarget) =>
  shownOnce(context, `calendar-feed-link-${target}`, CALENDAR_FEED_TARGETS[target].cookiePath);

/** The link just made, if this is the page shown right after, and the header that forgets it. */
export async function takeCalendarFeedLink(request: Request, context: AppLoadContext, target: CalendarFeedTarget) {
  const { secret, headers } = await linkCookie(context, target).take(request);
  return { link: secret, headers };
}

/** Makes (or makes anew) or stops the user's link, then goes back to the card's page. */
export async function changeCalendarFeed(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  followed: Followed,
) {
  const intent = (await request.formData()).get("intent");
  const headers = new Headers();
  const book = followed.target === "control-book" ? { params: { org: followed.organizationId } } : null;
  if (intent === CALENDAR_FEED_INTENTS.create) {
    const { url } = book
      ? await api.call(calendarFeedsApi.create, book)
      : await api.call(calendarFeedsApi.createWork, {});
    headers.append("Set-Cookie", await linkCookie(context, followed.target).keep(url));
    headers.append(
      "Set-Cookie",
      await flashToast(context, successToast("toast.success.title", "calendarFeed.created")),
    );
  } else if (intent === CALENDAR_FEED_INTENTS.revoke) {
    if (book) await api.call(calendarFeedsApi.revoke, book);
    else await api.call(calendarFeedsApi.revokeWork, {});
    headers.append(
      "Set-Cookie",
      await flashToast(context, successToast("toast.success.title", "calendarFeed.revoked")),
    );
  } else {
    throw new Response("Unknown action", { status: 400 });
  }
  return redirect(CALENDAR_FEED_TARGETS[followed.target].page, { headers });
}
