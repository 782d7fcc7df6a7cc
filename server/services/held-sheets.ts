import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { chemicalAssociationSheets, files, heldSheets } from "../db/schema";
import { safeFileName } from "../domain/file-policy";
import { HELD_SHEET_HOURS, heldSheetExpiry, heldSheetFiling } from "../domain/held-sheets";
import type { DateOnly } from "../domain/wire-casing";
import { RefusedError } from "./errors";
import { createFile, type StoredContent } from "./files";
import { addSentSheet } from "./sent-sheets";

type Actor = { userId: number };
/** The organization acting and those below it, as filing a sheet from the chemical's page takes it. */
type Scope = { organizationId: number; below: number[] };
/** What was read from the sheet that filing it needs. */
export type SheetFiling = { language: string; lastRevisionDate: DateOnly };

const expiry = () => sql`now() - make_interval(hours => ${HELD_SHEET_HOURS})`;

/**
 * Sheets past their day go as pending imports do, at the next one held: a sheet never filed takes its
 * file with it (its chunks and its row follow the file); one filed keeps its file, now the chemical's.
 */
async function sweepExpired(tx: Db) {
  await tx.delete(files).where(
    sql`${files.id} in (
      select held.file_id from ${heldSheets} held
      where held.created_date < ${expiry()}
        and not exists (select 1 from ${chemicalAssociationSheets} s where s.file_id = held.file_id))`,
  );
  await tx.delete(heldSheets).where(lt(heldSheets.createdDate, expiry()));
}

/**
 * Holds a sheet that was read: its spooled upload is stored once, as a file of the organization that is
 * no standalone document (as a sheet filed from the chemical's page is), with what filing it needs.
 */
export async function holdSheet(
  db: Db,
  actor: Actor,
  organizationId: number,
  content: StoredContent,
  filing: SheetFiling,
) {
  return db.transaction(async (tx) => {
    await sweepExpired(tx);
    const file = await createFile(tx, actor, { organizationId }, content, {
      standalone: false,
      name: safeFileName(content.upload.fileName),
    });
    const [held] = await tx
      .insert(heldSheets)
      .values({ organizationId, userId: actor.userId, fileId: file.id, ...filing })
      .returning();
    return { ...held!, fileName: file.name, expiresDate: heldSheetExpiry(held!.createdDate) };
  });
}

/** A sheet the caller holds in the organization, not past its day; else null. */
export async function findHeldSheet(db: Db, actor: Actor, organizationId: number, id: number) {
  const [row] = await db
    .select({ held: heldSheets, fileName: files.name })
    .from(heldSheets)
    .innerJoin(files, eq(files.id, heldSheets.fileId))
    .where(
      and(
        eq(heldSheets.id, id),
        eq(heldSheets.organizationId, organizationId),
        eq(heldSheets.userId, actor.userId),
        gt(heldSheets.createdDate, expiry()),
      ),
    );
  return row ? { ...row.held, fileName: row.fileName, expiresDate: heldSheetExpiry(row.held.createdDate) } : null;
}

/**
 * Files a held sheet with a kept chemical inside the caller's transaction, exactly as the chemical's
 * page files an uploaded one (`addSentSheet`: its table, its trail, its checks). The held row is locked,
 * so two posts at once file it once; a repeat with the same chemical is the one sheet.
 */
export async function fileHeldSheet(tx: Db, actor: Actor, scope: Scope, heldId: number, associationId: number) {
  const [held] = await tx.select().from(heldSheets).where(eq(heldSheets.id, heldId)).for("update");
  const by = { organizationId: scope.organizationId, userId: actor.userId, associationId };
  const verdict = heldSheetFiling(held ?? null, by, new Date());
  if (verdict === "filed") return;
  if (verdict !== "file") {
    const message = verdict === "held_sheet_used" ? "Filed with another chemical" : "No such sheet is held";
    throw new RefusedError([{ path: "held_sheet_id", code: verdict, message }]);
  }
  const { fileId, language, lastRevisionDate } = held!;
  await addSentSheet(tx, actor, scope, associationId, { fileId, language, lastRevisionDate });
  await tx
    .update(heldSheets)
    .set({ filedAssociationId: associationId })
    .where(and(eq(heldSheets.id, heldId), isNull(heldSheets.filedAssociationId)));
}
