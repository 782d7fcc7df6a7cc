import type { Db } from "../db/client";

type Actor = { userId: number };

/**
 * Recalculates the emissions of every meter month calculated with the factor, and records for each
 * organization and year whose total changed the total before and after. Called inside the
 * transaction that changed the factor's values.
 */
export async function recalculateFactorEmissions(_tx: Db, _factorId: number, _actor: Actor): Promise<void> {
  // Written with the meters' monthly figures.
}

/** Rewrites a meter's monthly figures from its readings. */
export async function rewriteMeterMonths(_tx: Db, _meterId: number): Promise<void> {}
