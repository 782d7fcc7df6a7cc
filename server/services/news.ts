import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { NewsTopic } from "../domain/notifications";

export type News = {
  topic: NewsTopic;
  recordId: number;
  title: string;
  /** The organization that keeps the record. */
  organizationId: number;
  dueDate?: string | null;
  /** What the record's page needs beside its id (a document's kind). */
  detail?: string | null;
  /** What makes this news this news (a record and, say, who it was assigned to): told once per user. */
  occasion: string;
};

/** The user of a present membership. */
export const userOfMembership = (membershipId: number) =>
  sql`select user_id from memberships where id = ${membershipId} and ended_date is null`;

/**
 * Who manages each of `organizationIds` (a query of ids): those whose closest present membership on
 * its path says MANAGE, as (organization_id, user_id, work_in: that membership's organization).
 */
export const managersOfEach = (organizationIds: SQL) => sql`
  select organization_id, user_id, work_in from (
    select distinct on (o.id, m.user_id) o.id as organization_id, m.user_id, m.scope, m.organization_id as work_in
    from organizations o join memberships m on m.ended_date is null
      and (m.organization_id = o.id or m.organization_id = any(o.lineage))
    join organizations mo on mo.id = m.organization_id
    where o.id in (${organizationIds})
    order by o.id, m.user_id, cardinality(mo.lineage) desc) closest
  where scope = 'MANAGE'`;

export const managersOf = (organizationId: number) =>
  sql`select user_id from (${managersOfEach(sql`select ${organizationId}::int`)}) managers`;

/**
 * Tells `recipients` (a query of user ids) the news at once, in the transaction that made it, the actor
 * excepted: each opens it in the organization of their closest membership over the record's, or else
 * of one below it. A user
 * told of the same occasion before is not told again (a retried request, a re-save).
 */
export async function tell(tx: Db, news: News, recipients: SQL, actorId: number | null) {
  await tx.execute(sql`
    insert into notifications (user_id, key, topic, stage, record_id, detail, title, organization_id, work_in_id,
      due_date)
    select r.user_id, ${`${news.topic}:${news.occasion}`}, ${news.topic}, 'NOW', ${news.recordId},
      ${news.detail ?? null}::text, ${news.title}, o.id, w.organization_id, ${news.dueDate ?? null}::date
    from (select distinct user_id from (${recipients}) given) r
    join organizations o on o.id = ${news.organizationId}
    cross join lateral (select m.organization_id from memberships m join organizations mo on mo.id = m.organization_id
      where m.user_id = r.user_id and m.ended_date is null
        and (m.organization_id = o.id or m.organization_id = any(o.lineage) or o.id = any(mo.lineage))
      -- A membership below the record's organization (a department's) reads it from there.
      order by o.id = any(mo.lineage), cardinality(mo.lineage) desc limit 1) w
    where r.user_id is distinct from ${actorId}
    on conflict (user_id, key) do nothing`);
}
