import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../../app/api/client.server";
import { CALENDAR_FEED_INTENTS } from "../../app/components/calendar-feed/targets";
import {
  CALENDAR_FEED_TARGETS,
  calendarFeedState,
  changeCalendarFeed,
  takeCalendarFeedLink,
} from "../../app/components/calendar-feed/calendar-feed.server";
import { createSession } from "../../server/services/sessions";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";

/**
 * The card's action and the page's side of it, as the resource route runs them (its access is the
 * route table's), against the real API: a form post, a redirect, and the link shown on the next page once.
 */
let api: TestApi;
let organizationId: number;
let client: ApiClient;
let context: AppLoadContext;

beforeAll(async () => {
  api = await startTestApi();
  organizationId = (await createHolding(api.db)).holding.id;
  const reader = await createUser(api.db, { memberships: [{ organizationId, scope: "READ" }] });
  const session = await createSession(api.db, reader.id, api.config);
  context = {
    requestId: "calendar-feed",
    clientAddress: "127.0.0.1",
    upstream: { baseUrl: `${api.url}/api/v1`, fetch: (request: Request) => fetch(request) },
    secureCookies: false,
    sessionSecret: api.config.sessionSecret,
  } as unknown as AppLoadContext;
  const page = new Request("http://app.test/monitoring/control-book");
  client = new ApiClient(context, page, { apiToken: session.token, xsrfToken: session.xsrfToken }, "en", () => {
    throw new Error("signed out");
  });
});
afterAll(() => api.close());

const post = (intent: string) =>
  changeCalendarFeed(
    new Request(`http://app.test${CALENDAR_FEED_TARGETS["control-book"].postTo}`, {
      method: "POST",
      body: new URLSearchParams({ intent }),
    }),
    context,
    client,
    { target: "control-book", organizationId },
  );

/** The next page's request, with the cookies the redirect set. */
const following = (response: Response) =>
  new Request("http://app.test/monitoring/control-book", {
    headers: {
      Cookie: response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; "),
    },
  });

const feedStatus = async (link: string) => (await fetch(link.replace("http://localhost:3000", api.url))).status;

describe("the calendar card's form", () => {
  it("makes a link, shows it on the page it leads back to, once, and stops it", async () => {
    expect(await calendarFeedState(client, { target: "control-book", organizationId })).toEqual({
      subscribed: false,
      createdDate: null,
    });

    const made = await post(CALENDAR_FEED_INTENTS.create);
    expect(made.status).toBe(302);
    expect(made.headers.get("Location")).toBe("/monitoring/control-book");
    const { link, headers } = await takeCalendarFeedLink(following(made), context, "control-book");
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar-feeds\/[\w-]{43}$/);
    expect(headers?.["Set-Cookie"]).toMatch(/^calendar-feed-link-control-book=; Max-Age=0; Path=\/monitoring;/);
    expect(made.headers.getSetCookie().join()).not.toContain(link!.split("/").at(-1));
    expect(await feedStatus(link!)).toBe(200);
    expect(await calendarFeedState(client, { target: "control-book", organizationId })).toMatchObject({
      subscribed: true,
    });
    // Without the cookie the redirect set, the page shows no link.
    expect(
      (await takeCalendarFeedLink(new Request("http://app.test/monitoring/control-book"), context, "control-book"))
        .link,
    ).toBe(null);

    const stopped = await post(CALENDAR_FEED_INTENTS.revoke);
    expect(stopped.headers.get("Location")).toBe("/monitoring/control-book");
    expect((await takeCalendarFeedLink(following(stopped), context, "control-book")).link).toBe(null);
    expect(await feedStatus(link!)).toBe(404);
    expect(await calendarFeedState(client, { target: "control-book", organizationId })).toEqual({
      subscribed: false,
      createdDate: null,
    });
  });

  it("makes the user's own work a link of its own, back on my work, beside the control book's", async () => {
    const made = await changeCalendarFeed(
      new Request(`http://app.test${CALENDAR_FEED_TARGETS["my-work"].postTo}`, {
        method: "POST",
        body: new URLSearchParams({ intent: CALENDAR_FEED_INTENTS.create }),
      }),
      context,
      client,
      { target: "my-work" },
    );
    expect(made.headers.get("Location")).toBe("/my-work");
    const cookies = made.headers.getSetCookie();
    const next = new Request("http://app.test/my-work.data", {
      headers: { Cookie: cookies.map((c) => c.split(";")[0]).join("; ") },
    });
    const { link, headers } = await takeCalendarFeedLink(next, context, "my-work");
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar-feeds\/[\w-]{43}$/);
    expect(headers?.["Set-Cookie"]).toMatch(/^calendar-feed-link-my-work=; Max-Age=0; Path=\/;/);
    // The control book's card does not take it.
    expect((await takeCalendarFeedLink(next, context, "control-book")).link).toBe(null);
    expect(await calendarFeedState(client, { target: "my-work" })).toMatchObject({ subscribed: true });
    expect(await feedStatus(link!)).toBe(200);
  });

  it("refuses an intent it does not know", async () => {
    await expect(post("subscribe-everyone")).rejects.toMatchObject({ status: 400 });
  });
});
