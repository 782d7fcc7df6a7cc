import { and, asc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { LEGISLATION_SORT_FIELDS } from "../api/schemas/legislation";
import type { SortField } from "../api/schemas/common";
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
import { ascOrDesc, sortsOf, pageWithTotal, totalOfMatches } from "./paging";
import { attachedFiles, type AttachmentLink } from "./attachments";

export type Topic = typeof topics.$inferSelect;
export type LegislationRecord = typeof legislations.$inferSelect;
export type LegislationWithTopics = LegislationRecord & { topics: Topic[] };
export type LegislationDetail = LegislationWithTopics & { files: FileRecord[] };

export type LegislationInput = KeysToCamel<z.output<typeof legislationInput>>;

// Topics are reference data, written only by the seed before the server starts: the whole list is
// kept per database for the life of the process (two registers ask for it on every page).
const allTopics = new WeakMap<Db, Promise<Topic[]>>();

export async function listTopics(db: Db, filter?: string) {
  if (!filter) {
    let all = allTopics.get(db);
    if (!all) {
      // `then` runs the query once; the query builder itself would run again on every await.
      all = db
        .select()
        .from(topics)
        .orderBy(asc(topics.nameEn))
        .then((rows) => rows);
      allTopics.set(db, all);
      all.catch(() => allTopics.delete(db));
    }
    return all;
  }
  const condition = or(ilike(topics.nameEn, containsPattern(filter)), ilike(topics.nameDa, containsPattern(filter)));
  return db.select().from(topics).where(condition).orderBy(asc(topics.nameEn));
}

/** What a list shows of an act: all but the summaries, the longest texts, which come with the act itself. */
export function listedLegislationColumns() {
  const { summaryEn: _summaryEn, summaryDa: _summaryDa, ...listed } = getTableColumns(legislations);
  return listed;
}

/** A legislation's topics by English name, selected with it (one query for a page of legislation). */
export const topicsOfLegislation = () =>
  // Written out: drizzle leaves a column's table off in a one-table select, and the subquery must name
  // the outer row's table to be correlated with it.
  sql<Topic[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'code', t.code, 'nameEn', t.name_en, 'nameDa', t.name_da) order by t.name_en, t.id)
    from legislation_topics lt inner join topics t on t.id = lt.topic_id
    where lt.legislation_id = "legislations"."id"
  ), '[]'::json)`.as("topics");

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
const LEGISLATION_SORTS = {
  // Lists show the short name where there is one, so they sort by it too.
  title: (language: "en" | "da") =>
    sql`coalesce(${legislations.shortName}, ${language === "da" ? legislations.titleDa : legislations.titleEn})`,
  reference_number: () => legislations.referenceNumber,
  territory: () => legislations.territory,
  effective_date: () => legislations.effectiveDate,
  last_modified_date: () => legislations.lastModifiedDate,
} satisfies Record<SortField<typeof LEGISLATION_SORT_FIELDS>, (language: "en" | "da") => SQLWrapper>;

export function legislationSortColumn(field: string, language: "en" | "da") {
  return Object.hasOwn(LEGISLATION_SORTS, field)
    ? LEGISLATION_SORTS[field as keyof typeof LEGISLATION_SORTS](language)
    : null;
}

export type Sorting = { field: string; direction: "asc" | "desc" }[];

export async function listLegislations(
  db: Db,
  query: LegislationFilter & { page: number; size: number; sort: Sorting; language: "en" | "da" },
) {
  const where = and(...legislationConditions(query));
  const order = sortsOf(query.sort, (field) => legislationSortColumn(field, query.language)).map(ascOrDesc);
  const matches = db
    .select({ ...listedLegislationColumns(), topics: topicsOfLegislation(), total: totalOfMatches() })
    .from(legislations)
    .where(where)
    .orderBy(...(order.length ? order : [asc(legislationSortColumn("title", query.language)!)]), asc(legislations.id));
  return pageWithTotal(matches.$dynamic(), query.page, query.size);
}

export const legislationFileLink: AttachmentLink = {
  table: legislationFiles,
  owner: legislationFiles.legislationId,
  file: legislationFiles.fileId,
  entity: "legislation",
};

export async function getLegislation(db: Db, id: number): Promise<LegislationDetail | null> {
  const [row] = await db
    .select({ ...getTableColumns(legislations), topics: topicsOfLegislation() })
    .from(legislations)
    .where(eq(legislations.id, id));
  if (!row) return null;
  return { ...row, files: await attachedFiles(db, legislationFileLink, id) };
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
