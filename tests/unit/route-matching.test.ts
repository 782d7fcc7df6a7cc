import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The server loads the router's CommonJS build, the one patched to keep its ranking per route array
// and the branch each path matched (patches/, decision 007): the same answers as a fresh match, always.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof Router;

type Route = Router.AgnosticRouteObject;
const tree = (dashboard = "dashboard"): Route[] => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      {
        id: "app",
        children: [
          { id: "dashboard", path: dashboard },
          { id: "documents", path: "documents/own-documents" },
          { id: "document-new", path: "documents/own-documents/new" },
          { id: "document", path: "documents/own-documents/:id" },
          { id: "document-edit", path: "documents/own-documents/:id/edit" },
        ],
      },
      { id: "files", path: "files/*" },
      { id: "not-found", path: "*" },
    ],
  },
];
const PATHS = [
  "/",
  "/dashboard",
  "/documents/own-documents",
  "/documents/own-documents/new",
  "/documents/own-documents/42",
  "/documents/own-documents/42/edit",
  "/documents/own-documents/%C3%A6",
  "/files/7/Milj%C3%B8politik.pdf",
  "/nowhere/at/all",
];
const answer = (routes: Route[], path: string) =>
  matchRoutes(routes, path)?.map((match) => [match.route.id, match.params, match.pathname]) ?? null;

describe("route matching on the server", () => {
  it("answers every path as a fresh match would, in any order and again", () => {
    const kept = tree();
    const orders = [PATHS, [...PATHS].reverse(), [...PATHS, ...PATHS]];
    for (const order of orders)
      for (const path of order) expect(answer(kept, path), path).toEqual(answer(tree(), path));
    expect(answer(kept, "/documents/own-documents/new")?.at(-1)?.[0]).toBe("document-new");
    expect(answer(kept, "/documents/own-documents/9")?.at(-1)).toEqual([
      "document",
      { id: "9" },
      "/documents/own-documents/9",
    ]);
  });

  it("gives each match its own objects, so one request cannot change another's", () => {
    const kept = tree();
    const first = matchRoutes(kept, "/documents/own-documents/1")!;
    (first.at(-1)!.params as Record<string, string>).id = "changed";
    expect(matchRoutes(kept, "/documents/own-documents/1")!.at(-1)!.params).toEqual({ id: "1" });
  });

  it("matches a new route array afresh", () => {
    const kept = tree();
    expect(answer(kept, "/dashboard")?.at(-1)?.[0]).toBe("dashboard");
    const renamed = tree("overview");
    expect(answer(renamed, "/dashboard")?.at(-1)?.[0]).toBe("not-found");
  });
});
