import type { APIResponse } from "@playwright/test";
import { ROUTE_ACCESS, isRouteId, type RouteId } from "../../app/auth/route-access";
import { APP_ROUTES, type AppRoute } from "../support/route-config";
import { expect, test } from "./support/demo";
import {
  addressesOf,
  GRANTED_GET,
  locationOf,
  makeRecords,
  promised,
  signedIn,
  ROLES,
  type Records,
  type Role,
  type Tenant,
} from "./support/route-table";

/**
 * The authorization matrix: every route of app/routes.ts, for every role, with a record of the role's
 * own organization and one of another, answers what the access table (app/auth/route-access.ts) says.
 * Plain HTTP with each role's cookies, no browser: the whole matrix takes seconds.
 */

// The matrix needs no browser, so it runs once, not once with and once without scripts.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "plain HTTP: runs in one project");

let records: Record<Tenant, Records>;

test.beforeAll(async ({ baseURL }) => {
  records = await makeRecords(baseURL!);
});

test("every route of app/routes.ts has its access declared, and every declaration a route", () => {
  const ids = APP_ROUTES.map((route) => route.id);
  expect(
    ids.filter((id) => !isRouteId(id)),
    "routes without an entry in ROUTE_ACCESS",
  ).toEqual([]);
  expect(
    Object.keys(ROUTE_ACCESS).filter((id) => !ids.includes(id)),
    "entries without a route",
  ).toEqual([]);
});

/** A response in the matrix's words: "log-in" (back to this path), "unauthorized", or status → location. */
function answered(response: APIResponse, path: string) {
  const location = locationOf(response);
  if (location === `/?return_url=${encodeURIComponent(path)}`) return "log-in";
  if (location === "/unauthorized" || response.status() === 403) return "unauthorized";
  return location ? `${response.status()} → ${location}` : String(response.status());
}

function expectedAnswer(
  route: AppRoute,
  role: Role | null,
  record: "own" | "other",
  writing: boolean,
): string | RegExp {
  const outcome = promised(ROUTE_ACCESS[route.id as RouteId], role, writing);
  if (outcome !== "granted") return outcome;
  if (record === "other") return "404";
  return GRANTED_GET[route.id as RouteId]?.(role) ?? "200";
}

const matches = (actual: string, expected: string | RegExp) =>
  typeof expected === "string" ? actual === expected : expected.test(actual);

for (const [roleName, role] of Object.entries(ROLES)) {
  test(`what ${roleName} may open and change, and what not`, async ({ baseURL }) => {
    const http = await signedIn(baseURL!, role);
    const failures: string[] = [];
    for (const route of APP_ROUTES.filter((candidate) => candidate.pattern && isRouteId(candidate.id))) {
      const access = ROUTE_ACCESS[route.id as RouteId];
      for (const { path, record } of addressesOf(route, role, records)) {
        const expected = expectedAnswer(route, role, record, false);
        const actual = answered(await http.get(path), path);
        if (!matches(actual, expected)) failures.push(`GET ${path} (${route.id}): expected ${expected}, got ${actual}`);
        // Changing needs the edit permission: those without it are refused before anything happens.
        const writing = "edit" in access && access.edit && record === "own" ? promised(access, role, true) : "granted";
        if (writing === "granted") continue;
        const response = await http.post(path, { form: {}, headers: { Referer: new URL(path, baseURL).href } });
        // 405: the page takes no form posts itself (its forms post to a resource route).
        const refused = answered(response, path);
        if (refused !== writing && refused !== "405") {
          failures.push(`POST ${path} (${route.id}): expected ${writing}, got ${refused}`);
        }
      }
    }
    await http.dispose();
    expect(failures, `${roleName}: answers that differ from app/auth/route-access.ts`).toEqual([]);
  });
}
