import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  organizations,
  stakeholders,
  wasteArrangements,
  wasteHandlerAssociations,
  wasteRegistrations,
  wasteTypes,
} from "../db/schema";
import { wasteReportOf, yearTotals, type WasteFigure } from "../domain/waste-report";
import type { Language } from "../domain/standards";
import { treatmentKindOf } from "../domain/waste-treatments";
import type { RegistrationUnit } from "../domain/waste-units";
import type { DateOnly } from "../domain/wire-casing";
import { wasteTypeName } from "./waste-types";

export type WasteReportFilter = { year: number; departmentIds?: number[] };

/** The year's and the year before's quantities, summed in the database by month and what the report splits on. */
async function figuresOf(db: Db, organizationIds: number[], filter: WasteReportFilter): Promise<WasteFigure[]> {
  const r = wasteRegistrations;
  const a = wasteArrangements;
  const month = sql<string>`to_char(${r.performedAt}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      wasteTypeId: a.wasteTypeId,
      hazardous: wasteTypes.hazardous,
      treatmentCode: a.treatmentCode,
      departmentId: a.departmentId,
      unit: a.registrationUnit,
      tonnes: sql<number | null>`sum(${r.tonnes})`.mapWith((value) => (value === null ? null : Number(value))),
      unconverted: sql<number>`coalesce(sum(${r.quantity}) filter (where ${r.tonnes} is null), 0)`.mapWith(Number),
    })
    .from(r)
    .innerJoin(a, eq(a.id, r.arrangementId))
    .innerJoin(wasteTypes, eq(wasteTypes.id, a.wasteTypeId))
    .where(
      and(
        inArray(r.organizationId, organizationIds),
        gte(r.performedAt, `${filter.year - 1}-01-01`),
        lt(r.performedAt, `${filter.year + 1}-01-01`),
        filter.departmentIds
          ? inArray(a.departmentId, filter.departmentIds.length ? filter.departmentIds : [0])
          : undefined,
      ),
    )
    .groupBy(month, a.wasteTypeId, wasteTypes.hazardous, a.treatmentCode, a.departmentId, a.registrationUnit);
  return rows.map((row) => ({
    ...row,
    hazardous: row.hazardous === true,
    unit: row.unit as RegistrationUnit,
    treatmentKind: treatmentKindOf(row.treatmentCode),
  }));
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
  const [figures, expired] = await Promise.all([
    figuresOf(db, organizationIds, filter),
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
  const report = wasteReportOf(filter.year, figures);
  const typeIds = [...new Set(report.types.map((type) => type.wasteTypeId))];
  const departmentIds = report.departments.flatMap((department) =>
    department.departmentId === null ? [] : [department.departmentId],
  );
  const [types, departments] = await Promise.all([
    typeIds.length ? db.select().from(wasteTypes).where(inArray(wasteTypes.id, typeIds)) : [],
    departmentIds.length
      ? db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(inArray(organizations.id, departmentIds))
      : [],
  ]);
  const typeById = new Map(types.map((type) => [type.id, wasteTypeName(type, language)]));
  const departmentById = new Map(departments.map((department) => [department.id, department]));
  return {
    ...report,
    types: report.types.map(({ wasteTypeId, ...type }) => ({ ...type, wasteType: typeById.get(wasteTypeId)! })),
    departments: report.departments.map(({ departmentId, ...split }) => ({
      ...split,
      department: departmentId === null ? null : (departmentById.get(departmentId) ?? null),
    })),
    years: [yearTotals(filter.year - 1, figures), yearTotals(filter.year, figures)],
    expiredHandlers: expired.map((row) => ({ ...row, registrationValidUntil: row.registrationValidUntil! })),
  };
}
