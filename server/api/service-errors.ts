import {
  DuplicateError,
  InUseError,
  isUniqueViolation,
  NotYoursError,
  RecordNotFoundError,
  RefusedError,
  StaleRecordError,
  UnknownReferenceError,
} from "../services/errors";
import { ApiError, conflict, forbidden, invalid, notFound, PROBLEM_TYPES } from "./problem";

const duplicate = (message: string, existingId?: number) =>
  new ApiError(
    409,
    PROBLEM_TYPES.duplicate,
    "Conflict",
    message,
    undefined,
    undefined,
    existingId === undefined ? undefined : { existing_id: existingId },
  );

/**
 * The problem a service's domain error answers, or undefined for anything else: the API's error
 * handler asks it for every error a handler throws, so no handler maps one itself. A unique key the
 * database refused is a duplicate wherever it comes from: two identical creates at the same moment
 * both pass a service's own check, and the key decides.
 */
export function serviceProblem(error: unknown): ApiError | undefined {
  if (error instanceof StaleRecordError) return conflict();
  if (error instanceof RecordNotFoundError) return notFound();
  if (error instanceof NotYoursError) return forbidden(error.message || undefined);
  if (error instanceof UnknownReferenceError)
    return invalid([{ path: error.field, message: error.message, code: "unknown_reference" }]);
  if (error instanceof RefusedError) return invalid(error.refusals);
  if (error instanceof InUseError) {
    return new ApiError(409, PROBLEM_TYPES.inUse, "Conflict", error.message, undefined, undefined, {
      held: error.held,
    });
  }
  if (error instanceof DuplicateError) return duplicate(error.message, error.existingId);
  if (isUniqueViolation(error)) return duplicate("A record with the same values already exists");
  return undefined;
}
