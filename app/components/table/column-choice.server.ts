import { createCookie, type AppLoadContext } from "@remix-run/node";

/** The columns each reader hid, by table: `{ machines: ["serial", "make"] }`. */
export type HiddenColumns = Record<string, string[]>;

// Bounds that keep the cookie far under a browser's 4 KB, whatever is posted.
const MAX_TABLES = 40;
const MAX_COLUMNS = 30;
const NAME = /^[a-z][a-z0-9-]{0,39}$/;
const KEPT_SECONDS = 365 * 24 * 60 * 60;

const cookieFor = (context: AppLoadContext) =>
  createCookie("table-columns", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: context.secureCookies,
    maxAge: KEPT_SECONDS,
  });

const names = (values: unknown[]) =>
  [...new Set(values.filter((value): value is string => typeof value === "string" && NAME.test(value)))].slice(
    0,
    MAX_COLUMNS,
  );

/** The columns this browser's reader hid; anything malformed reads as none hidden. */
export async function hiddenColumns(request: Request, context: AppLoadContext): Promise<HiddenColumns> {
  const value: unknown = await cookieFor(context).parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const kept: HiddenColumns = {};
  for (const [table, columns] of Object.entries(value).slice(0, MAX_TABLES)) {
    if (NAME.test(table) && Array.isArray(columns)) kept[table] = names(columns);
  }
  return kept;
}

/**
 * The Set-Cookie header that keeps a table's choice from a posted form: `table`, the columns it offers
 * to hide (`offered`) and those left ticked (`shown`). Null when the form does not name a table.
 */
export async function keepColumnChoice(request: Request, context: AppLoadContext, form: FormData) {
  const table = form.get("table");
  if (typeof table !== "string" || !NAME.test(table)) return null;
  const shown = new Set(names(form.getAll("shown")));
  const hidden = names(form.getAll("offered")).filter((column) => !shown.has(column));
  const { [table]: _replaced, ...others } = await hiddenColumns(request, context);
  const kept = Object.fromEntries(Object.entries(others).slice(0, MAX_TABLES - 1));
  return cookieFor(context).serialize(hidden.length ? { ...kept, [table]: hidden } : kept);
}
