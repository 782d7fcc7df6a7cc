import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import {
  WASTE_STATEMENT_MONTHS_BACK,
  WORK_HORIZON_DAYS,
  WORK_KINDS_NOT_LIMITED,
  type WorkKind,
  type WorkState,
} from "../domain/my-work";
import { addPeriod, BUSINESS_TIME_ZONE, daysBefore } from "../domain/recurrence";
import { nextReadingDue } from "./meters";
import type { DateOnly } from "../domain/wire-casing";

export type WorkItem = {
  kind: WorkKind;
  /** The id the record's page is found by (for a competence: the member's; for an obligation: the act's). */
  recordId: number;
  title: string;
  /** For a document review: POLICY or PROCEDURE; for a competence: its name is the title. */
  detail: string | null;
  organization: { id: number; name: string };
  /**
   * The one to work in: the organization of the membership through which the member answers for it; for
   * an obligation review, the register's own organization.
   */
  workIn: { id: number; name: string };
  dueDate: DateOnly | null;
  state: WorkState;
};

type Row = Omit<WorkItem, "organization" | "workIn" | "state"> & {
  organizationId: number;
  organizationName: string;
  workInId: number;
  workInName: string;
  checking: boolean;
  total: number;
};

/**
 * Each kind of deadline as rows of one shape, for the memberships `mine` (a query of `id, organization_id,
 * user_id`), as of `today`:
 * what has a date within the horizon or past it, and the actions owned whatever their date. An
 * agreement's end shows from the horizon until as long after it ended (`since`), for its renewal.
 */
export function deadlines(mine: SQL, { today, horizon, since }: Window): SQL {
  return sql`
    select 'INSPECTION' as kind, i.id as record_id, a.name as title, null::text as detail, i.organization_id,
      i.due_date as due_date, false as checking, m.organization_id as work_in, m.user_id
    from inspections i join agreements a on a.id = i.agreement_id join ${mine} m on m.id = a.responsible_member_id
    where i.status = 'PENDING' and i.due_date <= ${horizon}
    union all
    select 'ACTION', x.id, x.title, e.title, x.organization_id,
      case when x.status = 'DONE' then x.done_date else x.due_date end, x.status = 'DONE', m.organization_id, m.user_id
    from actions x join ${mine} m on m.id = x.owner_id left join events e on e.id = x.event_id
    where (x.status <> 'DONE' or x.effectiveness is null) and e.status is distinct from 'CLOSED'
    union all
    select 'COMPETENCE', r.membership_id, c.name, null, c.organization_id, d.due, false, m.organization_id, m.user_id
    from competence_records r join competences c on c.id = r.competence_id join ${mine} m on m.id = r.membership_id
    cross join lateral (select case when r.last_acquisition_date is null then r.acquisition_deadline
      when c.frequency = 'P0D' then null
      else (r.last_acquisition_date + c.frequency::interval)::date end as due) d
    where d.due <= ${horizon}
    union all
    select 'DOCUMENT_REVIEW', d.id, coalesce(t.texts->'en'->>'title', t.texts->'da'->>'title',
        d.draft->'en'->>'title', d.draft->'da'->>'title', ''), d.kind, d.organization_id, d.next_review_date, false,
      m.organization_id, m.user_id
    from controlled_documents d join ${mine} m on m.id = d.owner_membership_id
    left join lateral (select texts from controlled_document_revisions where document_id = d.id
      order by major desc, minor desc limit 1) t on true
    where d.next_review_date <= ${horizon}
    union all
    -- Each organization keeps its own register, read only there: the review is worked in the register's
    -- organization, whichever membership (the holding's, say) makes the user responsible for it.
    select 'OBLIGATION_REVIEW', l.id, coalesce(l.short_name, l.title_en), null, r.organization_id, r.next_review_date,
      false, r.organization_id, m.user_id
    from legislation_associations r join legislations l on l.id = r.legislation_id
    join ${mine} m on m.id = r.responsible_member_id
    where r.next_review_date <= ${horizon}
    union all
    select 'AGREEMENT_END', a.id, a.name, null, a.organization_id, a.ends_at, false, m.organization_id, m.user_id
    from agreements a join ${mine} m on m.id = a.responsible_member_id
    where a.ends_at <= ${horizon} and a.ends_at >= ${since}
    union all
    -- A meter is due as its register says (nextReadingDue).
    select 'METER_READING', mt.id, mt.name, null, mt.organization_id, d.due, false, m.organization_id, m.user_id
    from meters mt join ${mine} m on m.id = mt.responsible_member_id
    cross join lateral (select max(r.performed_at) as performed_at from meter_readings r where r.meter_id = mt.id) lr
    cross join lateral (select ${nextReadingDue(sql`mt`, sql`lr.performed_at`)} as due) d
    where d.due <= ${horizon}
    union all
    -- A waste handler's oldest month without a statement (WASTE_STATEMENT_MONTHS_BACK), due by the end of
    -- the month after; only while it takes something away and its contract runs.
    select 'WASTE_STATEMENT', h.id, s.name, to_char(w.month, 'YYYY-MM'), h.organization_id,
      (w.month + interval '2 months' - interval '1 day')::date, false, m.organization_id, m.user_id
    from waste_handler_associations h join stakeholders s on s.id = h.stakeholder_id
    join ${mine} m on m.id = h.responsible_member_id
    cross join lateral (select min(g.month)::date as month from generate_series(
        greatest(date_trunc('month', coalesce((select min(b.performed_at) from waste_bulk_registrations b
            where b.association_id = h.id), ${businessDay(sql`h.created_date`)})::timestamp),
          date_trunc('month', ${today}::timestamp) - make_interval(months => ${WASTE_STATEMENT_MONTHS_BACK})),
        date_trunc('month', ${today}::timestamp) - interval '1 month', interval '1 month') g(month)
      where (h.contract_end is null or g.month::date <= h.contract_end)
        and not exists (select 1 from waste_bulk_registrations b where b.association_id = h.id
          and b.performed_at = g.month::date)) w
    where w.month is not null and (w.month + interval '2 months' - interval '1 day')::date <= ${horizon}
      and exists (select 1 from waste_arrangements a where a.association_id = h.id and a.active)`;
}

/** The business day (BUSINESS_TIME_ZONE) of a moment. */
const businessDay = (moment: SQL) => sql`(${moment} at time zone ${BUSINESS_TIME_ZONE})::date`;

/** The day deadlines are judged on, how far ahead they are looked for, and how far back an ended one shows. */
export type Window = { today: DateOnly; horizon: DateOnly; since: DateOnly };

/** A limited organization (or one below it) sees only its features' kinds: `work` rows worked in `workIn`. */
export const featureVisible = (work: SQL, workIn: SQL) =>
  sql`(not exists (select 1 from organizations l where (l.id = ${workIn}.id or l.id = any(${workIn}.lineage))
    and l.feature_accessibility = 'LIMITED') or ${work}.kind not in (${sql.join(
      WORK_KINDS_NOT_LIMITED.map((kind) => sql`${kind}`),
      sql`, `,
    )}))`;

const stateOf = (row: { dueDate: string | null; checking: boolean }, today: string): WorkState =>
  row.checking ? "CHECK" : row.dueDate === null ? "UNDATED" : row.dueDate < today ? "OVERDUE" : "DUE";

/**
 * A page of what waits for the user across every organization they are a present member of, soonest
 * first (what has no date last), and how much there is in all.
 */
export async function myWork(
  db: Db,
  userId: number,
  query: { kind?: WorkKind; page: number; size: number },
  today: DateOnly,
) {
  const horizon = addPeriod(today, `P${WORK_HORIZON_DAYS}D`) as DateOnly;
  const since = daysBefore(today, WORK_HORIZON_DAYS) as DateOnly;
  const mine = sql`(select id, organization_id, user_id from memberships where user_id = ${userId} and ended_date is null)`;
  const rows = await queryRows<Row>(
    db,
    sql`select w.kind, w.record_id as "recordId", w.title, w.detail, w.due_date::text as "dueDate", w.checking,
        o.id as "organizationId", o.name as "organizationName", wo.id as "workInId", wo.name as "workInName",
        count(*) over ()::int as total
      from (${deadlines(mine, { today, horizon, since })}) w
      join organizations o on o.id = w.organization_id
      join organizations wo on wo.id = w.work_in
      where ${featureVisible(sql`w`, sql`wo`)}
        ${query.kind ? sql`and w.kind = ${query.kind}` : sql``}
      order by w.due_date nulls last, w.kind, w.record_id
      limit ${query.size} offset ${query.page * query.size}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map(({ organizationId, organizationName, workInId, workInName, checking, total: _total, ...row }) => ({
      ...row,
      organization: { id: organizationId, name: organizationName },
      workIn: { id: workInId, name: workInName },
      state: stateOf({ dueDate: row.dueDate, checking }, today),
    })),
  };
}
