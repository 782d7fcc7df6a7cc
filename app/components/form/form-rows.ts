/**
 * Lists of rows in a form that works without script (an emission factor's values, a chemical's
 * supplies): the form cannot add a row then, so it offers a few empty ones beyond those filled in, and
 * the action leaves a row with nothing typed into it out rather than refusing it.
 */

/** The name of a row's field, as conform reads it into the list (`values[2].source`). */
export const rowFieldName = (list: string, index: number, field: string) => `${list}[${index}].${field}`;

/** The rows to show: those sent back or stored, the trailing blank ones dropped, then `empty` empty ones. */
export function rowsToShow<Row extends object>(
  rows: readonly (Row | null | undefined)[],
  isBlank: (row: Row | null | undefined) => boolean,
  { empty, max }: { empty: number; max: number },
): Partial<Row>[] {
  let filled = rows.length;
  while (filled > 0 && isBlank(rows[filled - 1])) filled--;
  const count = Math.min(max, filled + empty);
  return Array.from({ length: count }, (_, index) => rows[index] ?? {});
}
