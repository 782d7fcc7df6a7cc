import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { notificationPreferences, users } from "../db/schema";
import {
  defaultDelivery,
  NOTIFICATION_TOPICS,
  type DigestFrequency,
  type NotificationDelivery,
  type NotificationTopic,
} from "../domain/notifications";

export type NotificationSettings = {
  digestFrequency: DigestFrequency;
  deliveries: Record<NotificationTopic, NotificationDelivery>;
};

/** How the user hears of each topic (the default where they chose nothing), and how often their digest comes. */
export async function notificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const [[user], chosen] = await Promise.all([
    db.select({ digestFrequency: users.digestFrequency }).from(users).where(eq(users.id, userId)),
    db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
  ]);
  const deliveries = Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [
      topic,
      chosen.find((row) => row.topic === topic)?.delivery ?? defaultDelivery(topic),
    ]),
  ) as Record<NotificationTopic, NotificationDelivery>;
  return { digestFrequency: user?.digestFrequency ?? "DAILY", deliveries };
}

/** Saves what is given (a topic left out keeps its choice), in one transaction. */
export async function saveNotificationSettings(
  db: Db,
  userId: number,
  settings: {
    digestFrequency?: DigestFrequency;
    deliveries?: Partial<Record<NotificationTopic, NotificationDelivery>>;
  },
) {
  await db.transaction(async (tx) => {
    if (settings.digestFrequency)
      await tx.update(users).set({ digestFrequency: settings.digestFrequency }).where(eq(users.id, userId));
    const rows = Object.entries(settings.deliveries ?? {}).map(([topic, delivery]) => ({
      userId,
      topic: topic as NotificationTopic,
      delivery: delivery as NotificationDelivery,
    }));
    if (rows.length)
      await tx
        .insert(notificationPreferences)
        .values(rows)
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.topic],
          set: { delivery: sql`excluded.delivery` },
        });
  });
}

/** Stops the mails of a topic, or of all topics: the product keeps listing them. */
export async function unsubscribe(db: Db, userId: number, topic: NotificationTopic | "ALL") {
  const topics = topic === "ALL" ? NOTIFICATION_TOPICS : [topic];
  await saveNotificationSettings(db, userId, {
    deliveries: Object.fromEntries(topics.map((each) => [each, "NONE"])),
  });
}

/** Whether the user still exists (an unsubscribe link may outlive its account). */
export async function userExists(db: Db, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

// An unsubscribe link works without signing in: it names the user and the topic, signed by the server.
const signature = (secret: string, userId: number, topic: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${userId}:${topic}`).digest("base64url").slice(0, 32);

export function unsubscribeToken(secret: string, userId: number, topic: NotificationTopic | "ALL") {
  return `${userId}.${topic}.${signature(secret, userId, topic)}`;
}

/** The user and topic a token names, or null for one the server did not sign. */
export function readUnsubscribeToken(secret: string, token: string) {
  const match = /^(\d{1,10})\.([A-Z_]{1,40})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const topic = match[2] as NotificationTopic | "ALL";
  if (topic !== "ALL" && !NOTIFICATION_TOPICS.includes(topic)) return null;
  const expected = Buffer.from(signature(secret, userId, topic));
  const given = Buffer.from(match[3]!);
  return timingSafeEqual(expected, given) ? { userId, topic } : null;
}
