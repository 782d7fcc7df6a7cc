import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import {
  organizations,
  stakeholders,
  wasteArrangements,
  wasteHandlerAssociations,
  wasteRegistrations,
  wasteTypes,
} from "../db/schema";
import { splitOf, wasteReportOf, type ArrangementFigure, type MonthFigure } from "../domain/waste-report";
import type { Language } from "../domain/standards";
import { treatmentKindOf } from "../domain/waste-treatments";
import type { RegistrationUnit } from "../domain/waste-units";
import type { DateOnly } from "../domain/wire-casing";
import { wasteTypeName } from "./waste-types";

export type WasteReportFilter = { year: number; departmentIds?: number[] };

type Grouped = {
  month: string | null;
  hazardous: boolean | null;
  treatmentCode: string | null;
  arrangementId: number | null;
  wasteTypeId: number | null;
  departmentId: number | null;
  unit: RegistrationUnit | null;
  tonnes: number | null;
  unconverted: number | null;
  typeHazardous: boolean | null;
  typeCode: string | null;
  typeText: string | null;
  typeDanish: string | null;
};

const linesOf = (organizationIds: number[], from: number, to: number, departmentIds: number[] | undefined) => {
  const r = wasteRegistrations;
  return and(
    inArray(r.organizationId, organizationIds),
    gte(r.performedAt, `${from}-01-01`),
    lt(r.performedAt, `${to + 1}-01-01`),
    departmentIds ? inArray(r.departmentId, departmentIds.length ? departmentIds : [0]) : undefined,
  );
};

/**
 * The year's lines summed twice in one pass over the one table: by month, hazard and treatment, and
 * by arrangement (then joined to the arrangement for its waste type, department and unit).
 */
async function figuresOf(db: Db, organizationIds: number[], filter: WasteReportFilter) {
  const r = wasteRegistrations;
  const where = linesOf(organizationIds, filter.year, filter.year, filter.departmentIds);
  const rows = await queryRows<Grouped>(
    db,
    sql`with sums as (
        select to_char(${r.performedAt}, 'YYYY-MM') as month, ${r.hazardous} as hazardous, ${r.treatmentCode} as treatment_code,
          ${r.arrangementId} as arrangement_id, sum(${r.tonnes}) as tonnes,
          sum(${r.quantity}) filter (where ${r.tonnes} is null) as unconverted
        from ${r} where ${where}
        group by grouping sets ((${r.performedAt}, ${r.hazardous}, ${r.treatmentCode}), (${r.arrangementId})))
      select sums.month as "month", sums.hazardous as "hazardous", coalesce(sums.treatment_code, a.treatment_code) as "treatmentCode",
        sums.arrangement_id as "arrangementId", a.waste_type_id as "wasteTypeId", a.department_id as "departmentId",
        a.registration_unit as "unit", t.hazardous as "typeHazardous", t.code as "typeCode", t.text_en as "typeText",
        t.synonyms_da[1] as "typeDanish", sums.tonnes::float8 as "tonnes", sums.unconverted::float8 as "unconverted"
      from sums left join ${wasteArrangements} a on a.id = sums.arrangement_id left join ${wasteTypes} t on t.id = a.waste_type_id`,
  );
  const months: MonthFigure[] = [];
  const arrangements: ArrangementFigure[] = [];
  const types = new Map<
    number,
    { id: number; code: string; hazardous: boolean | null; textEn: string; synonymsDa: string[] }
  >();
  for (const row of rows) {
    const treatmentKind = treatmentKindOf(row.treatmentCode);
    if (row.arrangementId === null) {
      months.push({ month: row.month!, hazardous: row.hazardous === true, treatmentKind, tonnes: row.tonnes ?? 0 });
    } else {
      const [id, code, textEn] = [row.wasteTypeId!, row.typeCode!, row.typeText!];
      types.set(id, {
        id,
        code,
        textEn,
        hazardous: row.typeHazardous,
        synonymsDa: row.typeDanish ? [row.typeDanish] : [],
      });
      arrangements.push({
        wasteTypeId: row.wasteTypeId!,
        hazardous: row.typeHazardous === true,
        treatmentCode: row.treatmentCode,
        treatmentKind,
        departmentId: row.departmentId,
        unit: row.unit!,
        tonnes: row.tonnes ?? 0,
        unconverted: row.unconverted ?? 0,
      });
    }
  }
  return { months, arrangements, types: [...types.values()] };
}

/** Per organization, the year's tonnes split as the report's year total splits them. */
export async function wasteTonnesByOrganization(db: Db, organizationIds: number[], year: number) {
  const r = wasteRegistrations;
  return db
    .select({
      organizationId: r.organizationId,
      hazardous: sql<number>`coalesce(sum(${r.tonnes}) filter (where ${r.hazardous}), 0)`.mapWith(Number),
      nonHazardous: sql<number>`coalesce(sum(${r.tonnes}) filter (where ${r.hazardous} is not true), 0)`.mapWith(
        Number,
      ),
    })
    .from(r)
    .where(linesOf(organizationIds, year, year, undefined))
    .groupBy(r.organizationId);
}

/** The year before's tonnes by hazard and treatment, for the comparison. */
async function yearBefore(db: Db, organizationIds: number[], filter: WasteReportFilter) {
  const r = wasteRegistrations;
  const rows = await db
    .select({
      hazardous: r.hazardous,
      treatmentCode: r.treatmentCode,
      tonnes: sql<number>`coalesce(sum(${r.tonnes}), 0)`.mapWith(Number),
    })
    .from(r)
    .where(linesOf(organizationIds, filter.year - 1, filter.year - 1, filter.departmentIds))
    .groupBy(r.hazardous, r.treatmentCode);
  return {
    year: filter.year - 1,
    ...splitOf(rows.map((row) => ({ ...row, treatmentKind: treatmentKindOf(row.treatmentCode) }))),
  };
}

/**
 * The waste report of a year for the organizations given (a holding and its companies, or one
 * department and those below it): tonnes per month, type, department, the year before beside it,
 * and the handlers whose registration in the national register has run out.
 */
export async function wasteReport(
  db: Db,
  organizationIds: number[],
  filter: WasteReportFilter,
  language: Language,
  today: DateOnly,
) {
  const [figures, before, expired] = await Promise.all([
    figuresOf(db, organizationIds, filter),
    yearBefore(db, organizationIds, filter),
    db
      .select({
        id: wasteHandlerAssociations.id,
        handler: { id: stakeholders.id, name: stakeholders.name },
        registrationValidUntil: wasteHandlerAssociations.registrationValidUntil,
      })
      .from(wasteHandlerAssociations)
      .innerJoin(stakeholders, eq(stakeholders.id, wasteHandlerAssociations.stakeholderId))
      .where(
        and(
          inArray(wasteHandlerAssociations.organizationId, organizationIds),
          lt(wasteHandlerAssociations.registrationValidUntil, today),
        ),
      )
      .orderBy(asc(wasteHandlerAssociations.registrationValidUntil)),
  ]);
  const report = wasteReportOf(filter.year, figures.months, figures.arrangements);
  const departmentIds = report.departments.flatMap((department) =>
    department.departmentId === null ? [] : [department.departmentId],
  );
  const departments = departmentIds.length
    ? await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(inArray(organizations.id, departmentIds))
    : [];
  const typeById = new Map(figures.types.map((type) => [type.id, wasteTypeName(type, language)]));
  const departmentById = new Map(departments.map((department) => [department.id, department]));
  return {
    ...report,
    types: report.types.map(({ wasteTypeId, ...type }) => ({ ...type, wasteType: typeById.get(wasteTypeId)! })),
    departments: report.departments.map(({ departmentId, ...split }) => ({
      ...split,
      department: departmentId === null ? null : (departmentById.get(departmentId) ?? null),
    })),
    years: [before, { year: filter.year, ...splitOf(figures.months) }],
    expiredHandlers: expired.map((row) => ({ ...row, registrationValidUntil: row.registrationValidUntil! })),
  };
}
