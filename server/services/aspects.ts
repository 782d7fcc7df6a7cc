import { AQUATIC_STATEMENTS, aquaticStatementsOf } from "../domain/aquatic-hazards";
import { and, asc, desc, eq, getTableColumns, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { significanceSettingInput } from "../api/contracts/aspect-significance";
import type { ASPECT_SORT_FIELDS, aspectInput } from "../api/contracts/aspects";
import type { SortField } from "../api/schemas/common";
import { queryRows, type Db } from "../db/client";
import { aspects, aspectSignificanceSettings, organizations } from "../db/schema";
import {
  CRITERION_STEPS,
  DEFAULT_SIGNIFICANCE,
  nextReviewDate,
  settingRefusals,
  significance,
  type AspectCondition,
  type LifeCycleStage,
  type SignificanceSetting,
} from "../domain/aspects";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { actionsOf } from "./actions";
import { RefusedError, UnknownReferenceError } from "./errors";
import { aspectObligationLinks, aspectObligationsOf, checkObligations } from "./linked-obligations";
import { idList, pageWithTotal, sortsOf, totalOfMatches, type Sorting } from "./paging";
import { containsPattern, textColumns } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";

export type AspectInput = KeysToCamel<z.output<typeof aspectInput>>;
export type SignificanceInput = KeysToCamel<z.output<typeof significanceSettingInput>>;
/** Where an aspect may stand (the organization and those below it), and whose obligations it may name. */
export type AspectScope = { organizationId: number; below: number[]; visible: number[] };
export type AspectFilter = {
  q?: string;
  departmentIds?: number[];
  condition?: AspectCondition;
  lifeCycleStage?: LifeCycleStage;
  significant: boolean;
  reviewDue: boolean;
};

const department = alias(organizations, "department");
const [severity, probability, legal, concern] = [
  aspects.severity,
  aspects.probability,
  aspects.legalRequirement,
  aspects.stakeholderConcern,
];
// A subquery names its outer table explicitly (drizzle renders a lone column without it).
const obligationCount = sql<number>`(select count(*)::int from aspect_obligations ao where ao.aspect_id = ${aspects}.id)`;

/** The scores combined by the rule, as SQL: the sort and the significant filter follow the holding's rule. */
function scoreOf(setting: SignificanceSetting): SQL {
  if (setting.rule === "SUM") return sql`(${severity} + ${probability} + ${legal} + ${concern})`;
  if (setting.rule === "PRODUCT") return sql`(${severity} * ${probability} * ${legal} * ${concern})`;
  return sql`greatest(${severity}, ${probability}, ${legal}, ${concern})`;
}

function significantCondition(setting: SignificanceSetting): SQL {
  const score = scoreOf(setting);
  const byScore =
    setting.rule === "ANY_TOP" ? sql`${score} = ${CRITERION_STEPS}` : sql`${score} >= ${setting.threshold}`;
  return setting.obligationMakesSignificant ? sql`(${byScore} or ${obligationCount} > 0)` : byScore;
}

const sortable = (setting: SignificanceSetting) =>
  ({
    activity: sql`lower(${aspects.activity})`,
    aspect: sql`lower(${aspects.aspect})`,
    condition: sql`${aspects.condition}`,
    life_cycle_stage: sql`${aspects.lifeCycleStage}`,
    score: scoreOf(setting),
    department: sql`lower(${department.name})`,
    next_review_date: sql`${aspects.nextReviewDate}`,
  }) satisfies Record<SortField<typeof ASPECT_SORT_FIELDS>, SQL>;

function conditions(organizationIds: number[], filter: AspectFilter, setting: SignificanceSetting, today: DateOnly) {
  const found: SQL[] = [inArray(aspects.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    found.push(or(...textColumns(aspects).map((column) => ilike(column, pattern)))!);
  }
  if (filter.departmentIds) found.push(inArray(aspects.departmentId, filter.departmentIds));
  if (filter.condition) found.push(eq(aspects.condition, filter.condition));
  if (filter.lifeCycleStage) found.push(eq(aspects.lifeCycleStage, filter.lifeCycleStage));
  if (filter.significant) found.push(significantCondition(setting));
  if (filter.reviewDue) found.push(lte(aspects.nextReviewDate, today));
  return found;
}

const summaryColumns = {
  ...getTableColumns(aspects),
  departmentName: department.name,
  obligationCount,
};
type Row = typeof aspects.$inferSelect & { departmentName: string | null; obligationCount: number };

const summaryOf =
  (setting: SignificanceSetting) =>
  ({ departmentName, ...row }: Row) => {
    const judged = significance(
      {
        severity: row.severity,
        probability: row.probability,
        legalRequirement: row.legalRequirement,
        stakeholderConcern: row.stakeholderConcern,
      },
      row.obligationCount,
      setting,
    );
    return {
      ...row,
      department: row.departmentId === null ? null : { id: row.departmentId, name: departmentName ?? "" },
      score: judged.score,
      significant: judged.significant,
      significanceReason: judged.reason,
    };
  };

/** A page of the aspects of the organizations given (the active one and those below it) and their total. */
export async function listAspects(
  db: Db,
  organizationIds: number[],
  query: AspectFilter & { page: number; size: number; sort: Sorting },
  setting: SignificanceSetting,
  today: DateOnly,
) {
  const order = sortsOf(query.sort, sortable(setting)).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const matches = db
    .select({ ...summaryColumns, total: totalOfMatches() })
    .from(aspects)
    .leftJoin(department, eq(department.id, aspects.departmentId))
    .where(and(...conditions(organizationIds, query, setting, today)))
    .orderBy(...order, desc(scoreOf(setting)), asc(sql`lower(${aspects.activity})`), asc(aspects.id));
  const page = await pageWithTotal(matches.$dynamic(), query.page, query.size);
  return { total: page.total, rows: page.rows.map(summaryOf(setting)) };
}

/** The aspect with the binding obligations it answers to. */
export async function getAspect(
  db: Db,
  organizationIds: number[],
  id: number,
  setting: SignificanceSetting,
  today: DateOnly,
) {
  const [row] = await db
    .select(summaryColumns)
    .from(aspects)
    .leftJoin(department, eq(department.id, aspects.departmentId))
    .where(and(eq(aspects.id, id), inArray(aspects.organizationId, organizationIds)));
  if (!row) return null;
  const obligations = await aspectObligationsOf(db, id);
  return { ...summaryOf(setting)(row), obligations, actions: await actionsOf(db, { aspectId: id }, today) };
}

async function checkReferences(db: Db, scope: AspectScope, input: AspectInput) {
  if (input.departmentId !== null && !scope.below.includes(input.departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
  return checkObligations(db, scope.visible, input.obligationIds);
}

/** The columns an input sets: the next review from the last and the recurrence where both are given. */
function columnsOf({ obligationIds: _linked, ...input }: AspectInput) {
  return {
    ...input,
    nextReviewDate: nextReviewDate(input.lastReviewDate, input.reviewMonths, input.nextReviewDate) as DateOnly | null,
  };
}

/**
 * Assesses an aspect: its id, and whether it is new. The same aspect sent twice (a double click, a
 * retried request), or a suggestion taken already, answers the existing aspect.
 */
export async function createAspect(db: Db, scope: AspectScope, input: AspectInput) {
  const obligationIds = await checkReferences(db, scope, input);
  const columns = columnsOf(input);
  return db.transaction(async (tx) => {
    await queueCreates(tx, "aspects", scope.organizationId);
    const same =
      columns.sourceKey === null ? and(...sameValues(aspects, columns)) : eq(aspects.sourceKey, columns.sourceKey);
    const [twin] = await tx
      .select({ id: aspects.id })
      .from(aspects)
      .where(and(eq(aspects.organizationId, scope.organizationId), same))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(aspects)
      .values({ ...columns, organizationId: scope.organizationId })
      .returning({ id: aspects.id });
    await aspectObligationLinks.replace(tx, row!.id, obligationIds);
    return { id: row!.id, created: true };
  });
}

/** Changes an aspect and the obligations it names. */
export async function updateAspect(
  db: Db,
  scope: AspectScope,
  id: number,
  input: AspectInput,
  lastModifiedDate: string,
) {
  const obligationIds = await checkReferences(db, scope, input);
  await db.transaction(async (tx) => {
    const where = and(eq(aspects.id, id), inArray(aspects.organizationId, scope.below))!;
    await updateVersioned(tx, aspects, where, lastModifiedDate, columnsOf(input));
    await aspectObligationLinks.replace(tx, id, obligationIds);
  });
}

/**
 * Marks the chosen aspects reviewed on one day, all or none: each one's next review follows from its
 * recurrence where it has one, and is kept where it has none.
 */
export async function markReviewed(db: Db, scope: AspectScope, aspectIds: number[], reviewedOn: DateOnly) {
  const ids = [...new Set(aspectIds)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: aspects.id })
      .from(aspects)
      .where(and(inArray(aspects.id, ids), inArray(aspects.organizationId, scope.below)))
      .for("update");
    if (found.length !== ids.length) {
      throw new UnknownReferenceError("aspect_ids", "Not every aspect is this organization's");
    }
    const months = sql`make_interval(months => ${aspects.reviewMonths})`;
    const reviewed = await tx
      .update(aspects)
      .set({
        lastReviewDate: reviewedOn,
        nextReviewDate: sql`case when ${aspects.reviewMonths} is null then ${aspects.nextReviewDate}
          else (${reviewedOn}::date + ${months})::date end`,
        lastModifiedDate: sql`greatest(now(), ${aspects.lastModifiedDate} + interval '1 millisecond')`,
      })
      .where(inArray(aspects.id, ids))
      .returning({ id: aspects.id });
    return { reviewed: reviewed.length };
  });
}

/** The holding's rule, or the product's default while it has chosen none. */
export async function significanceSetting(db: Db, holdingId: number) {
  const [row] = await db
    .select({
      rule: aspectSignificanceSettings.rule,
      threshold: aspectSignificanceSettings.threshold,
      obligationMakesSignificant: aspectSignificanceSettings.obligationMakesSignificant,
      lastModifiedDate: aspectSignificanceSettings.lastModifiedDate,
      holdingName: organizations.name,
    })
    .from(organizations)
    .leftJoin(aspectSignificanceSettings, eq(aspectSignificanceSettings.holdingId, organizations.id))
    .where(eq(organizations.id, holdingId));
  const holding = { id: holdingId, name: row?.holdingName ?? "" };
  if (!row || row.rule === null || row.obligationMakesSignificant === null) {
    return { ...DEFAULT_SIGNIFICANCE, chosen: false, holding, lastModifiedDate: null };
  }
  const setting: SignificanceSetting = {
    rule: row.rule,
    threshold: row.threshold,
    obligationMakesSignificant: row.obligationMakesSignificant,
  };
  return { ...setting, chosen: true, holding, lastModifiedDate: row.lastModifiedDate };
}

/** Keeps the holding's rule; one that cannot be used is refused, with a code per field. */
export async function setSignificance(db: Db, holdingId: number, input: SignificanceInput) {
  const setting: SignificanceSetting = {
    rule: input.rule,
    threshold: input.rule === "ANY_TOP" ? null : input.threshold,
    obligationMakesSignificant: input.obligationMakesSignificant,
  };
  const refusals = settingRefusals(setting);
  if (refusals.length) {
    throw new RefusedError(refusals.map((refusal) => ({ ...refusal, message: `Refused: ${refusal.code}` })));
  }
  await db
    .insert(aspectSignificanceSettings)
    .values({ holdingId, ...setting })
    .onConflictDoUpdate({
      target: aspectSignificanceSettings.holdingId,
      set: { ...setting, lastModifiedDate: sql`now()` },
    });
}

const monthsBefore = (firstOfMonth: string, months: number) => {
  const [year, month] = firstOfMonth.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
};

/** The twelve whole months before this one: the first day, the last month's first day, the last day. */
export function suggestionWindow(today: string) {
  const thisMonth = `${today.slice(0, 7)}-01`;
  const to = new Date(Date.parse(`${thisMonth}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: monthsBefore(thisMonth, 12), lastMonth: monthsBefore(thisMonth, 1), to };
}

/** Meters of energy, whatever their emissions; any other meter only where it has CO2. */
const ENERGY_TYPES = ["ELECTRICITY", "HEAT", "GAS", "FLEET", "TANK_BEARING"];

export type AspectSuggestion = {
  key: string;
  kind: "ENERGY" | "EMISSIONS" | "WASTE" | "CHEMICAL";
  name: string;
  department: { id: number; name: string } | null;
  quantity: number | null;
  unit: string | null;
  co2Kg: number | null;
  hazardous: boolean;
  statements: string[];
};

const placed = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });
const monthIndex = (date: SQL) => sql`(extract(year from ${date}) * 12 + extract(month from ${date}))`;
const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const figure = (value: number | string | null) => (value === null ? null : Number(value));

/** Energy and CO2 per meter over the window; a run of months counts with the share of its months inside it. */
async function meterSuggestions(db: Db, ids: SQL, from: string, lastMonth: string): Promise<AspectSuggestion[]> {
  const [start, last] = [sql`${from}::date`, sql`${lastMonth}::date`];
  const share = sql`(${monthIndex(sql`least(mm.through, ${last})`)} - ${monthIndex(sql`greatest(mm.month, ${start})`)} + 1)::float8
    / (${monthIndex(sql`mm.through`)} - ${monthIndex(sql`mm.month`)} + 1)`;
  const rows = await queryRows<{
    id: number;
    name: string;
    scope: number | null;
    department_id: number | null;
    department_name: string | null;
    unit: string;
    consumption: number;
    co2_kg: number | null;
  }>(
    db,
    sql`select m.id, m.name, m.scope, m.department_id, d.name as department_name, max(mm.unit) as unit,
        sum(mm.consumption * ${share}) as consumption, sum(mm.emissions_kg * ${share}) as co2_kg
      from meters m join meter_months mm on mm.meter_id = m.id and mm.through >= ${start} and mm.month <= ${last}
      left join organizations d on d.id = m.department_id
      where m.organization_id in (${ids})
        and (m.utility_type in (${textList(ENERGY_TYPES)}) or m.emission_factor_id is not null)
      group by m.id, m.name, m.scope, m.department_id, d.name
      having sum(mm.consumption) > 0
      order by sum(mm.emissions_kg * ${share}) desc nulls last, lower(m.name)`,
  );
  const perMeter = rows.map((row): AspectSuggestion => ({
    key: `meter:${row.id}`,
    kind: "ENERGY",
    name: row.name,
    department: placed(row.department_id, row.department_name),
    quantity: figure(row.consumption),
    unit: row.unit,
    co2Kg: figure(row.co2_kg),
    hazardous: false,
    statements: [],
  }));
  // Direct emissions to air: the CO2 of the meters in scope 1 (fuels burnt on site and in the fleet).
  const direct = rows.filter((row) => row.scope === 1 && row.co2_kg !== null);
  const directKg = direct.reduce((sum, row) => sum + Number(row.co2_kg), 0);
  const emissions: AspectSuggestion[] =
    directKg > 0
      ? [
          {
            key: "emissions:scope-1",
            kind: "EMISSIONS",
            name: direct.map((row) => row.name).join(", "),
            department: null,
            quantity: null,
            unit: null,
            co2Kg: directKg,
            hazardous: false,
            statements: [],
          },
        ]
      : [];
  return [...emissions, ...perMeter];
}

/** Waste fractions over the window, hazardous first, then by tonnes. */
async function wasteSuggestions(db: Db, ids: SQL, from: string, to: string): Promise<AspectSuggestion[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    code: string | null;
    department_id: number | null;
    department_name: string | null;
    hazardous: boolean;
    tonnes: number;
  }>(
    db,
    sql`select a.id, a.fraction_name as name, t.code, a.department_id, d.name as department_name,
        bool_or(r.hazardous) as hazardous, sum(r.tonnes) as tonnes
      from waste_registrations r join waste_arrangements a on a.id = r.arrangement_id
      left join waste_types t on t.id = a.waste_type_id
      left join organizations d on d.id = a.department_id
      where r.organization_id in (${ids}) and r.performed_at >= ${from}::date and r.performed_at <= ${to}::date
      group by a.id, a.fraction_name, t.code, a.department_id, d.name
      having sum(r.tonnes) > 0
      order by bool_or(r.hazardous) desc, sum(r.tonnes) desc, lower(a.fraction_name)`,
  );
  return rows.map((row) => ({
    key: `waste:${row.id}`,
    kind: "WASTE",
    name: row.code ? `${row.name} (${row.code})` : row.name,
    department: placed(row.department_id, row.department_name),
    quantity: figure(row.tonnes),
    unit: "t",
    co2Kg: null,
    hazardous: row.hazardous,
    statements: [],
  }));
}

/** Chemicals kept that are hazardous to the aquatic environment, with their amounts. */
async function chemicalSuggestions(db: Db, ids: SQL): Promise<AspectSuggestion[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    hazard_codes: string[];
    department_id: number | null;
    department_name: string | null;
    amount: number | null;
    unit: string | null;
  }>(
    db,
    sql`select ca.id, c.name, c.hazard_codes, ca.department_id, d.name as department_name, ca.amount, ca.unit
      from chemical_associations ca join chemicals c on c.id = ca.chemical_id
      left join organizations d on d.id = ca.department_id
      where ca.organization_id in (${ids})
        and c.hazard_codes && array[${textList([...AQUATIC_STATEMENTS])}]::text[]
      order by lower(c.name), ca.id`,
  );
  return rows.map((row) => ({
    key: `chemical:${row.id}`,
    kind: "CHEMICAL",
    name: row.name,
    department: placed(row.department_id, row.department_name),
    quantity: figure(row.amount),
    unit: row.unit,
    co2Kg: null,
    hazardous: true,
    statements: aquaticStatementsOf(row.hazard_codes),
  }));
}

/**
 * What the organizations' own figures of the twelve whole months before this one suggest as aspects,
 * each with its figure (decision 034), and the aspect already taken from each.
 */
export async function aspectSuggestions(db: Db, organizationIds: number[], today: DateOnly) {
  const { from, lastMonth, to } = suggestionWindow(today);
  const ids = idList(organizationIds);
  const found = [
    ...(await meterSuggestions(db, ids, from, lastMonth)),
    ...(await wasteSuggestions(db, ids, from, to)),
    ...(await chemicalSuggestions(db, ids)),
  ];
  const taken = found.length
    ? await db
        .select({ id: aspects.id, sourceKey: aspects.sourceKey })
        .from(aspects)
        .where(
          and(
            inArray(aspects.organizationId, organizationIds),
            inArray(
              aspects.sourceKey,
              found.map((suggestion) => suggestion.key),
            ),
          ),
        )
    : [];
  const takenBy = new Map(taken.map((row) => [row.sourceKey, row.id]));
  return {
    from,
    to,
    suggestions: found.map((suggestion) => ({ ...suggestion, aspectId: takenBy.get(suggestion.key) ?? null })),
  };
}
