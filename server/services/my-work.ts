import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import {
  WASTE_STATEMENT_MONTHS_BACK,
  WORK_HORIZON_DAYS,
  WORK_KINDS_NOT_LIMITED,
  type WorkKind,
  type WorkState,
} from "../domain/my-work";
import { DEFAULT_SDS_REVIEW_YEARS } from "../domain/chemical-enumerations";
import { addPeriod, daysBefore, LAST_DAY } from "../domain/recurrence";
import { businessDay } from "./business-day";
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
 * user_id, scope`), as of `today`:
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
    -- The next evaluation of compliance (decision 036), to the same responsible member, in the same place.
    select 'COMPLIANCE_EVALUATION', l.id, coalesce(l.short_name, l.title_en), null, r.organization_id,
      r.next_evaluation_date, false, r.organization_id, m.user_id
    from legislation_associations r join legislations l on l.id = r.legislation_id
    join ${mine} m on m.id = r.responsible_member_id
    where r.next_evaluation_date <= ${horizon}
    union all
    -- An audit not yet reported is its lead auditor's, due on its last day (decision 037); read where
    -- the lead auditor's membership is, as an action is.
    select 'INTERNAL_AUDIT', a.id, a.subject, null, a.organization_id, coalesce(a.end_date, a.start_date), false,
      m.organization_id, m.user_id
    from internal_audits a join ${mine} m on m.id = a.lead_auditor_id
    where a.status in ('PLANNED', 'IN_PROGRESS') and coalesce(a.end_date, a.start_date) <= ${horizon}
    union all
    -- A planned management review is its chair's, due on its date (decision 038).
    select 'MANAGEMENT_REVIEW', r.id, r.title, null, r.organization_id, r.review_date, false, m.organization_id, m.user_id
    from management_reviews r join ${mine} m on m.id = r.chair_id
    where r.status = 'PLANNED' and r.review_date <= ${horizon}
    union all
    ${documentSignOffs(mine)}
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
      and exists (select 1 from waste_arrangements a where a.association_id = h.id and a.active)
    union all
    ${sheetsToRenew(mine, horizon)}
    union all
    -- A risk's review and a department's open APV round are the work of whoever edits closest to them.
    select 'RISK_REVIEW', r.id, r.activity, null, r.organization_id, r.next_review_date, false, m.organization_id,
      m.user_id
    from risks r join organizations p on p.id = coalesce(r.department_id, r.organization_id)
    ${answering(sql`p`)}
    join ${mine} m on m.organization_id = answering.id and m.scope <> 'READ'
    where r.next_review_date <= ${horizon}
    union all
    select 'APV_ROUND', rr.id, p.name, null, rr.organization_id, rr.due_on, false, m.organization_id, m.user_id
    from risk_rounds rr join organizations p on p.id = rr.department_id
    ${answering(sql`p`)}
    join ${mine} m on m.organization_id = answering.id and m.scope <> 'READ'
    where rr.done_on is null and rr.due_on <= ${horizon}
    union all
    -- An accident to report is its organization's managers' (as they are told of it at once), until the
    -- day it was reported is recorded or the event is closed.
    select 'ACCIDENT_REPORT', e.id, e.title, null, e.organization_id, e.report_deadline, false, m.organization_id,
      m.user_id
    from events e join organizations o on o.id = e.organization_id
    join ${mine} m on m.organization_id = any(o.lineage) and m.scope = 'MANAGE'
    join organizations mo on mo.id = m.organization_id
    where e.report_deadline is not null and e.reported_to_authority_on is null and e.status <> 'CLOSED'
      and e.report_deadline <= ${horizon}
      and not exists (select 1 from memberships c join organizations co on co.id = c.organization_id
        where c.user_id = m.user_id and c.ended_date is null and c.organization_id = any(o.lineage)
          and cardinality(co.lineage) > cardinality(mo.lineage))`;
}

/**
 * A kept chemical's safety data sheet is due for renewal when its newest sheet for the country is older
 * than the company's review period (the register's OUTDATED, decision 021), and the renewal is the work
 * of whoever edits closest to where it is kept: the editors and managers of its department, or, where
 * it has none, of the organization above it nearest that has some. A chemical without any sheet is the
 * catalogue's to fill and stays on the register's "needs attention" list, not here.
 */
function sheetsToRenew(mine: SQL, horizon: DateOnly): SQL {
  const nearest = (condition: SQL, column: SQL) => sql`(select ${column} from organizations n
    where n.id = any(k.lineage) and ${condition} order by array_position(k.lineage, n.id) desc limit 1)`;
  return sql`
    select 'SDS_RENEWAL', a.id, c.name, null, a.organization_id, s.due, false, m.organization_id, m.user_id
    from chemical_associations a join chemicals c on c.id = a.chemical_id
    join organizations k on k.id = a.organization_id
    join organizations p on p.id = coalesce(a.department_id, a.organization_id)
    ${answering(sql`p`)}
    join ${mine} m on m.organization_id = answering.id and m.scope <> 'READ'
    cross join lateral (select ${nearest(sql`n.country_alpha2 is not null`, sql`n.country_alpha2`)} as country,
      coalesce(${nearest(sql`n.type = 'COMPANY'`, sql`n.sds_review_years`)}, ${DEFAULT_SDS_REVIEW_YEARS}) as years) place
    cross join lateral (select max(d.last_revision_date) as revised from chemical_safety_data_sheets d
      where d.chemical_id = a.chemical_id and d.country_alpha2 = place.country) sheet
    cross join lateral (select least((sheet.revised + make_interval(years => place.years))::date,
      ${LAST_DAY}::date) as due) s
    where s.due <= ${horizon}`;
}

/**
 * A draft submitted for approval waits for each named approver who has not decided, while its round is in
 * force, by the round's day (none on rounds from before there was one); a published revision for each
 * member it concerns until they acknowledge it, by the day asked. Either shows whatever its day, as the
 * news told them at once (decision 044), and the reminder scan reminds and escalates both as it reads
 * them here. Either is worked in the document's organization when the membership covers it, else in the
 * membership's own (a department, which reads what is above it).
 */
function documentSignOffs(mine: SQL): SQL {
  const workIn = sql`case when m.organization_id = o.id or m.organization_id = any(o.lineage) then o.id
      else m.organization_id end`;
  const title = (texts: SQL) => sql`coalesce(${texts}->'en'->>'title', ${texts}->'da'->>'title', '')`;
  return sql`
    select 'DOCUMENT_APPROVAL', d.id, ${title(sql`d.draft`)}, d.kind, d.organization_id, a.approve_by, false,
      ${workIn}, m.user_id
    from controlled_document_approvals a join controlled_documents d on d.id = a.document_id
      and d.approval_round = a.round
    join organizations o on o.id = d.organization_id
    join ${mine} m on m.id = a.approver_id
    where a.decision is null
    union all
    select 'DOCUMENT_ACKNOWLEDGEMENT', d.id, ${title(sql`r.texts`)}, d.kind, d.organization_id, r.acknowledge_by,
      false, ${workIn}, m.user_id
    from controlled_document_acknowledgements k join controlled_document_revisions r on r.id = k.revision_id
    join controlled_documents d on d.id = r.document_id
    join organizations o on o.id = d.organization_id
    join ${mine} m on m.id = k.membership_id
    where k.acknowledged_at is null and not exists (select 1 from controlled_document_revisions n
      where n.document_id = r.document_id and n.major > r.major)`;
}

/**
 * The organization whose editors answer for what is kept at `place` (a row of organizations): the nearest
 * up its lineage, itself first, that has present editors or managers.
 */
const answering = (place: SQL) => sql`cross join lateral (select l.id from unnest(${place}.lineage)
      with ordinality l(id, depth)
      where exists (select 1 from memberships e where e.organization_id = l.id and e.ended_date is null
        and e.scope <> 'READ')
      order by l.depth desc limit 1) answering`;

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
  const mine = sql`(select id, organization_id, user_id, scope from memberships where user_id = ${userId} and ended_date is null)`;
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
