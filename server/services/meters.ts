import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { METER_SORT_FIELDS } from "../api/schemas/meters";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import { queryRows, type Db } from "../db/client";
import { emissionFactors, meterFiles, meterReadings, meters } from "../db/schema";
import type { meterInput, meterUpdate } from "../api/schemas/meters";
import { checkMeterUnits, defaultScope, unifiedUnit, type UtilityType } from "../domain/units";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { RefusedError, UnknownReferenceError } from "./errors";
import { businessDay } from "./business-day";
import { rewriteMeterMonths } from "./meter-months";
import { idList, orderOf } from "./paging";
import { checkResponsibleMember } from "./responsible-member";
import { containsPattern } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";
import { attachedFiles, type AttachmentLink } from "./attachments";

export type MeterInput = KeysToCamel<z.output<typeof meterInput>>;
export type MeterChange = KeysToCamel<Omit<z.output<typeof meterUpdate>, "last_modified_date">>;
/** Where a meter may stand (`below`), and whose people may answer for it (`visible`). */
export type MeterScope = { organizationId: number; below: number[]; visible: number[] };
export type MeterFilter = {
  q?: string;
  utilityType?: UtilityType;
  /** The chosen department and those below it. */
  departmentIds?: number[];
  overdue?: "true" | "false";
  responsibleMemberId?: number;
};
type Sorting = { field: string; direction: "asc" | "desc" }[];
type Actor = { userId: number };

/**
 * The day a meter's next reading is due, from its latest reading's day: that plus the frequency, the day
 * it was put in if none yet; none after a once-only. `meter` names the meters table in the query.
 */
export const nextReadingDue = (meter: SQL, latestReadingDay: SQL) => sql`case
  when ${latestReadingDay} is null then ${businessDay(sql`${meter}.created_date`)}
  when ${meter}.frequency = 'P0D' then null
  else (${latestReadingDay} + ${meter}.frequency::interval)::date end`;
const nextDue = nextReadingDue(sql`m`, sql`lr.performed_at`);

const SORTS = {
  name: sql`lower(m.name)`,
  utility_type: sql`m.utility_type`,
  department: sql`lower(d.name)`,
  latest_reading: sql`lr.performed_at`,
  next_reading_due: nextDue,
} satisfies Record<SortField<typeof METER_SORT_FIELDS>, SQL>;

function conditions(organizationIds: number[], filter: MeterFilter, today: DateOnly): SQL[] {
  const found: SQL[] = [sql`m.organization_id in (${idList(organizationIds)})`];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    found.push(sql`(m.name ilike ${pattern} or m.number ilike ${pattern} or m.location ilike ${pattern})`);
  }
  if (filter.utilityType) found.push(sql`m.utility_type = ${filter.utilityType}`);
  if (filter.departmentIds) {
    found.push(filter.departmentIds.length ? sql`m.department_id in (${idList(filter.departmentIds)})` : sql`false`);
  }
  if (filter.overdue === "true") found.push(sql`${nextDue} <= ${today}`);
  if (filter.responsibleMemberId) found.push(sql`m.responsible_member_id = ${filter.responsibleMemberId}`);
  return found;
}

type SummaryRow = {
  id: number;
  name: string;
  utility_type: UtilityType;
  units: string[];
  number: string | null;
  department_id: number | null;
  department_name: string | null;
  organization_id: number;
  organization_name: string;
  location: string | null;
  responsible_id: number | null;
  responsible_name: string | null;
  frequency: string;
  cumulative: boolean;
  counter_digits: number | null;
  scope: number | null;
  emission_factor_id: number | null;
  biogenic_factor_id: number | null;
  latest_at: DateOnly | null;
  latest_value: number | null;
  latest_unit: string | null;
  next_due: DateOnly | null;
  last_modified_date: string;
  total: number;
};

const selectSummaries = (where: SQL, order: SQL, limit: number, offset: number) => sql`
  select m.id, m.name, m.utility_type, m.units, m.number, m.department_id, d.name as department_name,
    m.organization_id, o.name as organization_name, m.location, rm.id as responsible_id,
    ru.name as responsible_name, m.frequency, m.cumulative, m.counter_digits,
    m.scope, m.emission_factor_id, m.biogenic_factor_id, lr.performed_at::text as latest_at, lr.value as latest_value,
    lr.unit as latest_unit, (${nextDue})::text as next_due,
    m.last_modified_date,
    count(*) over () as total
  from meters m
  join organizations o on o.id = m.organization_id
  left join organizations d on d.id = m.department_id
  left join memberships rm on rm.id = m.responsible_member_id
  left join users ru on ru.id = rm.user_id
  left join lateral (
    select r.performed_at, r.value, r.unit from meter_readings r
    where r.meter_id = m.id order by r.performed_at desc limit 1
  ) lr on true
  where ${where}
  order by ${order}, lower(m.name), m.id
  limit ${limit} offset ${offset}`;

const summaryOf = (row: SummaryRow) => ({
  id: row.id,
  name: row.name,
  utilityType: row.utility_type,
  units: row.units,
  number: row.number,
  department: row.department_id === null ? null : { id: row.department_id, name: row.department_name ?? "" },
  organization: { id: row.organization_id, name: row.organization_name },
  location: row.location,
  responsibleMember: row.responsible_id === null ? null : { id: row.responsible_id, name: row.responsible_name ?? "" },
  frequency: row.frequency,
  cumulative: row.cumulative,
  counterDigits: row.counter_digits,
  scope: row.scope,
  emissionFactorId: row.emission_factor_id,
  biogenicFactorId: row.biogenic_factor_id,
  latestReading:
    row.latest_at === null ? null : { performedAt: row.latest_at, value: row.latest_value!, unit: row.latest_unit! },
  nextReadingDue: row.next_due,
  lastModifiedDate: new Date(row.last_modified_date),
});

/** A page of the meters of the organizations given (a holding sees its companies') and their total. */
export async function listMeters(
  db: Db,
  organizationIds: number[],
  query: MeterFilter & { page: number; size: number; sort: Sorting },
  today: DateOnly,
) {
  const where = sql.join(conditions(organizationIds, query, today), sql` and `);
  const order = orderOf(query.sort, SORTS, sql`m.utility_type`);
  const rows = await queryRows<SummaryRow>(db, selectSummaries(where, order, query.size, query.page * query.size));
  // A page past the end has no row to carry the total.
  const counted =
    rows[0] ?? (query.page > 0 ? (await queryRows<SummaryRow>(db, selectSummaries(where, order, 1, 0)))[0] : undefined);
  const total = Number(counted?.total ?? 0);
  return { total, rows: rows.map(summaryOf) };
}

/** How many meters of each type, and how many are due a reading by today. */
export async function meterGroups(db: Db, organizationIds: number[], today: DateOnly) {
  const rows = await queryRows<{ utility_type: UtilityType; total: number; overdue: number }>(
    db,
    sql`
    select m.utility_type, count(*)::int as total, count(*) filter (where ${nextDue} <= ${today})::int as overdue
    from meters m
    left join lateral (
      select r.performed_at from meter_readings r where r.meter_id = m.id order by r.performed_at desc limit 1
    ) lr on true
    where m.organization_id in (${idList(organizationIds)})
    group by m.utility_type order by m.utility_type`,
  );
  return rows.map((row) => ({
    utilityType: row.utility_type,
    total: Number(row.total),
    overdue: Number(row.overdue),
  }));
}

export const meterFileLink: AttachmentLink = {
  table: meterFiles,
  owner: meterFiles.meterId,
  file: meterFiles.fileId,
  entity: "meter",
};

export async function getMeter(db: Db, organizationIds: number[], id: number) {
  const where = sql`m.id = ${id} and m.organization_id in (${idList(organizationIds)})`;
  const rows = await queryRows<SummaryRow>(db, selectSummaries(where, sql`m.id`, 1, 0));
  if (!rows[0]) return null;
  const summary = summaryOf(rows[0]);
  const { biogenicFactorId } = summary;
  const factorIds = [summary.emissionFactorId, biogenicFactorId].filter((factorId) => factorId !== null);
  const factors = factorIds.length
    ? await db
        .select({ id: emissionFactors.id, name: emissionFactors.name })
        .from(emissionFactors)
        .where(inArray(emissionFactors.id, factorIds))
    : [];
  const factor = factors.find((one) => one.id === summary.emissionFactorId);
  const attached = await attachedFiles(db, meterFileLink, id);
  return {
    ...summary,
    emissionFactors: factor ? [factor] : [],
    biogenicFactor: factors.find((one) => one.id === biogenicFactorId) ?? null,
    totalUnit: unifiedUnit(summary.utilityType, summary.units),
    files: attached,
  };
}

/** A factor for the meter's field: of its utility type, and biogenic for the biogenic field only. */
async function checkFactor(db: Db, utilityType: UtilityType, path: string, factorId: number | null, biogenic: boolean) {
  if (factorId === null) return;
  const [factor] = await db
    .select({ utilityType: emissionFactors.utilityType, biogenic: emissionFactors.biogenic })
    .from(emissionFactors)
    .where(eq(emissionFactors.id, factorId));
  if (!factor) throw new UnknownReferenceError(path, "No such emission factor");
  if (factor.utilityType !== utilityType) {
    const message = "The factor is for another utility type";
    throw new RefusedError([{ path, code: "factor_of_other_type", message }]);
  }
  if (factor.biogenic !== biogenic) {
    // Biogenic CO2 in the scope's place would count it in the scopes; fossil in its place, outside them.
    const message = biogenic ? "Not a biogenic factor" : "A biogenic factor is reported outside the scopes";
    throw new RefusedError([{ path, code: biogenic ? "factor_not_biogenic" : "factor_biogenic", message }]);
  }
}

async function checkMeter(db: Db, scope: MeterScope, utilityType: UtilityType, input: MeterChange) {
  if (input.departmentId !== null && !scope.below.includes(input.departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
  const units = checkMeterUnits(utilityType, input.units);
  if (!units.ok) throw new RefusedError([{ path: "units", code: units.code, message: `Units: ${units.code}` }]);
  await checkFactor(db, utilityType, "emission_factor_id", input.emissionFactorId, false);
  await checkFactor(db, utilityType, "biogenic_factor_id", input.biogenicFactorId, true);
  return { ...input, units: units.units };
}

/**
 * Creates a meter: its id, and whether it is new. The same meter sent twice (a double click, a retry)
 * answers the first; the scope, when not given, is the type's.
 */
export async function createMeter(db: Db, actor: Actor, scope: MeterScope, input: MeterInput) {
  const checked = await checkMeter(db, scope, input.utilityType, input);
  const values = {
    ...checked,
    utilityType: input.utilityType,
    scope: input.scope === undefined ? defaultScope(input.utilityType, checked.units) : input.scope,
  };
  return db.transaction(async (tx) => {
    await checkResponsibleMember(tx, scope.visible, input.responsibleMemberId);
    await queueCreates(tx, "meters", scope.organizationId);
    const { units, ...compared } = values;
    const [twin] = await tx
      .select({ id: meters.id })
      .from(meters)
      .where(
        and(
          eq(meters.organizationId, scope.organizationId),
          sql`${meters.units} = ${sql.param(units, meters.units)}`,
          ...sameValues(meters, compared),
        ),
      )
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(meters)
      .values({ ...values, organizationId: scope.organizationId })
      .returning({ id: meters.id });
    return { id: row!.id, created: true };
  });
}

/** Changes a meter; readings in a unit it no longer lists keep it from dropping that unit. */
export async function updateMeter(
  db: Db,
  actor: Actor,
  scope: MeterScope,
  id: number,
  input: MeterChange,
  lastModifiedDate: string,
) {
  const [current] = await db
    .select({ utilityType: meters.utilityType })
    .from(meters)
    .where(and(eq(meters.id, id), inArray(meters.organizationId, scope.below)));
  if (!current) return;
  const checked = await checkMeter(db, scope, current.utilityType, input);
  await db.transaction(async (tx) => {
    await checkResponsibleMember(tx, scope.visible, input.responsibleMemberId);
    const where = and(eq(meters.id, id), inArray(meters.organizationId, scope.below))!;
    await updateVersioned(tx, meters, where, lastModifiedDate, checked);
    const [orphan] = await tx
      .select({ unit: meterReadings.unit })
      .from(meterReadings)
      .where(and(eq(meterReadings.meterId, id), sql`not (${meterReadings.unit} = any(${meters.units}))`))
      .innerJoin(meters, eq(meters.id, meterReadings.meterId))
      .limit(1);
    if (orphan) {
      const message = `Readings are in ${orphan.unit}`;
      throw new RefusedError([{ path: "units", code: "unit_in_use", message }]);
    }
    await rewriteMeterMonths(tx, id);
  });
}
