import type { Context } from "hono";
import { renderCalendarFeed } from "../domain/calendar-feed";
import { isFeatureAvailable } from "../domain/features";
import { scopeIncludes } from "../domain/permissions";
import { businessToday } from "../domain/recurrence";
import { createFeed, feedInspections, findFeed, getFeed, revokeFeed, touchFeed } from "../services/calendar-feeds";
import { myWork } from "../services/my-work";
import { renderWorkFeed } from "../domain/work-feed";
import type { DateOnly } from "../domain/wire-casing";
import { API_BASE } from "./base";
import { calendarFeedAccess, calendarFeedsApi as contract } from "./contracts/calendar-feeds";
import { operationPath } from "./contracts/operation";
import type { ApiEnv } from "./env";
import { currentUser } from "./middleware/session";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const subscriberOf = (c: Context<ApiEnv>) => ({ userId: currentUser(c).id, organizationId: c.var.organization.id });
const workSubscriberOf = (c: Context<ApiEnv>) => ({ userId: currentUser(c).id, organizationId: null });
/** Enough for anyone's work; the feed is no place for paging. */
const WORK_FEED_LIMIT = 1_000;

/**
 * The feed is read without a session, so the token stands for its owner: it opens only what the owner
 * may read today, checked as the organization middleware checks a signed-in caller.
 */
async function openControlBook(c: Context<ApiEnv>, feed: NonNullable<Awaited<ReturnType<typeof findFeed>>>) {
  const { caches } = c.var.deps;
  const access = feed.organizationId !== null && (await caches.directory.access(feed.userId, feed.organizationId));
  const { scope, feature } = calendarFeedAccess;
  const allowed =
    access && scopeIncludes(access.scope, scope) && (!feature || isFeatureAvailable(feature, access.accessibility));
  if (!allowed) throw notFound("Calendar feed");
  const [circle, organization] = await Promise.all([
    caches.directory.circle(feed.organizationId!),
    caches.directory.record(feed.organizationId!),
  ]);
  if (!circle || !organization) throw notFound("Calendar feed");
  return { circle, organization };
}

/** The control book's inspections, or the subscriber's own work, as an iCalendar document. */
async function feedBody(c: Context<ApiEnv>, feed: NonNullable<Awaited<ReturnType<typeof findFeed>>>) {
  const { db, config } = c.var.deps;
  const today = businessToday();
  if (feed.kind === "MY_WORK") {
    // What the user answers for now, in the organizations they are a member of now: as the page shows it.
    const work = await myWork(db, feed.userId, { page: 0, size: WORK_FEED_LIMIT }, today as DateOnly);
    const body = renderWorkFeed(work.rows, {
      language: feed.language,
      publicUrl: config.publicUrl,
      generatedAt: new Date(),
    });
    return { body, file: "my-work.ics" };
  }
  const { circle, organization } = await openControlBook(c, feed);
  const scope = { circle, organizationId: organization.id, language: feed.language };
  const body = renderCalendarFeed(await feedInspections(db, scope, today), {
    organization,
    language: feed.language,
    publicUrl: config.publicUrl,
  });
  return { body, file: "control-book.ics" };
}

export const calendarFeedRoutes = createRouter()
  .openapi(guarded(contract.get), async (c) => {
    const feed = await getFeed(c.var.deps.db, subscriberOf(c));
    return c.json(respond(contract.get, { subscribed: feed !== null, createdDate: feed?.createdDate ?? null }), 200);
  })
  .openapi(guarded(contract.create), async (c) => {
    const created = await createFeed(c.var.deps.db, subscriberOf(c));
    const url = `${c.var.deps.config.publicUrl}${API_BASE}${operationPath(contract.feed.path, { token: created.token })}`;
    return c.json(respond(contract.create, { ...created, url }), 201);
  })
  .openapi(guarded(contract.revoke), async (c) => {
    await revokeFeed(c.var.deps.db, subscriberOf(c));
    return c.body(null, 204);
  })
  .openapi(guarded(contract.getWork), async (c) => {
    const feed = await getFeed(c.var.deps.db, workSubscriberOf(c));
    return c.json(
      respond(contract.getWork, { subscribed: feed !== null, createdDate: feed?.createdDate ?? null }),
      200,
    );
  })
  .openapi(guarded(contract.createWork), async (c) => {
    const created = await createFeed(c.var.deps.db, workSubscriberOf(c));
    const url = `${c.var.deps.config.publicUrl}${API_BASE}${operationPath(contract.feed.path, { token: created.token })}`;
    return c.json(respond(contract.createWork, { ...created, url }), 201);
  })
  .openapi(guarded(contract.revokeWork), async (c) => {
    await revokeFeed(c.var.deps.db, workSubscriberOf(c));
    return c.body(null, 204);
  })
  .openapi(guarded(contract.feed), async (c) => {
    const { db } = c.var.deps;
    const feed = await findFeed(db, c.req.valid("param").token);
    if (!feed) throw notFound("Calendar feed");
    const { body, file } = await feedBody(c, feed);
    // Written after the read, so the answer is whole; the read cache keeps JSON only, so this write
    // costs it nothing but the hourly invalidation of what it holds.
    await touchFeed(db, feed.id);
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${file}"`,
      // The address is the secret: shared caches must not keep the answer, the subscriber's program may.
      "Cache-Control": "private, max-age=300",
    }) as never;
  });
