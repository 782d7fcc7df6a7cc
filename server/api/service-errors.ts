import {
  DuplicateError,
  InUseError,
  RecordNotFoundError,
  RefusedError,
  StaleRecordError,
  UnknownReferenceError,
} from "../services/errors";
import { ApiError, conflict, invalid, notFound, PROBLEM_TYPES } from "./problem";

/** Turns the services' domain errors into the API's problem answers. */
export async function translateServiceErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaleRecordError) throw conflict();
    if (error instanceof RecordNotFoundError) throw notFound();
    if (error instanceof UnknownReferenceError)
      throw invalid([{ path: error.field, message: error.message, code: "unknown_reference" }]);
    if (error instanceof RefusedError) throw invalid(error.refusals);
    if (error instanceof InUseError) {
      throw new ApiError(409, PROBLEM_TYPES.inUse, "Conflict", error.message, undefined, undefined, {
        held: error.held,
      });
    }
    if (error instanceof DuplicateError) {
      const existing = error.existingId === undefined ? undefined : { existing_id: error.existingId };
      throw new ApiError(409, PROBLEM_TYPES.duplicate, "Conflict", error.message, undefined, undefined, existing);
    }
    throw error;
  }
}
