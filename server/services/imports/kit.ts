import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { importMappings, pendingImports, type ImportMapping } from "../../db/schema";
import { IMPORT_REGISTERS, type ImportColumn, type ImportRegisterName } from "../../api/contracts/import-registers";
import { PENDING_IMPORT_HOURS } from "../../api/contracts/imports";
import { issueCode } from "../../api/schemas/common";
import { RecordNotFoundError, RefusedError } from "../errors";
import { cellReader, headerNames, isRequired, normalized, type CellValue } from "./columns";
import type { ImportDefinition, ImportedRow, ImportRowError, ImportScope, PreparedImport } from "./definition";
import type { ImportTable } from "./read-file";

type Pending = typeof pendingImports.$inferSelect;
type RowError = ImportRowError;
/** A row of the file judged: its cells by column, its errors, and when it has none what it creates. */
export type JudgedRow = { line: number; cells: Record<string, string>; errors: RowError[]; value: ImportedRow | null };

const columnsOf = (register: ImportRegisterName): readonly ImportColumn[] => IMPORT_REGISTERS[register].columns;
const rowSchema = (register: ImportRegisterName) => IMPORT_REGISTERS[register].row as z.ZodObject;

/**
 * The mapping a new file starts with: for each column the header the organization read it from last
 * time, when the file has it, or else a header that names it (its field or its label, in English or
 * Danish, case and punctuation aside). No header is used twice.
 */
function suggestMapping(register: ImportRegisterName, headers: string[], remembered: Record<string, string>) {
  const names = headers.map(normalized);
  const taken = new Set<number>();
  const take = (index: number) => (index < 0 || taken.has(index) ? null : (taken.add(index), index));
  const mapping: ImportMapping = {};
  for (const column of columnsOf(register)) {
    const known = remembered[column.name];
    mapping[column.name] = known === undefined ? null : take(names.indexOf(known));
  }
  for (const column of columnsOf(register)) {
    if (mapping[column.name] !== null) continue;
    const accepted = headerNames(register, column);
    mapping[column.name] = take(names.findIndex((name, index) => !taken.has(index) && accepted.has(name)));
  }
  return mapping;
}

/** Holds an uploaded file for its import, mapped as suggested; files older than a day go first. */
export async function holdUpload(
  db: Db,
  scope: ImportScope,
  register: ImportRegisterName,
  fileName: string,
  table: ImportTable,
) {
  return db.transaction(async (tx) => {
    await tx.delete(pendingImports).where(lt(pendingImports.createdDate, expiry()));
    const [remembered] = await tx
      .select({ headers: importMappings.headers })
      .from(importMappings)
      .where(and(eq(importMappings.organizationId, scope.organizationId), eq(importMappings.register, register)));
    const [row] = await tx
      .insert(pendingImports)
      .values({
        organizationId: scope.organizationId,
        userId: scope.userId,
        register,
        fileName: fileName.slice(0, 200),
        headers: table.headers,
        rows: table.rows,
        mapping: suggestMapping(register, table.headers, remembered?.headers ?? {}),
      })
      .returning({ id: pendingImports.id });
    return row!.id;
  });
}

const expiry = () => sql`now() - make_interval(hours => ${PENDING_IMPORT_HOURS})`;

/** An upload of the caller's for this register and organization, not yet expired; else not found. */
async function pendingOf(db: Db, scope: ImportScope, register: ImportRegisterName, id: number, lock = false) {
  const query = db
    .select()
    .from(pendingImports)
    .where(
      and(
        eq(pendingImports.id, id),
        eq(pendingImports.organizationId, scope.organizationId),
        eq(pendingImports.userId, scope.userId),
        eq(pendingImports.register, register),
        gt(pendingImports.createdDate, expiry()),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new RecordNotFoundError();
  return row;
}

/** A row's field values from its cells, each read by its column's reader, or the cell's error. */
function readRow(
  columns: { column: ImportColumn; read: (text: string) => CellValue; index: number | null }[],
  references: Record<string, (text: string, row: Record<string, string>) => CellValue>,
  cells: Record<string, string>,
) {
  const input: Record<string, unknown> = {};
  const errors: RowError[] = [];
  for (const { column, read } of columns) {
    const text = cells[column.name] ?? "";
    if (text === "") continue;
    const resolve = column.reference ? references[column.name] : undefined;
    const read_ = resolve ? resolve(text, cells) : read(text);
    if ("code" in read_) errors.push({ column: column.name, code: read_.code });
    else input[column.reference ?? column.name] = read_.value;
  }
  return { input, errors };
}

/**
 * Every row of the file judged as the register's form would judge it: each cell read for its field,
 * references found by name, then the create contract's own rules, then the register's identity (a row
 * twice in the file, or a record registered already). Errors name their column and a code the screens
 * translate (`validation.server.<code>`).
 */
export function judgeRows(prepared: PreparedImport, pending: Pending) {
  const register = pending.register as ImportRegisterName;
  const mapping = pending.mapping;
  const columns = columnsOf(register).map((column) => ({
    column,
    read: cellReader(register, column),
    index: mapping[column.name] ?? null,
  }));
  const fieldColumn = new Map(columns.map(({ column }) => [column.reference ?? column.name, column.name]));
  const schema = rowSchema(register);
  const seen = new Set<string>();
  const judged = pending.rows.map((row, position): JudgedRow => {
    const cells: Record<string, string> = {};
    for (const { column, index } of columns) cells[column.name] = index === null ? "" : (row[index] ?? "");
    const { input, errors } = readRow(columns, prepared.references, cells);
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = fieldColumn.get(String(issue.path[0])) ?? null;
        if (column && errors.some((error) => error.column === column)) continue;
        const empty = column !== null && cells[column] === "";
        errors.push({ column, code: empty && issue.code === "invalid_type" ? "required" : issueCode(issue) });
      }
    }
    let value = errors.length === 0 && parsed.success ? (parsed.data as ImportedRow) : null;
    const settled = value && prepared.settle ? prepared.settle(value) : null;
    if (settled && "errors" in settled) {
      errors.push(...settled.errors);
      value = null;
    } else if (settled) value = settled.value;
    if (value && prepared.identity) {
      const key = prepared.identity.of(value);
      if (prepared.identity.existing.has(key)) errors.push({ column: null, code: "already_registered" });
      else if (seen.has(key)) errors.push({ column: null, code: "twice_in_file" });
      seen.add(key);
    }
    return { line: position + 2, cells, errors, value: errors.length === 0 ? value : null };
  });
  if (!prepared.judgeTogether) return judged;
  const clean = judged.flatMap((row, position) => (row.value ? [{ position, value: row.value }] : []));
  for (const [position, errors] of prepared.judgeTogether(clean)) {
    judged[position]!.errors.push(...errors);
    judged[position]!.value = null;
  }
  return judged;
}

export type PreviewQuery = { page: number; size: number; onlyBad?: boolean };

/** The pending import as answered: its file, mapping, counts and the page of rows asked for. */
export async function viewImport(
  db: Db,
  scope: ImportScope,
  definition: ImportDefinition,
  register: ImportRegisterName,
  id: number,
  query: PreviewQuery,
) {
  const pending = await pendingOf(db, scope, register, id);
  const mapped = pending.outcome === null && pending.mapped;
  const judged = mapped ? judgeRows(await definition(db, scope), pending) : [];
  const bad = judged.filter((row) => row.errors.length > 0);
  const shown = query.onlyBad ? bad : judged;
  return {
    id: pending.id,
    register: pending.register,
    fileName: pending.fileName,
    headers: pending.headers,
    rowCount: pending.outcome ? pending.outcome.created + pending.outcome.skipped : pending.rows.length,
    columns: columnsOf(register).map((column) => ({ name: column.name, required: isRequired(register, column) })),
    mapping: pending.mapping,
    mapped: pending.mapped,
    clean: judged.length - bad.length,
    bad: bad.length,
    rows: shown
      .slice(query.page * query.size, (query.page + 1) * query.size)
      .map(({ line, cells, errors }) => ({ line, cells, errors })),
    outcome: pending.outcome,
    createdDate: pending.createdDate,
  };
}

/**
 * Chooses the header each column is read from (a column left out reads nothing) and remembers it for
 * the organization's next file of the register, by the headers' text.
 */
export async function chooseMapping(
  db: Db,
  scope: ImportScope,
  register: ImportRegisterName,
  id: number,
  mapping: ImportMapping,
) {
  const names = new Set(columnsOf(register).map((column) => column.name));
  await db.transaction(async (tx) => {
    const pending = await pendingOf(tx, scope, register, id, true);
    const refusals = Object.entries(mapping).flatMap(([column, index]) =>
      !names.has(column)
        ? [{ path: `mapping.${column}`, code: "unrecognized_key", message: "Not a column of the register" }]
        : index !== null && index >= pending.headers.length
          ? [{ path: `mapping.${column}`, code: "unknown_reference", message: "Not a header of the file" }]
          : [],
    );
    const used = Object.values(mapping).filter((index) => index !== null);
    if (new Set(used).size !== used.length) {
      refusals.push({ path: "mapping", code: "header_twice", message: "A header is read for one column only" });
    }
    if (refusals.length > 0) throw new RefusedError(refusals);
    const chosen = Object.fromEntries([...names].map((column) => [column, mapping[column] ?? null]));
    await tx.update(pendingImports).set({ mapping: chosen, mapped: true }).where(eq(pendingImports.id, pending.id));
    const headers = Object.fromEntries(
      Object.entries(chosen).flatMap(([column, index]) =>
        index === null ? [] : [[column, normalized(pending.headers[index] ?? "")]],
      ),
    );
    await tx
      .insert(importMappings)
      .values({ organizationId: scope.organizationId, register, headers })
      .onConflictDoUpdate({
        target: [importMappings.organizationId, importMappings.register],
        set: { headers, lastModifiedDate: sql`now()` },
      });
  });
}

/**
 * Imports the file's rows in one transaction: all of them when none has an error, or with `onlyClean`
 * those without; a row with an error refuses an import of all (`import_not_clean`). The upload is
 * locked while it runs and keeps what it made, so a second run (a double submit) makes nothing more.
 */
export async function runImport(
  db: Db,
  scope: ImportScope,
  definition: ImportDefinition,
  register: ImportRegisterName,
  id: number,
  onlyClean: boolean,
) {
  await db.transaction(async (tx) => {
    const pending = await pendingOf(tx, scope, register, id, true);
    if (pending.outcome) return;
    if (!pending.mapped) {
      throw new RefusedError([{ path: "mapping", code: "import_not_mapped", message: "Choose the columns first" }]);
    }
    const prepared = await definition(tx, scope);
    const judged = judgeRows(prepared, pending);
    const clean = judged.flatMap((row) => (row.value ? [row.value] : []));
    if (clean.length < judged.length && !onlyClean) {
      const message = "Some rows have errors: import only the clean rows, or correct the file";
      throw new RefusedError([{ path: "only_clean", code: "import_not_clean", message }]);
    }
    if (clean.length === 0) {
      throw new RefusedError([{ path: "only_clean", code: "import_nothing_clean", message: "No row is clean" }]);
    }
    await prepared.insert(tx, clean);
    const outcome = { created: clean.length, skipped: judged.length - clean.length };
    // The rows are no longer needed: what was made is in the register, what was left out in the file.
    await tx.update(pendingImports).set({ outcome, rows: [] }).where(eq(pendingImports.id, pending.id));
  });
}
