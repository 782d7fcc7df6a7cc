/** What services report and the API translates (api/service-errors.ts). */

/** The record changed since the caller read it (optimistic concurrency). */
export class StaleRecordError extends Error {
  override name = "StaleRecordError";
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

/** The record would repeat one that must stay unique. */
export class DuplicateError extends Error {
  override name = "DuplicateError";
}
