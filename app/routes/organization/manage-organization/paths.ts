/** Where the holding's structure is kept; client-safe, shared by its screens. */
export const MANAGE_PATH = "/organization/manage-organization";

/** A department or a subsidiary, as the address names it. */
export const CHILD_KINDS = ["department", "subsidiary"] as const;
export type ChildKind = (typeof CHILD_KINDS)[number];

/** A subsidiary is a company and has a company's details. */
export const companyOrDepartment = (kind: ChildKind) => (kind === "subsidiary" ? "company" : "department");

export const organizationEditPath = (id: number) => `${MANAGE_PATH}/${id}/edit`;
export const newChildPath = (parentId: number, kind: ChildKind) => `${MANAGE_PATH}/${parentId}/${kind}/new`;
export const childEditPath = (parentId: number, kind: ChildKind, id: number) =>
  `${MANAGE_PATH}/${parentId}/${kind}/${id}/edit`;

/** The page that edits an organization of the tree: the one managed has its own, the rest sit under a parent. */
export function editPathOf(
  entry: { id: number; parentId: number | null; type: "COMPANY" | "DEPARTMENT" },
  managedId: number,
) {
  if (entry.id === managedId || entry.parentId === null) return organizationEditPath(entry.id);
  return childEditPath(entry.parentId, entry.type === "DEPARTMENT" ? "department" : "subsidiary", entry.id);
}

/** The form buttons that do something else than save it. */
export const NACE_SEARCH_INTENT = "nace-search";
export const REMOVE_LOGO_INTENT = "remove-logo";
