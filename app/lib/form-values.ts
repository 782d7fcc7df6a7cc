// Apart from ./form-schema.ts: forms in the browser use it, and must not bring zod along.

/**
 * A record's fields as a form's default values: text as it is, numbers as text, dates as
 * `yyyy-mm-dd`, null as empty. Only the names the form has are taken.
 */
export function formValues<K extends string>(names: readonly K[], record: Partial<Record<K, unknown>>) {
  const values = {} as Record<K, string>;
  for (const name of names) values[name] = asFormValue(record[name]);
  return values;
}

function asFormValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}
