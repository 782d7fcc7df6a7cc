import { and, asc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type {
  CMR_USE_SORT_FIELDS,
  productUseInput,
  WORK_PROCESS_SORT_FIELDS,
  workProcessInput,
} from "../api/contracts/work-processes";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import { chemicalAssociations, chemicals, organizations, workProcesses, workProcessProducts } from "../db/schema";
import { protectiveEquipmentCodes } from "../domain/chemical-risk";
import { CMR_STATEMENTS, cmrStatementsOf } from "../domain/cmr";
import { riskLevel, type RiskMatrix } from "../domain/risks";
import type { KeysToCamel } from "../domain/wire-casing";
import { DuplicateError, RecordNotFoundError, RefusedError, UnknownReferenceError } from "./errors";
import { checkScoredOnMatrix } from "./risk-matrix";
import { pageWithTotal, sortsOf, totalOfMatches, type Sorting } from "./paging";
import { containsPattern, textColumns } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";

export type WorkProcessInput = KeysToCamel<z.output<typeof workProcessInput>>;
export type ProductUseInput = KeysToCamel<z.output<typeof productUseInput>>;
export type ProductUseFields = Omit<ProductUseInput, "associationId">;
/** The active organization, and those below it where its records and its kept chemicals may stand. */
export type WorkProcessScope = { organizationId: number; below: number[] };
type Paged = { page: number; size: number; sort: Sorting };

const department = alias(organizations, "department");
// The CMR statements as an array literal: codes of the reference data, not a parameter per code.
const CMR_ARRAY = sql.raw(`array[${[...CMR_STATEMENTS].map((code) => `'${code}'`).join(", ")}]::text[]`);
const isCmr = sql<boolean>`${chemicals.hazardCodes} && ${CMR_ARRAY}`;
const useScore = sql`${workProcessProducts.likelihood} * ${workProcessProducts.severity}`;

/** Per work process (joined laterally): how many products, whether one is CMR, and the scores of its highest risk. */
const uses = (db: Db) =>
  db
    .select({
      workProcessId: workProcessProducts.workProcessId,
      products: sql<number>`count(*)::int`.as("products"),
      cmr: sql<boolean>`bool_or(${isCmr})`.as("cmr"),
      topScore: sql<number>`max(${useScore})`.as("top_score"),
      topLikelihood: sql<number>`(array_agg(${workProcessProducts.likelihood} order by ${useScore} desc))[1]`.as(
        "top_likelihood",
      ),
      topSeverity: sql<number>`(array_agg(${workProcessProducts.severity} order by ${useScore} desc))[1]`.as(
        "top_severity",
      ),
    })
    .from(workProcessProducts)
    .innerJoin(chemicalAssociations, eq(chemicalAssociations.id, workProcessProducts.associationId))
    .innerJoin(chemicals, eq(chemicals.id, chemicalAssociations.chemicalId))
    // Joined laterally: only the work processes the page shows are summed.
    .where(eq(workProcessProducts.workProcessId, workProcesses.id))
    .groupBy(workProcessProducts.workProcessId)
    .as("uses");

type UsesOf = ReturnType<typeof uses>;
const summaryColumns = (used: UsesOf) => ({
  ...getTableColumns(workProcesses),
  departmentName: department.name,
  products: sql<number>`coalesce(${used.products}, 0)`,
  cmr: sql<boolean>`coalesce(${used.cmr}, false)`,
  topLikelihood: used.topLikelihood,
  topSeverity: used.topSeverity,
});

type SummaryRow = typeof workProcesses.$inferSelect & {
  departmentName: string | null;
  products: number;
  cmr: boolean;
  topLikelihood: number | null;
  topSeverity: number | null;
};
const summaryOf =
  (matrix: RiskMatrix) =>
  ({ departmentName, ...row }: SummaryRow) => ({
    ...row,
    department: row.departmentId === null ? null : { id: row.departmentId, name: departmentName ?? "" },
    level:
      row.topLikelihood === null || row.topSeverity === null
        ? null
        : riskLevel(row.topLikelihood, row.topSeverity, matrix),
  });

/** A page of the work processes of the organizations given and their total. */
export async function listWorkProcesses(
  db: Db,
  organizationIds: number[],
  query: Paged & { q?: string; departmentIds?: number[]; cmr: boolean },
  matrix: RiskMatrix,
) {
  const used = uses(db);
  const sortable = {
    name: sql`lower(${workProcesses.name})`,
    department: sql`lower(${department.name})`,
    score: sql`${used.topScore}`,
    next_review_date: sql`${workProcesses.nextReviewDate}`,
  } satisfies Record<SortField<typeof WORK_PROCESS_SORT_FIELDS>, SQL>;
  const found: SQL[] = [inArray(workProcesses.organizationId, organizationIds)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    found.push(or(...textColumns(workProcesses).map((column) => ilike(column, pattern)))!);
  }
  if (query.departmentIds) found.push(inArray(workProcesses.departmentId, query.departmentIds));
  if (query.cmr) found.push(sql`${used.cmr}`);
  const order = sortsOf(query.sort, sortable).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const matches = db
    .select({ ...summaryColumns(used), total: totalOfMatches() })
    .from(workProcesses)
    .leftJoin(department, eq(department.id, workProcesses.departmentId))
    .leftJoinLateral(used, sql`true`)
    .where(and(...found))
    .orderBy(...order, asc(sql`lower(${workProcesses.name})`), asc(workProcesses.id));
  const page = await pageWithTotal(matches.$dynamic(), query.page, query.size);
  return { total: page.total, rows: page.rows.map(summaryOf(matrix)) };
}

/** The work process with each product's use, by product name; null if the organizations do not keep it. */
export async function getWorkProcess(db: Db, organizationIds: number[], id: number, matrix: RiskMatrix) {
  const used = uses(db);
  const [row] = await db
    .select(summaryColumns(used))
    .from(workProcesses)
    .leftJoin(department, eq(department.id, workProcesses.departmentId))
    .leftJoinLateral(used, sql`true`)
    .where(and(eq(workProcesses.id, id), inArray(workProcesses.organizationId, organizationIds)));
  if (!row) return null;
  const lines = await db
    .select({
      ...getTableColumns(workProcessProducts),
      chemicalId: chemicals.id,
      name: chemicals.name,
      hazardCodes: chemicals.hazardCodes,
      precautionaryCodes: chemicals.precautionaryCodes,
    })
    .from(workProcessProducts)
    .innerJoin(chemicalAssociations, eq(chemicalAssociations.id, workProcessProducts.associationId))
    .innerJoin(chemicals, eq(chemicals.id, chemicalAssociations.chemicalId))
    .where(eq(workProcessProducts.workProcessId, id))
    .orderBy(asc(sql`lower(${chemicals.name})`), asc(workProcessProducts.id));
  return {
    ...summaryOf(matrix)(row),
    productUses: lines.map(({ chemicalId, name, hazardCodes, precautionaryCodes, ...line }) => ({
      ...line,
      product: {
        id: line.associationId,
        chemicalId,
        name,
        hazardCodes,
        cmrCodes: cmrStatementsOf(hazardCodes),
        protectiveEquipmentCodes: protectiveEquipmentCodes(precautionaryCodes),
      },
      level: riskLevel(line.likelihood, line.severity, matrix),
    })),
  };
}

/** A work process is kept by the organization itself or a department below it. */
function checkDepartment(scope: WorkProcessScope, departmentId: number | null) {
  if (departmentId !== null && !scope.below.includes(departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
}

/** Adds a work process: its id, and whether it is new. The same request twice answers the first one's. */
export async function addWorkProcess(db: Db, scope: WorkProcessScope, input: WorkProcessInput) {
  checkDepartment(scope, input.departmentId);
  return db.transaction(async (tx) => {
    await queueCreates(tx, "work_processes", scope.organizationId);
    const [twin] = await tx
      .select({ id: workProcesses.id })
      .from(workProcesses)
      .where(and(eq(workProcesses.organizationId, scope.organizationId), ...sameValues(workProcesses, input)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(workProcesses)
      .values({ ...input, organizationId: scope.organizationId })
      .returning({ id: workProcesses.id });
    return { id: row!.id, created: true };
  });
}

export async function updateWorkProcess(
  db: Db,
  scope: WorkProcessScope,
  id: number,
  input: WorkProcessInput,
  lastModifiedDate: string,
) {
  checkDepartment(scope, input.departmentId);
  await db.transaction(async (tx) => {
    const where = and(eq(workProcesses.id, id), inArray(workProcesses.organizationId, scope.below))!;
    await updateVersioned(tx, workProcesses, where, lastModifiedDate, input);
  });
}

/** Removes the work process and its products' uses; false when there is none to remove. */
export async function removeWorkProcess(db: Db, scope: WorkProcessScope, id: number) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(workProcesses)
      .where(and(eq(workProcesses.id, id), inArray(workProcesses.organizationId, scope.below)))
      .returning({ id: workProcesses.id });
    return removed.length > 0;
  });
}

/** The work process, locked, if the organization or one below it keeps it. */
async function lockedWorkProcess(tx: Db, scope: WorkProcessScope, id: number) {
  const [row] = await tx
    .select({ id: workProcesses.id })
    .from(workProcesses)
    .where(and(eq(workProcesses.id, id), inArray(workProcesses.organizationId, scope.below)))
    .for("update");
  if (!row) throw new RecordNotFoundError();
}

/** A CMR product's use must say which substitution was considered (the CMR rules' first duty). */
function checkSubstitution(hazardCodes: string[], fields: ProductUseFields) {
  if (cmrStatementsOf(hazardCodes).length && !fields.substitutionConsidered) {
    throw new RefusedError([
      {
        path: "substitution_considered",
        code: "cmr_substitution",
        message: "A CMR product's use needs the substitution considered",
      },
    ]);
  }
}

/** A product's use is scored once, with its controls (there is no residual score). */
const withoutResidual = (fields: ProductUseFields) => ({
  likelihood: fields.likelihood,
  severity: fields.severity,
  residualLikelihood: null,
  residualSeverity: null,
});

/** The hazard codes of a chemical the organization (or one below it) keeps. */
async function keptHazardCodes(tx: Db, scope: WorkProcessScope, associationId: number) {
  const [kept] = await tx
    .select({ hazardCodes: chemicals.hazardCodes })
    .from(chemicalAssociations)
    .innerJoin(chemicals, eq(chemicals.id, chemicalAssociations.chemicalId))
    .where(and(eq(chemicalAssociations.id, associationId), inArray(chemicalAssociations.organizationId, scope.below)));
  if (!kept) throw new UnknownReferenceError("association_id", "Not a chemical this organization keeps");
  return kept.hazardCodes;
}

/**
 * Adds a kept chemical's use to the work process. The same request twice changes nothing; a product
 * already in the work process with other values is a duplicate (its use is edited instead).
 */
export async function addProductUse(db: Db, scope: WorkProcessScope, workProcessId: number, input: ProductUseInput) {
  await db.transaction(async (tx) => {
    await lockedWorkProcess(tx, scope, workProcessId);
    const { associationId, ...fields } = input;
    await checkScoredOnMatrix(tx, scope.organizationId, withoutResidual(fields));
    checkSubstitution(await keptHazardCodes(tx, scope, associationId), fields);
    const [present] = await tx
      .select({ id: workProcessProducts.id, same: sql<boolean>`${and(...sameValues(workProcessProducts, fields))}` })
      .from(workProcessProducts)
      .where(
        and(eq(workProcessProducts.workProcessId, workProcessId), eq(workProcessProducts.associationId, associationId)),
      );
    if (present?.same) return;
    if (present) throw new DuplicateError("The product is in the work process already", present.id);
    await tx.insert(workProcessProducts).values({ ...fields, workProcessId, associationId });
  });
}

/** Changes a product's use in the work process, with the stamp the client read. */
export async function updateProductUse(
  db: Db,
  scope: WorkProcessScope,
  workProcessId: number,
  useId: number,
  fields: ProductUseFields,
  lastModifiedDate: string,
) {
  await db.transaction(async (tx) => {
    await lockedWorkProcess(tx, scope, workProcessId);
    const where = and(eq(workProcessProducts.id, useId), eq(workProcessProducts.workProcessId, workProcessId))!;
    const [line] = await tx
      .select({ associationId: workProcessProducts.associationId })
      .from(workProcessProducts)
      .where(where);
    if (!line) throw new RecordNotFoundError();
    await checkScoredOnMatrix(tx, scope.organizationId, withoutResidual(fields));
    checkSubstitution(await keptHazardCodes(tx, scope, line.associationId), fields);
    await updateVersioned(tx, workProcessProducts, where, lastModifiedDate, fields);
  });
}

/** Takes a product off the work process; one taken off already is off. */
export async function removeProductUse(db: Db, scope: WorkProcessScope, workProcessId: number, useId: number) {
  await db.transaction(async (tx) => {
    await lockedWorkProcess(tx, scope, workProcessId);
    await tx
      .delete(workProcessProducts)
      .where(and(eq(workProcessProducts.id, useId), eq(workProcessProducts.workProcessId, workProcessId)));
  });
}

/** The work processes of the organizations given that use a kept chemical, by name. */
export async function keptChemicalUses(db: Db, organizationIds: number[], associationId: number, matrix: RiskMatrix) {
  const rows = await db
    .select({
      id: workProcesses.id,
      name: workProcesses.name,
      departmentId: workProcesses.departmentId,
      departmentName: department.name,
      likelihood: workProcessProducts.likelihood,
      severity: workProcessProducts.severity,
    })
    .from(workProcessProducts)
    .innerJoin(workProcesses, eq(workProcesses.id, workProcessProducts.workProcessId))
    .leftJoin(department, eq(department.id, workProcesses.departmentId))
    .where(
      and(eq(workProcessProducts.associationId, associationId), inArray(workProcesses.organizationId, organizationIds)),
    )
    .orderBy(asc(sql`lower(${workProcesses.name})`), asc(workProcesses.id));
  return rows.map(({ departmentId, departmentName, likelihood, severity, ...row }) => ({
    ...row,
    department: departmentId === null ? null : { id: departmentId, name: departmentName ?? "" },
    level: riskLevel(likelihood, severity, matrix),
  }));
}

/** The CMR register: a page of the uses of CMR products in the organizations' work processes, and their total. */
export async function listCmrUses(
  db: Db,
  organizationIds: number[],
  query: Paged & { q?: string; departmentIds?: number[] },
  matrix: RiskMatrix,
) {
  const sortable = {
    product: sql`lower(${chemicals.name})`,
    work_process: sql`lower(${workProcesses.name})`,
    department: sql`lower(${department.name})`,
  } satisfies Record<SortField<typeof CMR_USE_SORT_FIELDS>, SQL>;
  const found: SQL[] = [inArray(workProcesses.organizationId, organizationIds), isCmr];
  if (query.q) {
    const pattern = containsPattern(query.q);
    found.push(or(ilike(chemicals.name, pattern), ilike(workProcesses.name, pattern))!);
  }
  if (query.departmentIds) found.push(inArray(workProcesses.departmentId, query.departmentIds));
  const order = sortsOf(query.sort, sortable).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const matches = db
    .select({
      id: workProcessProducts.id,
      associationId: workProcessProducts.associationId,
      name: chemicals.name,
      hazardCodes: chemicals.hazardCodes,
      workProcessId: workProcesses.id,
      workProcessName: workProcesses.name,
      departmentId: workProcesses.departmentId,
      departmentName: department.name,
      exposed: workProcesses.exposed,
      substitutionConsidered: workProcessProducts.substitutionConsidered,
      likelihood: workProcessProducts.likelihood,
      severity: workProcessProducts.severity,
      total: totalOfMatches(),
    })
    .from(workProcessProducts)
    .innerJoin(workProcesses, eq(workProcesses.id, workProcessProducts.workProcessId))
    .innerJoin(chemicalAssociations, eq(chemicalAssociations.id, workProcessProducts.associationId))
    .innerJoin(chemicals, eq(chemicals.id, chemicalAssociations.chemicalId))
    .leftJoin(department, eq(department.id, workProcesses.departmentId))
    .where(and(...found))
    .orderBy(
      ...order,
      asc(sql`lower(${chemicals.name})`),
      asc(sql`lower(${workProcesses.name})`),
      asc(workProcessProducts.id),
    );
  const page = await pageWithTotal(matches.$dynamic(), query.page, query.size);
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      id: row.id,
      product: { id: row.associationId, name: row.name },
      cmrCodes: cmrStatementsOf(row.hazardCodes),
      workProcess: { id: row.workProcessId, name: row.workProcessName },
      department: row.departmentId === null ? null : { id: row.departmentId, name: row.departmentName ?? "" },
      exposed: row.exposed,
      substitutionConsidered: row.substitutionConsidered,
      level: riskLevel(row.likelihood, row.severity, matrix),
    })),
  };
}
