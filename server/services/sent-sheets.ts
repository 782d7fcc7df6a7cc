import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client";
import {
  chemicalAssociations,
  chemicalAssociationSheets,
  chemicalSafetyDataSheets,
  fileChunks,
  files,
  organizations,
} from "../db/schema";
import { addSafetyDataSheet } from "./chemicals";
import type { sentSheetInput } from "../api/schemas/sent-sheets";
import type { KeysToCamel } from "../domain/wire-casing";
import { audit } from "./audit";
import { RecordNotFoundError, UnknownReferenceError } from "./errors";
import { queueCreates } from "./twins";

export type SentSheetInput = KeysToCamel<z.output<typeof sentSheetInput>>;
type Actor = { userId: number };
/** The organization acting and the organizations whose kept chemicals it reaches (itself and below). */
type Scope = { organizationId: number; below: number[] };

const selection = {
  sheet: chemicalAssociationSheets,
  file: files,
  organizationName: organizations.name,
};
const listed = (db: Db) =>
  db
    .select(selection)
    .from(chemicalAssociationSheets)
    .innerJoin(files, eq(files.id, chemicalAssociationSheets.fileId))
    .innerJoin(organizations, eq(organizations.id, chemicalAssociationSheets.organizationId))
    .innerJoin(chemicalAssociations, eq(chemicalAssociations.id, chemicalAssociationSheets.associationId))
    .$dynamic();
type Listed = Awaited<ReturnType<ReturnType<typeof listed>["execute"]>>[number];
const shaped = ({ sheet, file, organizationName }: Listed) => ({
  ...sheet,
  organization: { id: sheet.organizationId, name: organizationName },
  file,
});
const newestFirst = [desc(chemicalAssociationSheets.lastRevisionDate), desc(chemicalAssociationSheets.id)];

/** The sheets sent for a kept chemical the scope reaches; null when it reaches no such chemical. */
export async function listSentSheets(db: Db, below: number[], associationId: number) {
  const [kept] = await db
    .select({ id: chemicalAssociations.id })
    .from(chemicalAssociations)
    .where(and(eq(chemicalAssociations.id, associationId), inArray(chemicalAssociations.organizationId, below)));
  if (!kept) return null;
  const rows = await listed(db)
    .where(eq(chemicalAssociationSheets.associationId, associationId))
    .orderBy(...newestFirst);
  return rows.map(shaped);
}

/** Every sheet organizations sent for a catalogue chemical, for its maintainers. */
export async function sentSheetsOfChemical(db: Db, chemicalId: number) {
  const rows = await listed(db)
    .where(eq(chemicalAssociations.chemicalId, chemicalId))
    .orderBy(...newestFirst);
  return rows.map(shaped);
}

export async function findSentSheetFile(db: Db, chemicalId: number, sheetId: number) {
  const [row] = await listed(db).where(
    and(eq(chemicalAssociationSheets.id, sheetId), eq(chemicalAssociations.chemicalId, chemicalId)),
  );
  return row?.file ?? null;
}

/**
 * Files an uploaded file of the organization as the sheet its supplier sent for the kept chemical;
 * the same file twice is the one sheet.
 */
export async function addSentSheet(db: Db, actor: Actor, scope: Scope, associationId: number, input: SentSheetInput) {
  return db.transaction(async (tx) => {
    await queueCreates(tx, "chemical_association_sheets", scope.organizationId);
    const [kept] = await tx
      .select({ id: chemicalAssociations.id, organizationId: chemicalAssociations.organizationId })
      .from(chemicalAssociations)
      .where(
        and(eq(chemicalAssociations.id, associationId), inArray(chemicalAssociations.organizationId, scope.below)),
      );
    if (!kept) throw new RecordNotFoundError();
    const [file] = await tx
      .select({ id: files.id, organizationId: files.organizationId })
      .from(files)
      .where(and(eq(files.id, input.fileId), eq(files.deleted, false)));
    if (!file || file.organizationId !== scope.organizationId)
      throw new UnknownReferenceError("file_id", "Not a file uploaded to this organization");
    const [existing] = await tx
      .select()
      .from(chemicalAssociationSheets)
      .where(eq(chemicalAssociationSheets.fileId, input.fileId));
    if (existing) {
      if (existing.associationId !== associationId)
        throw new UnknownReferenceError("file_id", "The sheet of another kept chemical");
      return { id: existing.id, created: false };
    }
    const [added] = await tx
      .insert(chemicalAssociationSheets)
      .values({ ...input, associationId, organizationId: kept.organizationId, createdBy: actor.userId })
      .returning({ id: chemicalAssociationSheets.id });
    await audit(tx, {
      ...actor,
      organizationId: kept.organizationId,
      action: "update",
      entity: "chemical_association",
      entityId: associationId,
    });
    return { id: added!.id, created: true };
  });
}

/** Removes a sent sheet and its file; false when the scope reaches no such sheet. */
export async function removeSentSheet(db: Db, actor: Actor, below: number[], associationId: number, sheetId: number) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(chemicalAssociationSheets)
      .where(
        and(
          eq(chemicalAssociationSheets.id, sheetId),
          eq(chemicalAssociationSheets.associationId, associationId),
          inArray(chemicalAssociationSheets.organizationId, below),
        ),
      )
      .returning({
        fileId: chemicalAssociationSheets.fileId,
        organizationId: chemicalAssociationSheets.organizationId,
      });
    if (!removed.length) return false;
    await tx.update(files).set({ deleted: true }).where(eq(files.id, removed[0]!.fileId));
    await audit(tx, {
      ...actor,
      organizationId: removed[0]!.organizationId,
      action: "update",
      entity: "chemical_association",
      entityId: associationId,
    });
    return true;
  });
}

/**
 * Takes a sheet an organization sent into the catalogue: a copy of its file becomes the catalogue's
 * sheet for the country, in the sent sheet's language and with its revision date. The organization's
 * own file stays theirs. Taken twice (the same content for the same country), it is the one sheet.
 */
export async function adoptSentSheet(db: Db, actor: Actor, chemicalId: number, sheetId: number, countryAlpha2: string) {
  return db.transaction(async (tx) => {
    await queueCreates(tx, "chemical_safety_data_sheets", chemicalId);
    const [sent] = await listed(tx).where(
      and(eq(chemicalAssociationSheets.id, sheetId), eq(chemicalAssociations.chemicalId, chemicalId)),
    );
    if (!sent || sent.file.deleted) throw new RecordNotFoundError();
    const [taken] = await tx
      .select({ id: chemicalSafetyDataSheets.id })
      .from(chemicalSafetyDataSheets)
      .innerJoin(files, eq(files.id, chemicalSafetyDataSheets.fileId))
      .where(
        and(
          eq(chemicalSafetyDataSheets.chemicalId, chemicalId),
          eq(chemicalSafetyDataSheets.countryAlpha2, countryAlpha2),
          eq(files.sha256, sent.file.sha256),
        ),
      );
    if (taken) return { id: taken.id, created: false };
    const {
      id: _id,
      organizationId: _organization,
      createdDate: _created,
      lastModifiedDate: _modified,
      ...file
    } = sent.file;
    const [copy] = await tx
      .insert(files)
      .values({ ...file, organizationId: null, standalone: false, contentVersion: 1, createdBy: actor.userId })
      .returning({ id: files.id });
    await tx.execute(sql`
      insert into ${fileChunks} (file_id, content_version, seq, data)
      select ${copy!.id}, 1, seq, data from ${fileChunks}
      where file_id = ${sent.file.id} and content_version = ${sent.file.contentVersion}`);
    return addSafetyDataSheet(tx, actor, chemicalId, {
      fileId: copy!.id,
      countryAlpha2,
      language: sent.sheet.language,
      lastRevisionDate: sent.sheet.lastRevisionDate,
    });
  });
}
