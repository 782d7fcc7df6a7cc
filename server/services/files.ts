import { open } from "node:fs/promises";
import type { FILE_SORT_FIELDS } from "../api/schemas/files";
import type { SortField } from "../api/schemas/common";
import { and, asc, eq, getTableColumns, ilike, isNull, not, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { FILE_CHUNK_BYTES, fileChunks, files, heldSheets } from "../db/schema";
import type { DateOnly } from "../domain/wire-casing";
import type { SpooledFile } from "./uploads";
import { updateVersioned } from "./versioned";
import { containsPattern } from "./text-search";
import { ascOrDesc, sortsOf, type Sorting, pageWithTotal, totalOfMatches } from "./paging";

export type FileRecord = typeof files.$inferSelect;
/**
 * Whose files: an organization's (or, with null, the catalogue's). `viewerId`, the person asking: a sheet
 * another person holds after reading it (decision 045) is theirs alone until it is filed.
 */
export type FileOwner = { organizationId: number | null; viewerId?: number };
export type StoredContent = { contentType: string; upload: SpooledFile };

/**
 * Copies a spooled upload into the database chunk by chunk through one reused buffer: a fresh buffer
 * per chunk would leave the whole file behind as garbage until the next collection.
 */
async function writeChunks(db: Db, fileId: number, contentVersion: number, upload: SpooledFile) {
  const buffer = Buffer.allocUnsafe(FILE_CHUNK_BYTES);
  const handle = await open(upload.path, "r");
  try {
    for (let seq = 0, position = 0; ; seq++) {
      let filled = 0;
      while (filled < FILE_CHUNK_BYTES) {
        const { bytesRead } = await handle.read(buffer, filled, FILE_CHUNK_BYTES - filled, position + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled === 0) break;
      await db.insert(fileChunks).values({ fileId, contentVersion, seq, data: buffer.subarray(0, filled) });
      position += filled;
      if (filled < FILE_CHUNK_BYTES) break;
    }
  } finally {
    await handle.close();
  }
}

/** Stores an upload as a new file of the owner, in one transaction. */
export async function createFile(
  db: Db,
  actor: { userId: number },
  owner: FileOwner,
  content: StoredContent,
  options: { standalone: boolean; name?: string },
): Promise<FileRecord> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({
        organizationId: owner.organizationId,
        name: options.name ?? content.upload.fileName,
        standalone: options.standalone,
        contentType: content.contentType,
        size: content.upload.size,
        sha256: content.upload.sha256,
        createdBy: actor.userId,
      })
      .returning();
    await writeChunks(tx, file!.id, file!.contentVersion, content.upload);
    return file!;
  });
}

/** New bytes for a file: it keeps its id, name and description; the old bytes go. */
export async function replaceFileContent(db: Db, actor: { userId: number }, file: FileRecord, content: StoredContent) {
  return db.transaction(async (tx) => {
    const version = file.contentVersion + 1;
    await writeChunks(tx, file.id, version, content.upload);
    const [updated] = await tx
      .update(files)
      .set({
        contentVersion: version,
        contentType: content.contentType,
        size: content.upload.size,
        sha256: content.upload.sha256,
        lastModifiedDate: sql`greatest(now(), ${files.lastModifiedDate} + interval '1 millisecond')`,
      })
      .where(eq(files.id, file.id))
      .returning();
    await tx
      .delete(fileChunks)
      .where(and(eq(fileChunks.fileId, file.id), sql`${fileChunks.contentVersion} < ${version}`));
    return updated!;
  });
}

export type FileMetadata = { name: string; description: string | null; date: DateOnly | null; deleted: boolean };

export async function updateFileMetadata(
  db: Db,
  actor: { userId: number },
  file: FileRecord,
  metadata: FileMetadata,
  lastModifiedDate: string,
) {
  return db.transaction(async (tx) => {
    const updated = await updateVersioned(tx, files, eq(files.id, file.id), lastModifiedDate, metadata);
    return updated;
  });
}

const heldByAnother = (viewerId: number) =>
  sql`exists (select 1 from ${heldSheets} held
      where held.file_id = ${files.id} and held.user_id <> ${viewerId} and held.filed_association_id is null)`;

const ownerCondition = (owner: FileOwner) => {
  const whose =
    owner.organizationId === null ? isNull(files.organizationId) : eq(files.organizationId, owner.organizationId);
  return owner.viewerId === undefined ? whose : and(whose, not(heldByAnother(owner.viewerId)))!;
};

/** One file of the owner, or null: another organization's file id is simply not there. */
export async function findFile(db: Db, owner: FileOwner, id: number): Promise<FileRecord | null> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), ownerCondition(owner)));
  return file ?? null;
}

const FILE_SORTS = {
  name: files.name,
  date: files.date,
  size: files.size,
  created_date: files.createdDate,
  last_modified_date: files.lastModifiedDate,
} satisfies Record<SortField<typeof FILE_SORT_FIELDS>, unknown>;

export type FileListQuery = {
  page: number;
  size: number;
  sort: Sorting;
  search?: string;
  standalone?: boolean;
  deleted?: boolean;
  ids?: number[];
};

export async function listFiles(db: Db, owner: FileOwner, query: FileListQuery) {
  const conditions: SQL[] = [ownerCondition(owner), eq(files.deleted, query.deleted ?? false)];
  if (query.standalone !== undefined) conditions.push(eq(files.standalone, query.standalone));
  if (query.search) conditions.push(ilike(files.name, containsPattern(query.search)));
  if (query.ids) conditions.push(query.ids.length ? sql`${files.id} in ${query.ids}` : sql`false`);
  const where = and(...conditions);
  const order = sortsOf(query.sort, FILE_SORTS).map(ascOrDesc);
  const matches = db
    .select({ ...getTableColumns(files), total: totalOfMatches() })
    .from(files)
    .where(where)
    .orderBy(...order, asc(files.id));
  return pageWithTotal(matches.$dynamic(), query.page, query.size);
}

const chunkQuery = (db: Db) =>
  db
    .select({ data: fileChunks.data })
    .from(fileChunks)
    .where(
      and(
        eq(fileChunks.fileId, sql.placeholder("fileId")),
        eq(fileChunks.contentVersion, sql.placeholder("version")),
        eq(fileChunks.seq, sql.placeholder("seq")),
      ),
    )
    .prepare("file_chunk");

/**
 * The file's bytes as a stream that reads one chunk from the database at a time, as the client takes
 * them: a download costs one chunk of memory, whatever the size.
 */
export function streamFileContent(db: Db, file: Pick<FileRecord, "id" | "contentVersion">): ReadableStream<Uint8Array> {
  let seq = 0;
  const query = prepared(db, "file_chunk", chunkQuery);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const [chunk] = await query.execute({ fileId: file.id, version: file.contentVersion, seq: seq++ });
        if (chunk) controller.enqueue(chunk.data);
        else controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}
