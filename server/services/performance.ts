import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { OVERVIEW_MEASURES } from "../api/contracts/performance";
import type { Db } from "../db/client";
import { hoursWorked, organizations } from "../db/schema";
import type { DateOnly } from "../domain/wire-casing";
import { measureFigures } from "./objective-measures";
import { objectiveSummaries, spanNow, type CircleOf } from "./objective-performance";

type OverviewMeasure = (typeof OVERVIEW_MEASURES)[number];

/** Every computed measure's figure now over one circle. */
async function figuresOfCircle(
  db: Db,
  measures: readonly OverviewMeasure[],
  circle: Awaited<ReturnType<CircleOf>>,
  today: DateOnly,
) {
  const span = spanNow(today);
  const values = await Promise.all(measures.map((measure) => measureFigures(db, measure, circle, [span], today)));
  return measures.map((measure, index) => ({ measure, value: values[index]![0] ?? null }));
}

/**
 * The performance overview of an organization: the last twelve whole months' figures over it and all
 * below it, the same per organization directly below it (each with those below it), and the
 * objectives of them all with their figures now.
 */
export async function performanceOverview(
  db: Db,
  organizationId: number,
  below: number[],
  measures: readonly OverviewMeasure[],
  circleOf: CircleOf,
  today: DateOnly,
) {
  const children = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    // Companies: a department's records are its company's, named by department, not its own.
    .where(and(eq(organizations.parentId, organizationId), sql`${organizations.type} <> 'DEPARTMENT'`))
    .orderBy(asc(sql`lower(${organizations.name})`));
  const rows = [];
  for (const child of children) {
    rows.push({ organization: child, figures: await figuresOfCircle(db, measures, await circleOf(child.id), today) });
  }
  const span = spanNow(today);
  return {
    from: span.from,
    until: span.until,
    organizations: rows,
    whole: await figuresOfCircle(db, measures, await circleOf(organizationId), today),
    objectives: (await objectiveSummaries(db, below, today, circleOf)).map(
      ({ organizationId, organizationName, ...objective }) => ({
        ...objective,
        organization: { id: organizationId, name: organizationName },
      }),
    ),
  };
}

/** The hours worked in each month of a year, January first; null for a month without hours. */
export async function hoursOfYear(db: Db, organizationId: number, year: number) {
  const rows = await db
    .select({ month: hoursWorked.month, hours: hoursWorked.hours })
    .from(hoursWorked)
    .where(
      and(
        eq(hoursWorked.organizationId, organizationId),
        gte(hoursWorked.month, `${year}-01-01`),
        lt(hoursWorked.month, `${year + 1}-01-01`),
      ),
    );
  const months: (number | null)[] = Array.from({ length: 12 }, () => null);
  for (const row of rows) months[Number(row.month.slice(5, 7)) - 1] = row.hours;
  return { year, months };
}

/** Keeps a year's hours, all months in one transaction: a month without hours forgets the ones kept. */
export async function setHoursOfYear(db: Db, organizationId: number, year: number, months: (number | null)[]) {
  const monthOf = (index: number) => `${year}-${String(index + 1).padStart(2, "0")}-01` as DateOnly;
  await db.transaction(async (tx) => {
    const cleared = months.flatMap((hours, index) => (hours === null ? [monthOf(index)] : []));
    if (cleared.length) {
      await tx
        .delete(hoursWorked)
        .where(and(eq(hoursWorked.organizationId, organizationId), inArray(hoursWorked.month, cleared)));
    }
    const kept = months.flatMap((hours, index) =>
      hours === null ? [] : [{ organizationId, month: monthOf(index), hours }],
    );
    if (kept.length) {
      await tx
        .insert(hoursWorked)
        .values(kept)
        .onConflictDoUpdate({
          target: [hoursWorked.organizationId, hoursWorked.month],
          set: { hours: sql`excluded.hours`, lastModifiedDate: new Date() },
        });
    }
  });
}
