import { and, asc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { files } from "../db/schema";
import { audit } from "./audit";
import { RecordNotFoundError } from "./errors";

/** A link table between a record and its files: which columns hold the record and the file. */
export type AttachmentLink = { table: PgTable; owner: PgColumn; file: PgColumn; entity: string };

type Scope = { organizationId: number | null; userId: number };

/** The files linked to a record, by name; one deleted (and not yet restored) is left out. */
export async function attachedFiles(db: Db, link: Omit<AttachmentLink, "entity">, ownerId: number) {
  const rows = await db
    .select({ file: files })
    .from(link.table)
    .innerJoin(files, eq(files.id, link.file))
    .where(and(eq(link.owner, ownerId), eq(files.deleted, false)))
    .orderBy(asc(files.name));
  return rows.map((row) => row.file);
}

/** Links a file of the same organization (or the shared catalogue's) to a record; a repeat changes nothing. */
export async function attachFile(db: Db, link: AttachmentLink, scope: Scope, ownerId: number, fileId: number) {
  await db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.id, fileId),
          scope.organizationId === null
            ? sql`${files.organizationId} is null`
            : eq(files.organizationId, scope.organizationId),
          eq(files.deleted, false),
        ),
      );
    if (!file) throw new RecordNotFoundError();
    await tx.execute(
      sql`insert into ${link.table} (${sql.identifier(link.owner.name)}, ${sql.identifier(link.file.name)})
          values (${ownerId}, ${fileId}) on conflict do nothing`,
    );
    await audit(tx, {
      ...scope,
      action: "update",
      entity: link.entity,
      entityId: ownerId,
      details: { attachedFile: fileId },
    });
  });
}

/** Unlinks a file from a record; the file itself stays (it may be restored or linked elsewhere). */
export async function detachFile(db: Db, link: AttachmentLink, scope: Scope, ownerId: number, fileId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(link.table).where(and(eq(link.owner, ownerId), eq(link.file, fileId)));
    await audit(tx, {
      ...scope,
      action: "update",
      entity: link.entity,
      entityId: ownerId,
      details: { detachedFile: fileId },
    });
  });
}
