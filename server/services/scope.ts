import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { scopeFiles, scopeRevisions, scopes, users } from "../db/schema";
import { StaleRecordError } from "./errors";
import { attachedFiles, type AttachmentLink } from "./attachments";

export const scopeFileLink: AttachmentLink = {
  table: scopeFiles,
  owner: scopeFiles.scopeId,
  file: scopeFiles.fileId,
  entity: "scope",
};

export async function getScope(db: Db, organizationId: number) {
  const [row] = await db.select().from(scopes).where(eq(scopes.organizationId, organizationId));
  if (!row) return null;
  return { ...row, files: await attachedFiles(db, scopeFileLink, row.id) };
}

/**
 * Writes the scope and keeps the text as a revision, in one transaction. The first save sends no
 * stamp; any later one the stamp it read, so an old tab (or a repeated first save) is a conflict.
 */
export async function saveScope(
  db: Db,
  actor: { userId: number },
  organizationId: number,
  input: { text: string; lastModifiedDate: string | null },
) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(scopes).where(eq(scopes.organizationId, organizationId)).for("update");
    let scopeId: number;
    if (!current) {
      if (input.lastModifiedDate !== null) throw new StaleRecordError();
      const [row] = await tx
        .insert(scopes)
        .values({ organizationId, text: input.text })
        .onConflictDoNothing()
        .returning({ id: scopes.id });
      if (!row) throw new StaleRecordError();
      scopeId = row.id;
    } else {
      const read = input.lastModifiedDate === null ? null : new Date(input.lastModifiedDate).getTime();
      if (read !== current.lastModifiedDate.getTime()) throw new StaleRecordError();
      // Saving the same text again is no new version.
      if (current.text === input.text) return;
      await tx
        .update(scopes)
        .set({
          text: input.text,
          lastModifiedDate: sql`greatest(now(), ${scopes.lastModifiedDate} + interval '1 millisecond')`,
        })
        .where(eq(scopes.id, current.id));
      scopeId = current.id;
    }
    await tx.insert(scopeRevisions).values({ scopeId, text: input.text, authorId: actor.userId });
  });
}

export async function listScopeRevisions(db: Db, organizationId: number) {
  const rows = await db
    .select({
      id: scopeRevisions.id,
      text: scopeRevisions.text,
      createdDate: scopeRevisions.createdDate,
      authorId: users.id,
      authorName: users.name,
    })
    .from(scopeRevisions)
    .innerJoin(scopes, eq(scopes.id, scopeRevisions.scopeId))
    .leftJoin(users, eq(users.id, scopeRevisions.authorId))
    .where(eq(scopes.organizationId, organizationId))
    .orderBy(desc(scopeRevisions.createdDate), desc(scopeRevisions.id));
  return rows.map(({ authorId, authorName, ...row }) => ({
    ...row,
    author: authorId === null || authorName === null ? null : { id: authorId, name: authorName },
  }));
}
