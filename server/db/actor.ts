import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "./client";

const actorScope = new AsyncLocalStorage<number>();

/** Runs `work` on behalf of a user: the transactions it opens name them to the audit triggers. */
export function withActor<T>(userId: number, work: () => T): T {
  return actorScope.run(userId, work);
}

/**
 * Makes every transaction begin by naming the request's user in the transaction-local `app.actor_id`,
 * which the audited tables' triggers write as the change's author (decision 023). One place, so no
 * service can forget it; a change outside a request (a start's reference data) has no actor.
 */
export function nameActorInTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) =>
    transaction(async (tx) => {
      const actor = actorScope.getStore();
      if (actor !== undefined) await tx.execute(sql`select set_config('app.actor_id', ${String(actor)}, true)`);
      return work(tx);
    }, config);
  return db;
}
