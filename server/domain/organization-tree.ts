import type { FeatureAccessibility } from "./features";
import { type OrganizationScope } from "./permissions";

export type OrganizationRow = {
  id: number;
  parentId: number | null;
  type: "COMPANY" | "DEPARTMENT";
  name: string;
  naceCode: string | null;
  featureAccessibility: FeatureAccessibility;
  logoFileId: number | null;
};

export type OrganizationNode = Omit<OrganizationRow, "featureAccessibility"> & {
  /** LIMITED when the organization or any organization above it is limited. */
  featureAccessibility: FeatureAccessibility;
  /** The logo it shows: its own, else the closest one above it (a department shows its company's). */
  logoFileId: number | null;
  subsidiaries: OrganizationNode[];
  departments: OrganizationNode[];
};

// One collator for every comparison: `localeCompare(…, "da")` builds one per call (slow on 1,000 departments).
export const danishOrder = new Intl.Collator("da");

/**
 * Builds the trees a user may see from every organization of their holdings and their memberships:
 * a membership opens its organization's whole subtree, and the answer lists the highest open nodes.
 */
export function buildAccessibleTrees(
  rows: readonly OrganizationRow[],
  memberships: ReadonlyMap<number, OrganizationScope>,
): OrganizationNode[] {
  const children = new Map<number | null, OrganizationRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  for (const siblings of children.values()) siblings.sort((a, b) => danishOrder.compare(a.name, b.name));

  const result: OrganizationNode[] = [];
  const visit = (
    row: OrganizationRow,
    inheritedLimited: boolean,
    inheritedLogo: number | null,
    open: boolean,
  ): OrganizationNode => {
    const limited = inheritedLimited || row.featureAccessibility === "LIMITED";
    const isOpen = open || memberships.has(row.id);
    const node: OrganizationNode = {
      ...row,
      featureAccessibility: limited ? "LIMITED" : "FULL",
      logoFileId: row.logoFileId ?? inheritedLogo,
      subsidiaries: [],
      departments: [],
    };
    for (const child of children.get(row.id) ?? []) {
      const childNode = visit(child, limited, node.logoFileId, isOpen);
      if (!isOpen) continue;
      (child.type === "DEPARTMENT" ? node.departments : node.subsidiaries).push(childNode);
    }
    if (isOpen && !open) result.push(node);
    return node;
  };
  for (const root of children.get(null) ?? []) visit(root, false, null, false);
  return result;
}

/** One organization of the trees a user may open, with where it sits: enough to list, search and page them. */
export type OrganizationEntry = {
  id: number;
  /** The parent, or null at the top of what the user may open (a higher organization stays unnamed). */
  parentId: number | null;
  type: OrganizationRow["type"];
  name: string;
  featureAccessibility: FeatureAccessibility;
  logoFileId: number | null;
  depth: number;
  /** From the highest organization the user may open down to the parent. */
  ancestors: { id: number; name: string }[];
  departmentCount: number;
  subsidiaryCount: number;
};

/**
 * The trees as a flat list in menu order: each organization, then its departments, then its subsidiaries,
 * each entry knowing its ancestors.
 */
export function listEntries(
  trees: readonly OrganizationNode[],
  ancestors: OrganizationEntry["ancestors"] = [],
): OrganizationEntry[] {
  return trees.flatMap((node) => {
    const below = [...ancestors, { id: node.id, name: node.name }];
    const entry: OrganizationEntry = {
      id: node.id,
      parentId: ancestors.at(-1)?.id ?? null,
      type: node.type,
      name: node.name,
      featureAccessibility: node.featureAccessibility,
      logoFileId: node.logoFileId,
      depth: ancestors.length,
      ancestors,
      departmentCount: node.departments.length,
      subsidiaryCount: node.subsidiaries.length,
    };
    return [entry, ...listEntries(node.departments, below), ...listEntries(node.subsidiaries, below)];
  });
}

export type EntryFilter = {
  /** Part of the name, in any case. */
  search?: string;
  type?: OrganizationRow["type"];
  parentId?: number;
  id?: number;
  /** This organization and everything below it. */
  within?: number;
};

/** The entries that match every given criterion, in their order. */
export function filterEntries(entries: readonly OrganizationEntry[], filter: EntryFilter): OrganizationEntry[] {
  const needle = filter.search?.trim().toLocaleLowerCase("da");
  return entries.filter(
    (entry) =>
      (filter.id === undefined || entry.id === filter.id) &&
      (filter.type === undefined || entry.type === filter.type) &&
      (filter.parentId === undefined || entry.parentId === filter.parentId) &&
      (filter.within === undefined ||
        entry.id === filter.within ||
        entry.ancestors.some((ancestor) => ancestor.id === filter.within)) &&
      (!needle || entry.name.toLocaleLowerCase("da").includes(needle)),
  );
}
