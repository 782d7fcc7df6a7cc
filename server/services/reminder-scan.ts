import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { REMINDER_DAYS_RANGE } from "../domain/notifications";
import { addPeriod, daysBefore } from "../domain/recurrence";
import type { DateOnly } from "../domain/wire-casing";
import { WORK_HORIZON_DAYS } from "../domain/my-work";
import { deadlines, featureVisible } from "./my-work";
import { managersOfEach } from "./news";

/**
 * Writes the reminders `today` calls for, in one statement so a holding's deadlines stream through the
 * database instead of the process: each member's deadline at the stage it has reached (the stages of
 * its company), and for what is overdue past the company's escalation days, the managers of the
 * record's organization too. The key of each occasion is unique per user, so a scan that runs twice,
 * or a day late, tells nobody twice. Answers how many were written.
 */
export async function scanReminders(db: Db, today: DateOnly): Promise<{ reminders: number; escalations: number }> {
  const horizon = addPeriod(today, `P${REMINDER_DAYS_RANGE.max}D`) as DateOnly;
  const since = daysBefore(today, WORK_HORIZON_DAYS) as DateOnly;
  const present = sql`(select id, organization_id, user_id, scope from memberships where ended_date is null)`;
  const [written] = await queryRows<{ reminders: number; escalations: number }>(
    db,
    sql`with
      -- Each organization with its company's settings (a department follows its company).
      settings as (
        select o.id, c.reminder_days, c.escalation_days
        from organizations o cross join lateral (select reminder_days, escalation_days from organizations c
          where c.type = 'COMPANY' and (c.id = o.id or c.id = any(o.lineage))
          order by cardinality(c.lineage) desc limit 1) c),
      due as (
        select w.*, s.escalation_days,
          case when w.due_date < ${today} then null
            else (select min(d) from unnest(s.reminder_days) d where d >= greatest(1, w.due_date - ${today}::date)) end
            as days_before
        from (${deadlines(present, { today, horizon, since })}) w
        join organizations wo on wo.id = w.work_in
        join settings s on s.id = w.organization_id
        where w.due_date is not null and not w.checking and ${featureVisible(sql`w`, sql`wo`)}),
      reminded as (
        insert into notifications (user_id, key, topic, stage, days_before, record_id, detail, title,
          organization_id, work_in_id, due_date)
        select user_id, concat_ws(':', kind, record_id, due_date, case when days_before is null then 'OVERDUE'
            else 'BEFORE' end, days_before), kind, case when days_before is null then 'OVERDUE' else 'BEFORE' end,
          days_before, record_id, detail, title, organization_id, work_in, due_date
        from due where due_date < ${today} or days_before is not null
        on conflict (user_id, key) do nothing
        returning 1),
      escalated as (
        select distinct kind, record_id, detail, title, organization_id, due_date, user_id as owner_id from due
        where escalation_days is not null and due_date < ${today}::date - escalation_days),
      -- Who manages each escalated record's organization: their closest present membership on its path says MANAGE.
      managers as (${managersOfEach(sql`select organization_id from escalated`)}),
      told as (
        insert into notifications (user_id, key, topic, stage, record_id, detail, title, organization_id, work_in_id,
          due_date)
        select distinct on (m.user_id, e.kind, e.record_id) m.user_id,
          concat_ws(':', e.kind, e.record_id, e.due_date, 'ESCALATION'), e.kind, 'ESCALATION', e.record_id, e.detail,
          e.title, e.organization_id, m.work_in, e.due_date
        from escalated e join managers m on m.organization_id = e.organization_id and m.user_id <> e.owner_id
        order by m.user_id, e.kind, e.record_id
        on conflict (user_id, key) do nothing
        returning 1)
    select (select count(*) from reminded)::int as reminders, (select count(*) from told)::int as escalations`,
  );
  return written!;
}
