import { describe, expect, it } from "vitest";
import { isFeatureAvailable } from "../../server/domain/features";
import { effectiveScope, permissionNames, scopeIncludes } from "../../server/domain/permissions";

describe("scopes", () => {
  it("orders READ within EDIT within MANAGE", () => {
    expect(scopeIncludes("MANAGE", "READ")).toBe(true);
    expect(scopeIncludes("EDIT", "EDIT")).toBe(true);
    expect(scopeIncludes("EDIT", "MANAGE")).toBe(false);
    expect(scopeIncludes("READ", "EDIT")).toBe(false);
  });

  it("names every implied scope and the system permissions", () => {
    expect(permissionNames("EDIT", [])).toEqual(["READ", "EDIT", "REPORT_EVENT"]);
    expect(permissionNames("MANAGE", ["MAINTAIN"])).toEqual([
      "READ",
      "EDIT",
      "MANAGE",
      "REPORT_EVENT",
      "SYSTEM_MAINTAIN",
    ]);
  });

  it("lets a reader report events only where the company lets every member report", () => {
    expect(permissionNames("READ", [])).toEqual(["READ"]);
    expect(permissionNames("READ", [], true)).toEqual(["READ", "REPORT_EVENT"]);
    expect(permissionNames(null, ["MANAGE", "MAINTAIN"])).toEqual(["SYSTEM_MAINTAIN", "SYSTEM_MANAGE"]);
  });

  it("takes the closest membership, even when it grants less", () => {
    expect(effectiveScope([])).toBeNull();
    expect(effectiveScope([{ distance: 2, scope: "READ" }])).toBe("READ");
    expect(
      effectiveScope([
        { distance: 2, scope: "MANAGE" },
        { distance: 0, scope: "READ" },
      ]),
    ).toBe("READ");
    expect(
      effectiveScope([
        { distance: 3, scope: "READ" },
        { distance: 1, scope: "EDIT" },
      ]),
    ).toBe("EDIT");
  });
});

describe("feature accessibility", () => {
  it("gives FULL organizations everything and LIMITED ones only the limited menu", () => {
    expect(isFeatureAvailable("chemicals", "FULL")).toBe(true);
    expect(isFeatureAvailable("chemicals", "LIMITED")).toBe(false);
    expect(isFeatureAvailable("machines", "LIMITED")).toBe(false);
    expect(isFeatureAvailable("control-book", "LIMITED")).toBe(false);
    for (const feature of [
      "members",
      "scope",
      "stakeholders",
      "policies",
      "procedures",
      "own-documents",
      "meters",
      "waste",
      "event-handling",
    ] as const) {
      expect(isFeatureAvailable(feature, "LIMITED"), feature).toBe(true);
    }
  });
});
