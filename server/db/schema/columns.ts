import { timestamp } from "drizzle-orm/pg-core";

/** Creation and modification stamps; `last_modified_date` doubles as the optimistic-concurrency version. */
export const auditStamps = {
  createdDate: timestamp("created_date", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  lastModifiedDate: timestamp("last_modified_date", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** The values of a code list as a check constraint's `in (…)` list. */
export const oneOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");
