import { getTableColumns, type Table } from "drizzle-orm";

/** A LIKE pattern matching `text` anywhere, with LIKE's own wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The free-text columns of a table, which a register's search (`q`) looks through. */
export const textColumns = (table: Table) =>
  Object.values(getTableColumns(table)).filter((column) => column.columnType === "PgText");
