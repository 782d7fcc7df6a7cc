import { describe, expect, it } from "vitest";
import {
  buildAccessibleTrees,
  filterEntries,
  listEntries,
  type OrganizationRow,
} from "../../server/domain/organization-tree";

const row = (
  id: number,
  parentId: number | null,
  name: string,
  extra: Partial<OrganizationRow> = {},
): OrganizationRow => ({
  id,
  parentId,
  name,
  type: "COMPANY",
  naceCode: null,
  featureAccessibility: "FULL",
  logoFileId: null,
  ...extra,
});

const rows = [
  row(1, null, "Holding"),
  row(2, 1, "Beta Co"),
  row(3, 1, "Alpha Co", { featureAccessibility: "LIMITED" }),
  row(4, 3, "Fleet", { type: "DEPARTMENT" }),
  row(5, 1, "HSE", { type: "DEPARTMENT" }),
  row(6, 2, "Lab", { type: "DEPARTMENT" }),
];

describe("buildAccessibleTrees", () => {
  it("opens the whole holding to a member of the holding, sorted, with departments apart", () => {
    const [holding] = buildAccessibleTrees(rows, new Map([[1, "READ"]]));
    expect(holding!.subsidiaries.map((s) => s.name)).toEqual(["Alpha Co", "Beta Co"]);
    expect(holding!.departments.map((d) => d.name)).toEqual(["HSE"]);
    expect(holding!.subsidiaries[1]!.departments.map((d) => d.name)).toEqual(["Lab"]);
  });

  it("marks everything below a limited company limited", () => {
    const [holding] = buildAccessibleTrees(rows, new Map([[1, "READ"]]));
    const alpha = holding!.subsidiaries[0]!;
    expect(alpha.featureAccessibility).toBe("LIMITED");
    expect(alpha.departments[0]!.featureAccessibility).toBe("LIMITED");
    expect(holding!.featureAccessibility).toBe("FULL");
  });

  it("answers only the highest open nodes to a member lower down", () => {
    const trees = buildAccessibleTrees(
      rows,
      new Map([
        [4, "EDIT"],
        [2, "READ"],
        [6, "MANAGE"],
      ]),
    );
    expect(trees.map((t) => t.name)).toEqual(["Fleet", "Beta Co"]);
    expect(trees.find((t) => t.name === "Fleet")!.featureAccessibility).toBe("LIMITED");
    expect(trees.find((t) => t.name === "Beta Co")!.departments.map((d) => d.name)).toEqual(["Lab"]);
  });

  it("shows the closest logo above an organization without its own, even above what the user may open", () => {
    const withLogos = rows.map((r) =>
      r.id === 1 ? { ...r, logoFileId: 10 } : r.id === 2 ? { ...r, logoFileId: 20 } : r,
    );
    const [lab] = buildAccessibleTrees(withLogos, new Map([[6, "READ"]]));
    expect(lab!.logoFileId).toBe(20);
    const [holding] = buildAccessibleTrees(withLogos, new Map([[1, "READ"]]));
    expect(holding!.departments[0]!.logoFileId).toBe(10);
    expect(holding!.subsidiaries.map((s) => s.logoFileId)).toEqual([10, 20]);
  });

  it("answers nothing without memberships", () => {
    expect(buildAccessibleTrees(rows, new Map())).toEqual([]);
  });
});

describe("listEntries", () => {
  it("lists each organization before its departments, then its subsidiaries, with depth and ancestors", () => {
    const entries = listEntries(buildAccessibleTrees(rows, new Map([[1, "READ"]])));
    expect(entries.map((o) => `${o.depth}:${o.name}`)).toEqual([
      "0:Holding",
      "1:HSE",
      "1:Alpha Co",
      "2:Fleet",
      "1:Beta Co",
      "2:Lab",
    ]);
    const fleet = entries.find((entry) => entry.name === "Fleet")!;
    expect(fleet.ancestors.map((a) => a.name)).toEqual(["Holding", "Alpha Co"]);
    expect(fleet.parentId).toBe(fleet.ancestors[1]!.id);
    expect(entries[0]).toMatchObject({ parentId: null, departmentCount: 1, subsidiaryCount: 2 });
  });

  it("names no ancestor above what the user may open", () => {
    const alpha = rows.find((r) => r.name === "Alpha Co")!;
    const [top, fleet] = listEntries(buildAccessibleTrees(rows, new Map([[alpha.id, "EDIT"]])));
    expect(top).toMatchObject({ name: "Alpha Co", parentId: null, depth: 0, ancestors: [] });
    expect(fleet!.ancestors).toEqual([{ id: alpha.id, name: "Alpha Co" }]);
  });
});

describe("filterEntries", () => {
  const entries = listEntries(buildAccessibleTrees(rows, new Map([[1, "READ"]])));
  const names = (filter: Parameters<typeof filterEntries>[1]) => filterEntries(entries, filter).map((e) => e.name);

  it("keeps the companies, the children of a parent, or one organization", () => {
    expect(names({ type: "COMPANY" })).toEqual(["Holding", "Alpha Co", "Beta Co"]);
    expect(names({ parentId: 1 })).toEqual(["HSE", "Alpha Co", "Beta Co"]);
    expect(names({ id: 1 })).toEqual(["Holding"]);
  });

  it("keeps an organization and everything below it", () => {
    expect(names({ within: 3 })).toEqual(["Alpha Co", "Fleet"]);
    expect(names({ within: 1, type: "DEPARTMENT" })).toEqual(["HSE", "Fleet", "Lab"]);
  });

  it("finds a part of a name in any case, and combines criteria", () => {
    expect(names({ search: "  co " })).toEqual(["Alpha Co", "Beta Co"]);
    expect(names({ search: "LAB", type: "DEPARTMENT" })).toEqual(["Lab"]);
    expect(names({ search: "lab", type: "COMPANY" })).toEqual([]);
  });
});
