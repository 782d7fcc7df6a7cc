/** What services report and the API translates (api/service-errors.ts). */

/** The record changed since the caller read it (optimistic concurrency). */
export class StaleRecordError extends Error {
  override name = "StaleRecordError";
}

/** The record is there, but this is not the caller's to do (not a named approver, say). */
export class NotYoursError extends Error {
  override name = "NotYoursError";
}

export class RecordNotFoundError extends Error {
  override name = "RecordNotFoundError";
}

/** A field names something that does not exist, or that the caller may not use. */
export class UnknownReferenceError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "UnknownReferenceError";
  }
}

/** A rule of the domain refuses the change; each refusal names its field and a code the screens translate. */
export class RefusedError extends Error {
  constructor(readonly refusals: { path: string; code: string; message: string }[]) {
    super(refusals.map((refusal) => `${refusal.path}: ${refusal.message}`).join("; "));
    this.name = "RefusedError";
  }
}

/** The record would repeat one that must stay unique. */
export class DuplicateError extends Error {
  override name = "DuplicateError";
  constructor(
    message?: string,
    /** The record it would repeat, where the caller may be shown it. */
    readonly existingId?: number,
  ) {
    super(message);
  }
}

/** What an organization still holds, by kind (a table, or "departments" and "subsidiaries" below it). */
export type HeldRecords = { kind: string; count: number }[];

/** The organization cannot move or go while it holds records or has organizations below it. */
export class InUseError extends Error {
  constructor(readonly held: HeldRecords) {
    super(`It still holds ${held.map((item) => `${item.count} ${item.kind}`).join(", ")}`);
    this.name = "InUseError";
  }
}

/** PostgreSQL refused a row that repeats a unique key (drizzle may wrap the driver's error). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" || isUniqueViolation((error as { cause?: unknown }).cause));
