import type { FeatureAccessibility } from "./features";
import { type OrganizationScope } from "./permissions";

export type OrganizationRow = {
  id: number;
  parentId: number | null;
  type: "COMPANY" | "DEPARTMENT";
  name: string;
  naceCode: string | null;
  featureAccessibility: FeatureAccessibility;
};

export type OrganizationNode = Omit<OrganizationRow, "featureAccessibility"> & {
  /** LIMITED when the organization or any organization above it is limited. */
  featureAccessibility: FeatureAccessibility;
  subsidiaries: OrganizationNode[];
  departments: OrganizationNode[];
};

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
  for (const siblings of children.values()) siblings.sort((a, b) => a.name.localeCompare(b.name, "da"));

  const result: OrganizationNode[] = [];
  const visit = (row: OrganizationRow, inheritedLimited: boolean, open: boolean): OrganizationNode => {
    const limited = inheritedLimited || row.featureAccessibility === "LIMITED";
    const isOpen = open || memberships.has(row.id);
    const node: OrganizationNode = {
      ...row,
      featureAccessibility: limited ? "LIMITED" : "FULL",
      subsidiaries: [],
      departments: [],
    };
    for (const child of children.get(row.id) ?? []) {
      const childNode = visit(child, limited, isOpen);
      if (!isOpen) continue;
      (child.type === "DEPARTMENT" ? node.departments : node.subsidiaries).push(childNode);
    }
    if (isOpen && !open) result.push(node);
    return node;
  };
  for (const root of children.get(null) ?? []) visit(root, false, false);
  return result;
}

/** The organizations of the trees in menu order: each organization, then its departments, then its subsidiaries. */
export function flattenTrees(trees: readonly OrganizationNode[], depth = 0): (OrganizationNode & { depth: number })[] {
  return trees.flatMap((node) => [
    { ...node, depth },
    ...flattenTrees(node.departments, depth + 1),
    ...flattenTrees(node.subsidiaries, depth + 1),
  ]);
}
