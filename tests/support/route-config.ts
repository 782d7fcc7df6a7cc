import type { RouteConfigEntry } from "@remix-run/route-config";
import routes from "../../app/routes";

/** A route of `app/routes.ts` with the id Remix gives it and the full URL pattern it answers. */
export type AppRoute = { id: string; pattern: string | null; file: string; layout: boolean };

// Remix's own rule: a route's id is its module's path without the extension, unless routes.ts names one.
const routeIdOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

function walk(entries: RouteConfigEntry[], parentPattern: string): AppRoute[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parentPattern.replace(/\/$/, "")}/${entry.path}` : null;
    const pattern = own ?? (entry.index ? parentPattern || "/" : null);
    const children = walk(entry.children ?? [], own ?? parentPattern);
    return [{ id: routeIdOf(entry), pattern, file: entry.file, layout: Boolean(entry.children) }, ...children];
  });
}

/** Every route of the sitemap, layouts included, in the order routes.ts lists them. */
export const APP_ROUTES: AppRoute[] = walk(routes, "");
