import { RecordNotFoundError, StaleRecordError } from "../services/versioned";
import { conflict, notFound } from "./problem";

/** Turns the services' domain errors into the API's problem answers. */
export async function translateServiceErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaleRecordError) throw conflict();
    if (error instanceof RecordNotFoundError) throw notFound();
    throw error;
  }
}
