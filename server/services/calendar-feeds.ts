import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { calendarFeeds, users } from "../db/schema";
import type { FeedInspection } from "../domain/calendar-feed";
import { DEFAULT_LANGUAGE, type Language } from "../domain/standards";
import type { DateOnly } from "../domain/wire-casing";
import type { ControlBookScope } from "./agreements";
import { listInspections } from "./inspections";
import { hashToken, newToken } from "./tokens";

/** A user's subscription: to an organization's control book, or (no organization) to their own work. */
type Subscriber = { userId: number; organizationId: number | null };

/** Done inspections stay in the calendar this many days, so the recent past reads as it went. */
const DONE_KEPT_DAYS = 90;
/** Enough for any control book; the feed is no place for paging. */
const FEED_LIMIT = 5_000;
// Recording every poll would make each read a write; the hour is all anyone needs to know.
const TOUCH_INTERVAL_MS = 3_600_000;

const kindOf = ({ organizationId }: Subscriber) => (organizationId === null ? "MY_WORK" : "CONTROL_BOOK");

const feedOf = (subscriber: Subscriber) =>
  and(
    eq(calendarFeeds.userId, subscriber.userId),
    eq(calendarFeeds.kind, kindOf(subscriber)),
    subscriber.organizationId === null ? undefined : eq(calendarFeeds.organizationId, subscriber.organizationId),
  );

export async function getFeed(db: Db, subscriber: Subscriber) {
  const [row] = await db
    .select({ createdDate: calendarFeeds.createdDate })
    .from(calendarFeeds)
    .where(feedOf(subscriber));
  return row ?? null;
}

/** A new secret for the user's feed (of the organization, or of their work); any earlier one stops working. */
export async function createFeed(db: Db, subscriber: Subscriber) {
  const token = newToken();
  const now = new Date();
  const kind = kindOf(subscriber);
  const [row] = await db
    .insert(calendarFeeds)
    .values({ ...subscriber, kind, tokenHash: hashToken(token), createdDate: now })
    .onConflictDoUpdate({
      target: kind === "MY_WORK" ? [calendarFeeds.userId] : [calendarFeeds.userId, calendarFeeds.organizationId],
      targetWhere: sql`${calendarFeeds.kind} = ${sql.raw(`'${kind}'`)}`,
      set: { tokenHash: hashToken(token), createdDate: now, lastUsedDate: null },
    })
    .returning({ createdDate: calendarFeeds.createdDate });
  return { token, createdDate: row!.createdDate };
}

export async function revokeFeed(db: Db, subscriber: Subscriber) {
  await db.delete(calendarFeeds).where(feedOf(subscriber));
}

/** The feed a token opens, with its owner's language; null for a token that is not (or no longer) one. */
export async function findFeed(db: Db, token: string) {
  const [row] = await db
    .select({
      id: calendarFeeds.id,
      kind: calendarFeeds.kind,
      userId: calendarFeeds.userId,
      organizationId: calendarFeeds.organizationId,
      language: users.language,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return row ? { ...row, language: (row.language ?? DEFAULT_LANGUAGE) as Language } : null;
}

/** Notes that a calendar read the feed, at most once an hour. */
export async function touchFeed(db: Db, id: number, now = new Date()) {
  await db
    .update(calendarFeeds)
    .set({ lastUsedDate: now })
    .where(
      and(
        eq(calendarFeeds.id, id),
        or(
          isNull(calendarFeeds.lastUsedDate),
          lt(calendarFeeds.lastUsedDate, sql`${new Date(now.getTime() - TOUCH_INTERVAL_MS)}`),
        ),
      ),
    );
}

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10) as DateOnly;

/** What the feed shows: every pending inspection, and those done in the last 90 days. */
export async function feedInspections(db: Db, scope: ControlBookScope, today: string): Promise<FeedInspection[]> {
  const page = { page: 0, size: FEED_LIMIT, sort: [{ field: "due_date", direction: "asc" as const }] };
  const [pending, done] = await Promise.all([
    listInspections(db, scope, { ...page, status: "PENDING" }, today),
    listInspections(db, scope, { ...page, status: "DONE", performedFrom: daysBefore(today, DONE_KEPT_DAYS) }, today),
  ]);
  return [...pending.content, ...done.content];
}
