import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { files, legislationFiles, legislations, legislationTopics, topics } from "../db/schema";
import type { z } from "zod";
import type { legislationInput } from "../api/schemas/legislation";
import type { KeysToCamel } from "../domain/wire-casing";
import { audit } from "./audit";
import { DuplicateError, UnknownReferenceError } from "./errors";
import type { FileRecord } from "./files";
import { updateVersioned } from "./versioned";
import { containsPattern } from "./text-search";

export type Topic = typeof topics.$inferSelect;
export type LegislationRecord = typeof legislations.$inferSelect;
export type LegislationWithTopics = LegislationRecord & { topics: Topic[] };
export type LegislationDetail = LegislationWithTopics & { files: FileRecord[] };

export type LegislationInput = KeysToCamel<z.output<typeof legislationInput>>;

export async function listTopics(db: Db, filter?: string) {
  const condition = filter
    ? or(ilike(topics.nameEn, containsPattern(filter)), ilike(topics.nameDa, containsPattern(filter)))
    : undefined;
  return db.select().from(topics).where(condition).orderBy(asc(topics.nameEn));
}

/** Each legislation's topics, for a page of legislation. */
export async function withTopics<T extends { id: number }>(db: Db, rows: T[]): Promise<(T & { topics: Topic[] })[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ legislationId: legislationTopics.legislationId, topic: topics })
    .from(legislationTopics)
    .innerJoin(topics, eq(topics.id, legislationTopics.topicId))
    .where(
      inArray(
        legislationTopics.legislationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(topics.nameEn));
  return rows.map((row) => ({
    ...row,
    topics: links.filter((link) => link.legislationId === row.id).map((link) => link.topic),
  }));
}

export type LegislationFilter = { search?: string; topicId?: number; territory?: string };

/** Conditions on the legislations table shared by the catalogue and the legal register. */
export function legislationConditions(filter: LegislationFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(legislations.titleEn, pattern),
        ilike(legislations.titleDa, pattern),
        ilike(legislations.shortName, pattern),
        ilike(legislations.referenceNumber, pattern),
      )!,
    );
  }
  if (filter.territory) conditions.push(eq(legislations.territory, filter.territory));
  if (filter.topicId) {
    conditions.push(
      sql`exists (select 1 from ${legislationTopics} where ${legislationTopics.legislationId} = ${legislations.id} and ${legislationTopics.topicId} = ${filter.topicId})`,
    );
  }
  return conditions;
}

/** The sortable columns; `title` follows the reader's language. */
export function legislationSortColumn(field: string, language: "en" | "da") {
  switch (field) {
    case "title":
      // Lists show the short name where there is one, so they sort by it too.
      return sql`coalesce(${legislations.shortName}, ${language === "da" ? legislations.titleDa : legislations.titleEn})`;
    case "reference_number":
      return legislations.referenceNumber;
    case "territory":
      return legislations.territory;
    case "effective_date":
      return legislations.effectiveDate;
    case "last_modified_date":
      return legislations.lastModifiedDate;
    default:
      return null;
  }
}

export type Sorting = { field: string; direction: "asc" | "desc" }[];

export async function listLegislations(
  db: Db,
  query: LegislationFilter & { page: number; size: number; sort: Sorting; language: "en" | "da" },
) {
  const where = and(...legislationConditions(query));
  const order = query.sort.flatMap((s) => {
    const column = legislationSortColumn(s.field, query.language);
    return column ? [s.direction === "desc" ? desc(column) : asc(column)] : [];
  });
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(legislations)
      .where(where)
      .orderBy(...(order.length ? order : [asc(legislationSortColumn("title", query.language)!)]), asc(legislations.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ count: count() }).from(legislations).where(where),
  ]);
  return { total: total?.count ?? 0, rows: await withTopics(db, rows) };
}

export async function getLegislation(db: Db, id: number): Promise<LegislationDetail | null> {
  const [row] = await db.select().from(legislations).where(eq(legislations.id, id));
  if (!row) return null;
  const [withTopic] = await withTopics(db, [row]);
  const attached = await db
    .select({ file: files })
    .from(legislationFiles)
    .innerJoin(files, eq(files.id, legislationFiles.fileId))
    .where(and(eq(legislationFiles.legislationId, id), eq(files.deleted, false)))
    .orderBy(asc(files.name));
  return { ...withTopic!, files: attached.map((link) => link.file) };
}

async function checkTopics(db: Db, input: Pick<LegislationInput, "topicIds">) {
  const topicIds = [...new Set(input.topicIds)];
  if (topicIds.length) {
    const found = await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, topicIds));
    if (found.length !== topicIds.length) throw new UnknownReferenceError("topic_ids", "Unknown topic");
  }
  return topicIds;
}

async function replaceTopics(db: Db, legislationId: number, topicIds: number[]) {
  await db.delete(legislationTopics).where(eq(legislationTopics.legislationId, legislationId));
  if (topicIds.length) {
    await db.insert(legislationTopics).values(topicIds.map((topicId) => ({ legislationId, topicId })));
  }
}

async function assertUniqueReference(db: Db, input: LegislationInput, exceptId?: number) {
  const [clash] = await db
    .select({ id: legislations.id })
    .from(legislations)
    .where(
      and(
        eq(legislations.territory, input.territory),
        sql`lower(${legislations.referenceNumber}) = lower(${input.referenceNumber})`,
        exceptId === undefined ? undefined : sql`${legislations.id} <> ${exceptId}`,
      ),
    );
  if (clash) throw new DuplicateError("The catalogue holds this reference for this territory already");
}

const fieldsOf = ({ topicIds: _topics, ...fields }: LegislationInput) => fields;

export async function createLegislation(db: Db, actor: { userId: number }, input: LegislationInput) {
  return db.transaction(async (tx) => {
    const topicIds = await checkTopics(tx, input);
    await assertUniqueReference(tx, input);
    const [row] = await tx.insert(legislations).values(fieldsOf(input)).returning();
    await replaceTopics(tx, row!.id, topicIds);
    await audit(tx, { ...actor, action: "create", entity: "legislation", entityId: row!.id });
    return row!;
  });
}

export async function updateLegislation(
  db: Db,
  actor: { userId: number },
  id: number,
  input: LegislationInput,
  lastModifiedDate: string,
) {
  return db.transaction(async (tx) => {
    const topicIds = await checkTopics(tx, input);
    await assertUniqueReference(tx, input, id);
    const row = await updateVersioned(tx, legislations, eq(legislations.id, id), lastModifiedDate, fieldsOf(input));
    await replaceTopics(tx, id, topicIds);
    await audit(tx, { ...actor, action: "update", entity: "legislation", entityId: id });
    return row;
  });
}

/** A catalogue file of a legislation, for download by anyone logged in. */
export async function findLegislationFile(db: Db, legislationId: number, fileId: number) {
  const [row] = await db
    .select({ file: files })
    .from(legislationFiles)
    .innerJoin(files, eq(files.id, legislationFiles.fileId))
    .where(and(eq(legislationFiles.legislationId, legislationId), eq(files.id, fileId), isNull(files.organizationId)));
  return row?.file ?? null;
}
