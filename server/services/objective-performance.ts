import type { Db } from "../db/client";
import type { ObjectiveSummary } from "../domain/objectives";
import type { DateOnly } from "../domain/wire-casing";

/**
 * The objectives of the organizations given (a holding and those below it), each with its actual and
 * its path's figure on the day `asOf`, for the performance overview and a management review's agenda.
 */
export async function objectiveSummaries(
  _db: Db,
  _organizationIds: number[],
  _asOf: DateOnly,
): Promise<ObjectiveSummary[]> {
  return [];
}
