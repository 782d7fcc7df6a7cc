import { queryRows, type Db } from "../db/client";
import { sql } from "drizzle-orm";
import { idList } from "./paging";

type Row = {
  organization_id: number;
  organization_name: string;
  scope: number;
  year: number;
  month: number;
  kg: number;
};

/**
 * CO2 of the organizations given (the active one and those below it) per month of a year and the year
 * before, by scope, from the meters' monthly figures; meters without a scope count in neither.
 */
export async function emissionsReport(db: Db, organizationIds: number[], year: number) {
  const ids = idList(organizationIds);
  const rows = await queryRows<Row>(
    db,
    // Summed by the month's first day (as the months are kept) and named after: grouping by the name and
    // the year and month worked out of each of tens of thousands of meter months took half again as long.
    sql`select t.organization_id, o.name as organization_name, t.scope,
        extract(year from t.month)::int as year, extract(month from t.month)::int as month, t.kg
      from (select m.organization_id, m.scope, mm.month, coalesce(sum(mm.emissions_kg), 0) as kg
        from meters m
        join meter_months mm on mm.meter_id = m.id
          and mm.month >= make_date(${year - 1}, 1, 1) and mm.month < make_date(${year + 1}, 1, 1)
        where m.organization_id in (${ids}) and m.scope is not null
        group by m.organization_id, m.scope, mm.month) t
      join organizations o on o.id = t.organization_id`,
  );
  const [flags] = await queryRows<{ incomplete: boolean }>(
    db,
    sql`select exists (
        select 1 from meters m join meter_months mm on mm.meter_id = m.id
        where m.organization_id in (${ids}) and m.scope is not null and mm.consumption <> 0
          and mm.month >= make_date(${year - 1}, 1, 1) and mm.month < make_date(${year + 1}, 1, 1)
          and (mm.emissions_kg is null or not mm.emissions_complete)
      ) as incomplete`,
  );
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
    previousScope1Kg: 0,
    previousScope2Kg: 0,
  }));
  const byOrganization = new Map<
    number,
    { organization: { id: number; name: string }; scope1Kg: number; scope2Kg: number }
  >();
  for (const row of rows) {
    const kg = Number(row.kg);
    const entry = months[row.month - 1]!;
    const thisYear = row.year === year;
    if (row.scope === 1) entry[thisYear ? "scope1Kg" : "previousScope1Kg"] += kg;
    else entry[thisYear ? "scope2Kg" : "previousScope2Kg"] += kg;
    if (!thisYear) continue;
    const organization = byOrganization.get(row.organization_id) ?? {
      organization: { id: row.organization_id, name: row.organization_name },
      scope1Kg: 0,
      scope2Kg: 0,
    };
    organization[row.scope === 1 ? "scope1Kg" : "scope2Kg"] += kg;
    byOrganization.set(row.organization_id, organization);
  }
  return {
    year,
    months,
    organizations: [...byOrganization.values()].sort((a, b) => a.organization.name.localeCompare(b.organization.name)),
    incomplete: flags?.incomplete ?? false,
    recalculations: recalculations.map((row) => ({
      at: new Date(row.at),
      emissionFactor: { id: row.factor_id, name: row.factor_name },
      year: row.year,
      emissionsBeforeKg: Number(row.before_kg),
      emissionsAfterKg: Number(row.after_kg),
    })),
  };
}
