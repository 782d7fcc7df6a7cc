import type { PGlite } from "@electric-sql/pglite";

/**
 * How many times the embedded database may have changed. Only this process opens it, and PGlite runs
 * one statement or transaction at a time, so a read that began and ended at the same version read what
 * is still there: the API keeps such answers (decision 008). A PostgreSQL server has other writers, and
 * no version.
 */
export type DataVersion = { current(): number };

// A plain read: a select, or a select with common table expressions, that names nothing which writes or
// locks (a word such as "delete" anywhere counts, even where it would be harmless). Anything else is a change.
const READ = /^\s*(select|with)\b/i;
const WRITES_ANYWAY =
  /\b(insert|update|delete|merge|nextval|setval|set_config|pg_advisory\w*|for\s+(update|share|no\s+key|key))\b/i;
const isRead = (statement: unknown) =>
  typeof statement === "string" && READ.test(statement) && !WRITES_ANYWAY.test(statement);

/**
 * Counts every statement that is not a plain read, and every transaction, before and after it runs:
 * a read that overlapped one sees two different versions at its start and end.
 */
export function trackDataVersion(client: PGlite): DataVersion {
  let version = 0;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- wraps PGlite's generic methods as they are
  const counted = <F extends (...args: any[]) => Promise<unknown>>(
    run: F,
    changes: (...args: Parameters<F>) => boolean,
  ) =>
    (async (...args: Parameters<F>) => {
      if (!changes(...args)) return run(...args);
      version++;
      try {
        return await run(...args);
      } finally {
        version++;
      }
    }) as F;
  client.query = counted(client.query.bind(client), (statement) => !isRead(statement));
  client.exec = counted(client.exec.bind(client), () => true);
  client.transaction = counted(client.transaction.bind(client), () => true);
  return { current: () => version };
}
