import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { addPeriod, DUE_SOON_DAYS } from "../domain/recurrence";
import type { DateOnly } from "../domain/wire-casing";
import { idList } from "./paging";

/** How many of each kind the panel names; the rest is counted and linked to. */
export const MY_TASKS_SHOWN = 5;

type Counted = { total: number };
type Inspection = Counted & { id: number; agreementName: string; dueDate: DateOnly; organizationName: string };
type Action = Counted & {
  id: number;
  title: string;
  eventId: number | null;
  eventTitle: string | null;
  dueDate: DateOnly | null;
  doneDate: DateOnly | null;
};
type Obligation = Counted & {
  legislationId: number;
  titleEn: string;
  titleDa: string;
  shortName: string | null;
  nextReviewDate: DateOnly;
};

/** The user's current memberships: a record's responsible member is one of them. */
const mine = (userId: number) => sql`(select id from memberships where user_id = ${userId} and ended_date is null)`;

const listed = <R extends Counted>(rows: R[]) => ({
  total: Number(rows[0]?.total ?? 0),
  content: rows.map(({ total: _total, ...row }) => row),
});

/**
 * What the signed-in member is responsible for in the organization and those below it, soonest first:
 * inspections due within the due-soon window or overdue, actions not done or done and not yet checked
 * for effectiveness (but those of closed events), and binding obligations whose review is near or past
 * (of the organization's own register: each organization keeps its own).
 */
export async function myTasks(
  db: Db,
  userId: number,
  { organizationId, below }: { organizationId: number; below: number[] },
  today: DateOnly,
) {
  const horizon = addPeriod(today, `P${DUE_SOON_DAYS}D`);
  const [inspections, actions, obligations] = await Promise.all([
    queryRows<Inspection>(
      db,
      sql`select i.id, a.name as "agreementName", i.due_date::text as "dueDate", o.name as "organizationName",
          count(*) over ()::int as total
        from inspections i
        join agreements a on a.id = i.agreement_id
        join organizations o on o.id = i.organization_id
        where i.organization_id in (${idList(below)}) and i.status = 'PENDING' and i.due_date <= ${horizon}
          and a.responsible_member_id in ${mine(userId)}
        order by i.due_date, i.id
        limit ${MY_TASKS_SHOWN}`,
    ),
    queryRows<Action>(
      db,
      sql`select x.id, x.title, e.id as "eventId", e.title as "eventTitle", x.due_date::text as "dueDate",
          x.done_date::text as "doneDate", count(*) over ()::int as total
        from actions x
        left join events e on e.id = x.event_id
        where x.organization_id in (${idList(below)}) and e.status is distinct from 'CLOSED'
          and (x.status <> 'DONE' or x.effectiveness is null)
          and x.owner_id in ${mine(userId)}
        order by x.status = 'DONE', x.due_date nulls last, x.id
        limit ${MY_TASKS_SHOWN}`,
    ),
    queryRows<Obligation>(
      db,
      sql`select l.id as "legislationId", l.title_en as "titleEn", l.title_da as "titleDa", l.short_name as "shortName",
          r.next_review_date::text as "nextReviewDate", count(*) over ()::int as total
        from legislation_associations r
        join legislations l on l.id = r.legislation_id
        where r.organization_id = ${organizationId} and r.next_review_date <= ${horizon}
          and r.responsible_member_id in ${mine(userId)}
        order by r.next_review_date, r.id
        limit ${MY_TASKS_SHOWN}`,
    ),
  ]);
  return { inspections: listed(inspections), actions: listed(actions), bindingObligations: listed(obligations) };
}
