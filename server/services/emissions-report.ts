import { inArray, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { emissionFactorValues } from "../db/schema";
import { valuesForYear } from "../domain/emission-factor-values";
import { idList } from "./paging";

type Row = {
  organization_id: number;
  organization_name: string;
  scope: number | null;
  year: number;
  month: number;
  kg: number;
  biogenic_kg: number;
  covered: boolean;
  comparable: boolean;
};
type Ids = ReturnType<typeof idList>;

/** The meters a report counts: those with a scope, and those with biogenic CO2 (outside the scopes). */
const COUNTED = sql`(m.scope is not null or m.biogenic_factor_id is not null)`;

/**
 * The months of two years from the meters' monthly rows, by organization and scope, with two things a
 * comparison needs: whether some meter with a scope has readings through the whole month (`covered`),
 * and whether every meter with a scope that has figures in that month of either year has them through
 * the month in both (`comparable`): only then are the two months like with like. The rows of one month,
 * nearly all of them, are read as they are by their month; the few runs of months, by their own index,
 * are shared out over their months by days. Sharing out every row took twice as long.
 */
function monthQuery(ids: Ids, year: number) {
  const [from, until] = [sql`make_date(${year - 1}, 1, 1)`, sql`make_date(${year + 1}, 1, 1)`];
  return sql`with spread as materialized (
      select m.organization_id, m.scope, mm.meter_id, mm.month, mm.emissions_kg as kg, mm.biogenic_kg,
        mm.days = (mm.month + interval '1 month')::date - mm.month as whole
      from meters m join meter_months mm on mm.meter_id = m.id
        and mm.month >= ${from} and mm.month < ${until} and mm.through = mm.month
      where m.organization_id in (${ids}) and ${COUNTED}
      union all
      select m.organization_id, m.scope, mm.meter_id, g.month, mm.emissions_kg * g.share, mm.biogenic_kg * g.share, true
      from meters m join meter_months mm on mm.meter_id = m.id
        and mm.month < mm.through and mm.through >= ${from} and mm.month < ${until}
      cross join lateral (
        select d::date as month,
          ((d + interval '1 month')::date - d::date)::float8 / ((mm.through + interval '1 month')::date - mm.month) as share
        from generate_series(greatest(mm.month, ${from}), least(mm.through, make_date(${year}, 12, 1)), interval '1 month') d
      ) g
      where m.organization_id in (${ids}) and ${COUNTED}
    ),
    figures as (
      select organization_id, scope, month, coalesce(sum(kg), 0) as kg, coalesce(sum(biogenic_kg), 0) as biogenic_kg,
        coalesce(bool_or(whole) filter (where scope is not null), false) as covered
      from spread group by organization_id, scope, month
    ),
    by_meter as (
      select meter_id, extract(month from month)::int as month,
        bool_or(whole and month >= make_date(${year}, 1, 1)) as whole_now,
        bool_or(whole and month < make_date(${year}, 1, 1)) as whole_before
      from spread where scope is not null group by meter_id, extract(month from month)
    ),
    comparable as (select month, bool_and(whole_now and whole_before) as comparable from by_meter group by month)
    select f.organization_id, o.name as organization_name, f.scope,
      extract(year from f.month)::int as year, extract(month from f.month)::int as month,
      f.kg, f.biogenic_kg, f.covered, coalesce(c.comparable, false) as comparable
    from figures f join organizations o on o.id = f.organization_id
    left join comparable c on c.month = extract(month from f.month)::int`;
}

/**
 * The factors of the meters counted that have figures in the year, each with the values the year
 * takes: its own, or the latest before it, as the monthly figures take them.
 */
async function factorsOfYear(db: Db, ids: Ids, year: number) {
  // A meter has figures in the year when a single month or a run of months reaches into it, each
  // looked up by its own index.
  const [first, next] = [sql`make_date(${year}, 1, 1)`, sql`make_date(${year + 1}, 1, 1)`];
  const factors = await queryRows<{ id: number; name: string; biogenic: boolean }>(
    db,
    sql`select f.id, f.name, f.biogenic from emission_factors f
      where f.id in (select unnest(array[m.emission_factor_id, m.biogenic_factor_id]) from meters m
        where m.organization_id in (${ids}) and ${COUNTED}
          and (m.emission_factor_id is not null or m.biogenic_factor_id is not null)
          and (exists (select 1 from meter_months mm where mm.meter_id = m.id and mm.month >= ${first} and mm.month < ${next})
            or exists (select 1 from meter_months mm where mm.meter_id = m.id
              and mm.month < mm.through and mm.through >= ${first} and mm.month < ${next})))
      order by f.biogenic, lower(f.name)`,
  );
  if (factors.length === 0) return [];
  const values = await db
    .select({
      factorId: emissionFactorValues.emissionFactorId,
      sourceYear: emissionFactorValues.sourceYear,
      startDate: emissionFactorValues.startDate,
      endDate: emissionFactorValues.endDate,
    })
    .from(emissionFactorValues)
    .where(
      inArray(
        emissionFactorValues.emissionFactorId,
        factors.map((factor) => factor.id),
      ),
    )
    .orderBy(sql`${emissionFactorValues.startDate} asc nulls first`);
  return factors.map((factor) => {
    const used = valuesForYear(
      values.filter((value) => value.factorId === factor.id),
      year,
    ).map(({ factorId: _factor, ...value }) => value);
    return {
      emissionFactor: { id: factor.id, name: factor.name },
      biogenic: factor.biogenic,
      ownValue: used.some((value) => !value.earlier),
      values: used,
    };
  });
}

/**
 * CO2 of the organizations given (the active one and those below it) per month of a year and the year
 * before, by scope, and biogenic CO2 apart, from the meters' monthly figures; meters without a scope
 * count in neither scope.
 */
export async function emissionsReport(db: Db, organizationIds: number[], year: number) {
  const ids = idList(organizationIds);
  const rows = await queryRows<Row>(db, monthQuery(ids, year));
  const [flags] = await queryRows<{ incomplete: boolean }>(
    db,
    sql`select exists (
        select 1 from meters m join meter_months mm on mm.meter_id = m.id
        where m.organization_id in (${ids}) and m.scope is not null and mm.consumption <> 0
          and mm.through >= make_date(${year - 1}, 1, 1) and mm.month < make_date(${year + 1}, 1, 1)
          and (mm.emissions_kg is null or not mm.emissions_complete)
      ) as incomplete`,
  );
  const factors = await factorsOfYear(db, ids, year);
  const recalculations = await queryRows<{
    at: string;
    factor_id: number;
    factor_name: string;
    year: number;
    before_kg: number;
    after_kg: number;
  }>(
    db,
    sql`select r.at, f.id as factor_id, f.name as factor_name, r.year,
        sum(r.emissions_before_kg) as before_kg, sum(r.emissions_after_kg) as after_kg
      from emission_recalculations r join emission_factors f on f.id = r.emission_factor_id
      where r.organization_id in (${ids})
      group by r.at, f.id, f.name, r.year
      order by r.at desc, r.year desc
      limit 20`,
  );

  const months = Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    scope1Kg: 0,
    scope2Kg: 0,
    biogenicKg: 0,
    covered: false,
    comparable: false,
    previousScope1Kg: 0,
    previousScope2Kg: 0,
    previousBiogenicKg: 0,
    previousCovered: false,
  }));
  const byOrganization = new Map<
    number,
    { organization: { id: number; name: string }; scope1Kg: number; scope2Kg: number; biogenicKg: number }
  >();
  for (const row of rows) {
    const [kg, biogenicKg] = [Number(row.kg), Number(row.biogenic_kg)];
    const entry = months[row.month - 1]!;
    const thisYear = row.year === year;
    if (row.scope !== null) {
      if (row.scope === 1) entry[thisYear ? "scope1Kg" : "previousScope1Kg"] += kg;
      else entry[thisYear ? "scope2Kg" : "previousScope2Kg"] += kg;
      if (row.covered) entry[thisYear ? "covered" : "previousCovered"] = true;
    }
    entry[thisYear ? "biogenicKg" : "previousBiogenicKg"] += biogenicKg;
    entry.comparable ||= row.comparable;
    if (!thisYear) continue;
    const organization = byOrganization.get(row.organization_id) ?? {
      organization: { id: row.organization_id, name: row.organization_name },
      scope1Kg: 0,
      scope2Kg: 0,
      biogenicKg: 0,
    };
    if (row.scope !== null) organization[row.scope === 1 ? "scope1Kg" : "scope2Kg"] += kg;
    organization.biogenicKg += biogenicKg;
    byOrganization.set(row.organization_id, organization);
  }
  return {
    year,
    months,
    organizations: [...byOrganization.values()].sort((a, b) => a.organization.name.localeCompare(b.organization.name)),
    incomplete: flags?.incomplete ?? false,
    factors,
    recalculations: recalculations.map((row) => ({
      at: new Date(row.at),
      emissionFactor: { id: row.factor_id, name: row.factor_name },
      year: row.year,
      emissionsBeforeKg: Number(row.before_kg),
      emissionsAfterKg: Number(row.after_kg),
    })),
  };
}
