import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import type { ObjectiveMeasure } from "../domain/objectives";
import { convert, GROUP_UNITS } from "../domain/units";
import type { DateOnly } from "../domain/wire-casing";
import { standingsByOrganization } from "./compliance-standings";
import { requirementCompletion } from "./competence-requirements";
import { idList } from "./paging";

/**
 * A span a figure is made over: the months from `from` up to `until` (both firsts of a month), and the
 * day a figure of the state of things is read on.
 */
export type Span = { from: DateOnly; until: DateOnly; day: DateOnly };
/** Whose records count: the objective's organization and those below it; competences of those it sees. */
export type MeasuredCircle = { below: number[]; visible: number[] };

type Figure = { i: number; v: number | null };

/** The energy units a meter may be read in (fuels by their energy), each as kWh. */
const KWH = GROUP_UNITS.HEAT.map((unit) => sql`(${unit}, ${convert(1, unit, "kWh", "HEAT")}::float8)`);

// Recovery other than energy recovery (R1) and the preparatory operations (R12, R13) of the Waste
// Framework Directive's Annex II: the treatments that make waste into materials again.
const RECYCLING_CODES = ["R2", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11"];

const spansTable = (spans: Span[]) =>
  sql`s(i, f, u, d) as (values ${sql.join(
    spans.map((span, i) => sql`(${i}::int, ${span.from}::date, ${span.until}::date, ${span.day}::date)`),
    sql`, `,
  )})`;

const monthIndex = (day: SQL) => sql`(extract(year from ${day}) * 12 + extract(month from ${day}))`;

/** The meters' monthly rows of each span, a run of months shared out over its months. */
function meterSums(ids: SQL, spans: Span[], value: SQL, meters: SQL, join = sql``) {
  const [month, through, from, until] = [sql`mm.month`, sql`mm.through`, sql`s.f`, sql`s.u`].map(monthIndex);
  return sql`with ${spansTable(spans)}
    select s.i, sum(${value} * ((least(${through}, ${until} - 1) - greatest(${month}, ${from}) + 1)::float8
      / (${through} - ${month} + 1))) as v
    from s join meters m on m.organization_id in (${ids}) and ${meters}
      join meter_months mm on mm.meter_id = m.id and mm.month < s.u and mm.through >= s.f ${join}
    group by s.i`;
}

function wasteSums(ids: SQL, spans: Span[], value: SQL) {
  return sql`with ${spansTable(spans)}
    select s.i, ${value} as v
    from s join waste_registrations r on r.organization_id in (${ids}) and r.performed_at >= s.f and r.performed_at < s.u
    group by s.i`;
}

const recycled = sql`sum(r.tonnes) filter (where r.treatment_code in (${sql.join(
  RECYCLING_CODES.map((code) => sql`${code}`),
  sql`, `,
)}))`;

/** The query of a measure computed by SQL over spans, or null for one read otherwise. */
function figureQuery(measure: ObjectiveMeasure, ids: SQL, spans: Span[]): SQL | null {
  const tonnes = sql`mm.emissions_kg / 1000`;
  switch (measure) {
    case "CO2_SCOPES_1_2":
      return meterSums(ids, spans, tonnes, sql`m.scope in (1, 2)`);
    case "CO2_SCOPE_1":
      return meterSums(ids, spans, tonnes, sql`m.scope = 1`);
    case "CO2_SCOPE_2":
      return meterSums(ids, spans, tonnes, sql`m.scope = 2`);
    case "ENERGY":
      return meterSums(
        ids,
        spans,
        sql`mm.consumption * e.kwh / 1000`,
        sql`true`,
        sql`join (values ${sql.join(KWH, sql`, `)}) e(unit, kwh) on e.unit = mm.unit`,
      );
    case "WASTE_TONNES":
      return wasteSums(ids, spans, sql`sum(r.tonnes)`);
    case "HAZARDOUS_WASTE_SHARE":
      return wasteSums(ids, spans, sql`100 * sum(r.tonnes) filter (where r.hazardous) / nullif(sum(r.tonnes), 0)`);
    case "RECYCLING_SHARE":
      return wasteSums(ids, spans, sql`100 * coalesce(${recycled}, 0) / nullif(sum(r.tonnes), 0)`);
    case "ACCIDENTS":
      return sql`with ${spansTable(spans)}
        select s.i, (select count(*) from events e where e.organization_id in (${ids}) and e.accident
          and e.occurred_at >= s.f and e.occurred_at < s.u)::float8 as v from s`;
    case "LOST_TIME_INJURY_FREQUENCY":
      // Lost-time injuries per million hours worked: an accident with a day of absence or more.
      return sql`with ${spansTable(spans)}
        select s.i, 1e6 * (select count(*) from events e where e.organization_id in (${ids}) and e.accident
            and e.days_of_absence >= 1 and e.occurred_at >= s.f and e.occurred_at < s.u)
          / nullif((select sum(h.hours) from hours_worked h where h.organization_id in (${ids})
            and h.month >= s.f and h.month < s.u), 0)::float8 as v from s`;
    case "OVERDUE_ACTIONS":
      // The actions overdue on the day, as the day saw them: due before it, planned by it, not done by it.
      return sql`with ${spansTable(spans)}
        select s.i, (select count(*) from actions a where a.organization_id in (${ids}) and a.due_date < s.d
          and a.created_date < s.d + 1 and (a.done_date is null or a.done_date >= s.d))::float8 as v from s`;
    default:
      return null;
  }
}

/**
 * A measure's figure over each span, for the circle given; null where the records give none. The
 * competence completion and the obligations evaluated on time are what they are today, and have no
 * figure for a span that ended before.
 */
export async function measureFigures(
  db: Db,
  measure: ObjectiveMeasure,
  circle: MeasuredCircle,
  spans: Span[],
  today: DateOnly,
): Promise<(number | null)[]> {
  if (spans.length === 0 || circle.below.length === 0) return spans.map(() => null);
  const query = figureQuery(measure, idList(circle.below), spans);
  if (query) {
    const rows = await queryRows<Figure>(db, query);
    const byIndex = new Map(rows.map((row) => [Number(row.i), row.v === null ? null : Number(row.v)]));
    return spans.map((_, i) => byIndex.get(i) ?? null);
  }
  const current = await currentFigure(db, measure, circle, today);
  return spans.map((span) => (span.day >= today ? current : null));
}

async function currentFigure(db: Db, measure: ObjectiveMeasure, circle: MeasuredCircle, today: DateOnly) {
  if (measure === "COMPETENCE_COMPLETION") return requirementCompletion(db, circle.below, circle.visible, today);
  if (measure === "EVALUATIONS_ON_TIME") {
    const rows = await standingsByOrganization(db, circle.below, today);
    const [onTime, all] = rows.reduce(([a, b], row) => [a + row.onTime, b + row.obligations], [0, 0]);
    return all > 0 ? (100 * onTime) / all : null;
  }
  return null;
}
