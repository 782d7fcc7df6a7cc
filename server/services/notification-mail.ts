import { createHash } from "node:crypto";
import { inArray, sql, type SQL } from "drizzle-orm";
import { createElement } from "react";
import type { Config } from "../config";
import { queryRows, type Db } from "../db/client";
import { notifications } from "../db/schema";
import { MAIL_WITHIN_DAYS, notificationPath, type NotificationDelivery } from "../domain/notifications";
import type { DateOnly } from "../domain/wire-casing";
import type { Logger } from "../logger";
import {
  DigestMail,
  digestSubject,
  ReminderMail,
  reminderSubject,
  type MailedNotification,
} from "../mail/notification-mails";
import { renderMail } from "../mail/render";
import { mailTexts } from "../mail/texts";
import { mailLogos } from "./mail-logo";
import type { Mail, Mailer } from "./mailer";
import { unsubscribeToken } from "./notification-settings";

export type MailDeps = {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "publicUrl" | "sessionSecret">;
  logger: Logger;
  /** How long a sender holds what it claimed (five minutes unless said). */
  claimSeconds?: number;
};

// Far longer than a send takes, short enough that a process killed halfway delays its mails by minutes.
const CLAIM_SECONDS = 300;
const BATCH = 100;

type Row = MailedNotification & {
  userId: number;
  email: string;
  language: "en" | "da" | null;
  digestFrequency: "DAILY" | "WEEKLY";
  detail: string | null;
  recordId: number;
  workInId: number;
  organizationId: number;
};

/** What waits for a mail of the given delivery: unmailed, unread, recent, and not held by another sender. */
const pending = (delivery: NotificationDelivery) => sql`
  n.mailed_date is null and n.read_date is null
  and n.created_date > now() - make_interval(days => ${MAIL_WITHIN_DAYS})
  and (n.mail_claimed_until is null or n.mail_claimed_until < now())
  and coalesce((select p.delivery from notification_preferences p where p.user_id = n.user_id and p.topic = n.topic),
    case when n.stage = 'NOW' then 'IMMEDIATE' else 'DIGEST' end) = ${delivery}`;

/** Takes `which` (ids of notifications) for this sender, those another took meanwhile left out. */
async function claim(deps: MailDeps, which: SQL): Promise<number[]> {
  const seconds = deps.claimSeconds ?? CLAIM_SECONDS;
  const rows = await queryRows<{ id: number }>(
    deps.db,
    sql`update notifications set mail_claimed_until = now() + make_interval(secs => ${seconds})
      where id in (${which}) returning id`,
  );
  return rows.map((row) => row.id);
}

async function details(db: Db, ids: number[], publicUrl: string): Promise<Row[]> {
  if (!ids.length) return [];
  const rows = await queryRows<Omit<Row, "url">>(
    db,
    sql`select n.id, n.topic, n.stage, n.title, n.due_date::text as "dueDate", n.detail, n.record_id as "recordId",
        n.work_in_id as "workInId", o.id as "organizationId", o.name as "organizationName", u.id as "userId", u.email, u.language,
        u.digest_frequency as "digestFrequency"
      from notifications n join users u on u.id = n.user_id join organizations o on o.id = n.organization_id
      where n.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      -- The most pressing first: escalated, overdue, then by the deadline.
      order by case n.stage when 'NOW' then 0 when 'ESCALATION' then 1 when 'OVERDUE' then 2 else 3 end, n.due_date, n.id`,
  );
  return rows.map((row) => ({
    ...row,
    url: `${publicUrl}/open?in=${row.workInId}&to=${encodeURIComponent(notificationPath(row))}`,
  }));
}

async function markMailed(db: Db, ids: number[]) {
  await db
    .update(notifications)
    .set({ mailedDate: sql`now()`, mailClaimedUntil: null })
    .where(inArray(notifications.id, ids));
}

/** The headers and footer link that stop a topic's mails (RFC 8058 one-click, and a link in the mail). */
function unsubscribing(deps: MailDeps, userId: number, topic: Parameters<typeof unsubscribeToken>[2]) {
  const url = `${deps.config.publicUrl}/unsubscribe?token=${unsubscribeToken(deps.config.sessionSecret, userId, topic)}`;
  return {
    url,
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

// One mail's id for every try of it, so a receiver can tell a repeat after a sender died at the wrong moment.
const messageId = (deps: MailDeps, kind: string, ids: number[]) =>
  `<${kind}-${createHash("sha256").update(ids.join(",")).digest("hex").slice(0, 24)}@${new URL(deps.config.publicUrl).hostname}>`;

async function send(deps: MailDeps, mail: Mail, ids: number[]) {
  try {
    await deps.mailer.send(mail);
    await markMailed(deps.db, ids);
    return true;
  } catch (error) {
    // Left claimed: another try takes it when the claim runs out.
    deps.logger.error({ err: error, notifications: ids }, "notification mail not sent");
    return false;
  }
}

/** Mails each notification whose user wants it at once; answers how many went out. */
export async function sendImmediateMails(deps: MailDeps): Promise<number> {
  let sent = 0;
  const logoOf = mailLogos(deps.db);
  for (;;) {
    const ids = await claim(
      deps,
      sql`select n.id from notifications n where ${pending("IMMEDIATE")} order by n.id limit ${BATCH}
        for update of n skip locked`,
    );
    if (!ids.length) return sent;
    for (const row of await details(deps.db, ids, deps.config.publicUrl)) {
      const texts = mailTexts(row.language);
      const stop = unsubscribing(deps, row.userId, row.topic);
      const footer = {
        reason: texts.t("mail.reasonMember", { organization: row.organizationName }),
        settingsUrl: `${deps.config.publicUrl}/notifications/settings`,
        unsubscribe: {
          url: stop.url,
          label: texts.t("mail.unsubscribeTopic", { topic: texts.t(`workItems.kindOptions.${row.topic}`) }),
        },
      };
      const logo = await logoOf(row.organizationId);
      const sender = { name: row.organizationName, logoUrl: logo?.src ?? null };
      const body = await renderMail(createElement(ReminderMail, { texts, notification: row, sender, footer }));
      const mail = {
        to: row.email,
        subject: reminderSubject(texts, row),
        ...body,
        messageId: messageId(deps, "notification", [row.id]),
        headers: stop.headers,
        ...(logo ? { attachments: [logo.attachment] } : {}),
      };
      if (await send(deps, mail, [row.id])) sent++;
    }
  }
}

const isMonday = (day: DateOnly) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/**
 * Sends each user due a digest today (daily ones every day, weekly ones on Mondays) one mail of what
 * waits for them across their organizations; a user with nothing waiting gets none. Users are taken
 * a batch at a time and each user's rows claimed before their mail is made, so the run's memory stays
 * flat and two senders never mail one user the same rows.
 */
export async function sendDigests(deps: MailDeps, today: DateOnly): Promise<{ mails: number }> {
  const frequencies = isMonday(today) ? ["DAILY", "WEEKLY"] : ["DAILY"];
  let after = 0;
  let mails = 0;
  for (;;) {
    const batch = await queryRows<{ userId: number }>(
      deps.db,
      sql`select distinct n.user_id as "userId" from notifications n join users u on u.id = n.user_id
        where n.user_id > ${after} and u.digest_frequency in (${sql.join(
          frequencies.map((f) => sql`${f}`),
          sql`, `,
        )})
          and ${pending("DIGEST")}
        order by 1 limit ${BATCH}`,
    );
    if (!batch.length) return { mails };
    for (const { userId } of batch) {
      const ids = await claim(
        deps,
        sql`select n.id from notifications n where n.user_id = ${userId} and ${pending("DIGEST")}
          for update of n skip locked`,
      );
      const rows = await details(deps.db, ids, deps.config.publicUrl);
      if (rows.length && (await sendDigest(deps, rows))) mails++;
    }
    after = batch.at(-1)!.userId;
  }
}

async function sendDigest(deps: MailDeps, rows: Row[]) {
  const [first] = rows as [Row, ...Row[]];
  const texts = mailTexts(first.language);
  const stop = unsubscribing(deps, first.userId, "ALL");
  const footer = {
    reason: texts.t(`mail.digestReason.${first.digestFrequency}`),
    settingsUrl: `${deps.config.publicUrl}/notifications/settings`,
    unsubscribe: { url: stop.url, label: texts.t("mail.unsubscribeAll") },
  };
  const body = await renderMail(
    createElement(DigestMail, {
      texts,
      notifications: rows,
      allUrl: `${deps.config.publicUrl}/notifications`,
      footer,
    }),
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  const mail = {
    to: first.email,
    subject: digestSubject(texts, rows.length),
    ...body,
    messageId: messageId(deps, "digest", ids),
    headers: stop.headers,
  };
  return send(deps, mail, ids);
}
