import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { notifications, organizations } from "../db/schema";

const workIn = alias(organizations, "work_in");

/** A page of the user's notifications, unread first, newest first (of one scan, the soonest due), with how many are unread. */
export async function notificationsPage(db: Db, userId: number, page: { page: number; size: number }) {
  const mine = eq(notifications.userId, userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        topic: notifications.topic,
        stage: notifications.stage,
        daysBefore: notifications.daysBefore,
        recordId: notifications.recordId,
        detail: notifications.detail,
        title: notifications.title,
        organization: { id: organizations.id, name: organizations.name },
        workIn: { id: workIn.id, name: workIn.name },
        dueDate: notifications.dueDate,
        createdDate: notifications.createdDate,
        readDate: notifications.readDate,
      })
      .from(notifications)
      .innerJoin(organizations, eq(organizations.id, notifications.organizationId))
      .innerJoin(workIn, eq(workIn.id, notifications.workInId))
      .where(mine)
      .orderBy(
        sql`${notifications.readDate} is null desc`,
        desc(notifications.createdDate),
        sql`${notifications.dueDate} nulls last`,
        desc(notifications.id),
      )
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readDate} is null)::int` })
      .from(notifications)
      .where(mine),
  ]);
  return { total: totals?.total ?? 0, unread: totals?.unread ?? 0, rows };
}

export async function unreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readDate)));
  return row?.unread ?? 0;
}

/** Marks the user's notifications `ids` (or all) read; others' ids and those read already are left as they are. */
export async function markNotificationsRead(db: Db, userId: number, ids?: number[]) {
  await db
    .update(notifications)
    .set({ readDate: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readDate),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
