import { describe, expect, it } from "vitest";
import { ROUTE_ACCESS, requirementOf } from "../../app/auth/route-access";
import { MENU, MOBILE_ACTIONS } from "../../app/components/menu/menu-model.server";
import { APP_ROUTES } from "../support/route-config";

describe("the route access table", () => {
  it("declares access for every route of app/routes.ts, and for no route that is not there", () => {
    const routeIds = APP_ROUTES.map((route) => route.id);
    expect(routeIds.filter((id) => !Object.hasOwn(ROUTE_ACCESS, id))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((id) => !routeIds.includes(id))).toEqual([]);
  });

  it("asks at least the view permission for editing", () => {
    const order = ["READ", "EDIT", "MANAGE"];
    for (const access of Object.values(ROUTE_ACCESS)) {
      if (access.kind !== "organization" || !access.edit) continue;
      expect(order.indexOf(access.edit)).toBeGreaterThanOrEqual(order.indexOf(access.permission));
    }
  });

  it("gives the menu the permission names the API answers", () => {
    expect(requirementOf(ROUTE_ACCESS["routes/admin/legislation/list"])).toEqual({ permission: "SYSTEM_MAINTAIN" });
    expect(requirementOf(ROUTE_ACCESS["routes/documents/own-documents/list"])).toEqual({
      permission: "READ",
      feature: "own-documents",
    });
    expect(requirementOf(ROUTE_ACCESS["routes/resources/organization"])).toEqual({});
  });
});

describe("menu entries", () => {
  const items = [...MENU.flatMap((group) => group.items), ...MOBILE_ACTIONS];
  const patternOf = (id: string) => APP_ROUTES.find((route) => route.id === id)?.pattern;

  it("name the route their path leads to, once it exists, and take its access from the table", () => {
    for (const item of items) {
      const route = APP_ROUTES.find((candidate) => candidate.pattern === item.path);
      if (!route) continue;
      expect(item.route, item.key).toBe(route.id);
      expect({ feature: item.feature, permission: item.permission }, item.key).toEqual({});
    }
  });

  it("lead where their route answers", () => {
    for (const item of items.filter((candidate) => candidate.route)) {
      expect(patternOf(item.route!), item.key).toBe(item.path);
    }
  });
});
