import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { queryRows, type Db } from "../db/client";
import { competenceRecordFiles, competenceRecords, competences, files, memberships } from "../db/schema";
import type { acquisitionInput } from "../api/schemas/competences";
import { addPeriod, DUE_SOON_DAYS, nextDueDate, requirementStatus, type RequirementStatus } from "../domain/recurrence";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { RecordNotFoundError, StaleRecordError } from "./errors";
import type { FileRecord } from "./files";

/** One member's requirement of one competence, with its dates, due date and status on `today`. */
export type Standing = {
  membershipId: number;
  competenceId: number;
  competenceName: string;
  frequency: string;
  required: boolean;
  roles: { id: number; name: string }[];
  acquisitionDeadline: DateOnly | null;
  lastAcquisitionDate: DateOnly | null;
  nextDueDate: DateOnly | null;
  status: RequirementStatus;
  recordId: number | null;
  lastModifiedDate: string | null;
};

type Row = Omit<Standing, "nextDueDate" | "status">;

const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The pairs selected by `which` (a condition on membership_id and competence_id) that are required. */
const wantedPairs = (which: SQL) => sql`wanted as (
  select ra.membership_id, rc.competence_id
    from role_assignments ra join role_competences rc on rc.role_id = ra.role_id
    where ${which}
  union
  select membership_id, competence_id from competence_records where required and ${which}
)`;

const listOfIds = (ids: number[]) => sql.raw(`(${ids.join(",")})`);

/**
 * The requirements of the members or the competence selected by `which`: a member is required to
 * hold a competence directly (`required` on their record) or through a role they hold. Only
 * competences of `visible` count.
 */
async function requirementRows(db: Db, which: SQL, visible: number[]): Promise<Row[]> {
  return queryRows<Row>(
    db,
    sql`with ${wantedPairs(which)}
    select w.membership_id as "membershipId", w.competence_id as "competenceId", c.name as "competenceName",
      c.frequency, coalesce(r.required, false) as required,
      r.acquisition_deadline::text as "acquisitionDeadline", r.last_acquisition_date::text as "lastAcquisitionDate",
      r.id as "recordId", ${isoInstant(sql`r.last_modified_date`)} as "lastModifiedDate",
      coalesce((
        select json_agg(json_build_object('id', ro.id, 'name', ro.name) order by ro.name, ro.id)
        from role_assignments ra2
          join role_competences rc2 on rc2.role_id = ra2.role_id
          join roles ro on ro.id = ra2.role_id
        where ra2.membership_id = w.membership_id and rc2.competence_id = w.competence_id
      ), '[]'::json) as roles
    from wanted w
      join competences c on c.id = w.competence_id and c.organization_id in ${listOfIds(visible)}
      left join competence_records r on r.membership_id = w.membership_id and r.competence_id = w.competence_id
    order by c.name, c.id`,
  );
}

export type Cell = {
  membershipId: number;
  competenceId: number;
  status: RequirementStatus;
  nextDueDate: string | null;
};

/**
 * Only what a matrix cell shows, for many members at once: no roles, no record stamps (the roles
 * looked up per requirement were nearly all of a large matrix's time).
 */
export async function cellsOfMembers(db: Db, membershipIds: number[], competenceIds: number[], today: string) {
  if (membershipIds.length === 0 || competenceIds.length === 0) return [];
  const rows = await queryRows<
    Pick<Row, "membershipId" | "competenceId" | "frequency" | "acquisitionDeadline" | "lastAcquisitionDate">
  >(
    db,
    sql`with ${wantedPairs(sql`membership_id in ${listOfIds(membershipIds)} and competence_id in ${listOfIds(competenceIds)}`)}
    select w.membership_id as "membershipId", w.competence_id as "competenceId", c.frequency,
      r.acquisition_deadline::text as "acquisitionDeadline", r.last_acquisition_date::text as "lastAcquisitionDate"
    from wanted w
      join competences c on c.id = w.competence_id
      left join competence_records r on r.membership_id = w.membership_id and r.competence_id = w.competence_id`,
  );
  return rows.map((row): Cell => ({
    membershipId: row.membershipId,
    competenceId: row.competenceId,
    status: requirementStatus(row, today),
    nextDueDate: nextDueDate(row),
  }));
}

/** The status as SQL over `c` (competences) and `r` (competence_records), by the same rule as `requirementStatus`. */
const statusOf = (today: string) => {
  const due = sql`case when r.last_acquisition_date is null then r.acquisition_deadline
    when c.frequency = 'P0D' then null else (r.last_acquisition_date + c.frequency::interval)::date end`;
  return sql`case when ${due} < ${today}::date then 'OVERDUE' when r.last_acquisition_date is null then 'MISSING'
    when ${due} <= ${addPeriod(today, `P${DUE_SOON_DAYS}D`)}::date then 'DUE_SOON' else 'VALID' end`;
};

/**
 * Per organization, the current members with at least one requirement of each status, as the matrix
 * filters them by status: members and competences of `visible`.
 */
export async function requirementStatusCounts(db: Db, visible: number[], today: string) {
  if (visible.length === 0) return [];
  const members = sql`membership_id in (select id from memberships
    where organization_id in ${listOfIds(visible)} and ended_date is null)`;
  return queryRows<{ organizationId: number; overdue: number; dueSoon: number; missing: number }>(
    db,
    sql`with ${wantedPairs(members)}, standing as (
      select w.membership_id, ${statusOf(today)} as status
      from wanted w
        join competences c on c.id = w.competence_id and c.organization_id in ${listOfIds(visible)}
        left join competence_records r on r.membership_id = w.membership_id and r.competence_id = w.competence_id
    )
    select m.organization_id as "organizationId",
      count(distinct s.membership_id) filter (where s.status = 'OVERDUE')::int as overdue,
      count(distinct s.membership_id) filter (where s.status = 'DUE_SOON')::int as "dueSoon",
      count(distinct s.membership_id) filter (where s.status = 'MISSING')::int as missing
    from standing s join memberships m on m.id = s.membership_id
    group by m.organization_id`,
  );
}

const withStatus =
  (today: string) =>
  (row: Row): Standing => ({
    ...row,
    nextDueDate: nextDueDate(row) as DateOnly | null,
    status: requirementStatus(row, today),
  });

export async function requirementsOfMembers(db: Db, membershipIds: number[], visible: number[], today: string) {
  if (membershipIds.length === 0 || visible.length === 0) return [];
  const rows = await requirementRows(db, sql`membership_id in ${listOfIds(membershipIds)}`, visible);
  return rows.map(withStatus(today));
}

export async function requirementsOfCompetence(db: Db, competenceId: number, visible: number[], today: string) {
  if (visible.length === 0) return [];
  const rows = await requirementRows(db, sql`competence_id = ${competenceId}`, visible);
  return rows.map(withStatus(today));
}

/** The evidence files of records, by record id. */
export async function evidenceFiles(db: Db, recordIds: number[]): Promise<Map<number, FileRecord[]>> {
  const byRecord = new Map<number, FileRecord[]>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .select({ recordId: competenceRecordFiles.recordId, file: files })
    .from(competenceRecordFiles)
    .innerJoin(files, eq(files.id, competenceRecordFiles.fileId))
    .where(and(inArray(competenceRecordFiles.recordId, recordIds), eq(files.deleted, false)))
    .orderBy(files.name);
  for (const row of rows) byRecord.set(row.recordId, [...(byRecord.get(row.recordId) ?? []), row.file]);
  return byRecord;
}

export type AcquisitionInput = KeysToCamel<z.output<typeof acquisitionInput>>;

/**
 * Records a member's acquisition of a competence, or the deadline for it. The first record of a pair
 * is made here (sent with no stamp); later ones need the stamp read, so an old tab gets a conflict.
 */
export async function recordAcquisition(
  db: Db,
  actor: { userId: number },
  organizationId: number,
  key: { membershipId: number; competenceId: number },
  { lastModifiedDate, ...dates }: AcquisitionInput,
) {
  return db.transaction(async (tx) => {
    const where = and(
      eq(competenceRecords.membershipId, key.membershipId),
      eq(competenceRecords.competenceId, key.competenceId),
    );
    const [current] = await tx.select().from(competenceRecords).where(where).for("update");
    let id: number;
    if (!current) {
      if (lastModifiedDate !== null) throw new RecordNotFoundError();
      const [row] = await tx
        .insert(competenceRecords)
        .values({ ...key, ...dates })
        .onConflictDoNothing()
        .returning({ id: competenceRecords.id });
      // Another request made it first: this one read nothing, so it is stale.
      if (!row) throw new StaleRecordError();
      id = row.id;
    } else {
      if (lastModifiedDate === null || current.lastModifiedDate.getTime() !== new Date(lastModifiedDate).getTime()) {
        throw new StaleRecordError();
      }
      await tx
        .update(competenceRecords)
        .set({
          ...dates,
          lastModifiedDate: sql`greatest(now(), ${competenceRecords.lastModifiedDate} + interval '1 millisecond')`,
        })
        .where(eq(competenceRecords.id, current.id));
      id = current.id;
    }
    return id;
  });
}

/** The record of a member's competence, made empty if there is none yet, so evidence can hang on it. */
export async function ensureRecord(db: Db, key: { membershipId: number; competenceId: number }) {
  await db.insert(competenceRecords).values(key).onConflictDoNothing();
  const [row] = await db
    .select({ id: competenceRecords.id })
    .from(competenceRecords)
    .where(
      and(eq(competenceRecords.membershipId, key.membershipId), eq(competenceRecords.competenceId, key.competenceId)),
    );
  return row!.id;
}

/** Whether the member and the competence are both ones the caller works with. */
export async function pairExists(
  db: Db,
  key: { membershipId: number; competenceId: number },
  circle: { below: number[]; visible: number[] },
) {
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.id, key.membershipId),
        inArray(memberships.organizationId, circle.below),
        isNull(memberships.endedDate),
      ),
    );
  const [competence] = await db
    .select({ id: competences.id })
    .from(competences)
    .where(and(eq(competences.id, key.competenceId), inArray(competences.organizationId, circle.visible)));
  return Boolean(member && competence);
}

/**
 * The share in percent of the requirements of the present members of `members` (competences of
 * `visible`) that are met on `today` (valid or due soon); null when nobody is required anything.
 */
export async function requirementCompletion(db: Db, members: number[], visible: number[], today: string) {
  if (members.length === 0 || visible.length === 0) return null;
  const [row] = await queryRows<{ wanted: number; met: number }>(
    db,
    sql`with ${wantedPairs(sql`membership_id in (select id from memberships
        where organization_id in ${listOfIds(members)} and ended_date is null)`)}
    select count(*)::int as wanted, count(*) filter (where ${statusOf(today)} in ('VALID', 'DUE_SOON'))::int as met
    from wanted w
      join competences c on c.id = w.competence_id and c.organization_id in ${listOfIds(visible)}
      left join competence_records r on r.membership_id = w.membership_id and r.competence_id = w.competence_id`,
  );
  return row && row.wanted > 0 ? (100 * row.met) / row.wanted : null;
}
