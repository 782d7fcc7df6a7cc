/** A department as the API lists it: its own departments below it. */
export type DepartmentNode = { id: number; name: string; departments: readonly DepartmentNode[] };

/** Where a poster hangs: the organization itself (no department) or one of its departments. */
export type PosterPlace = {
  /** The department, or null for the organization's own poster. */
  departmentId: number | null;
  name: string;
  /** The names above it, the organization first: the line over the poster's heading. */
  within: string[];
  /** The report form's absolute address, with the department chosen. */
  address: string;
};

/** The report form's absolute address at the public URL, choosing the department when there is one. */
export function reportAddress(publicUrl: string, departmentId: number | null) {
  const base = `${publicUrl.replace(/\/+$/, "")}/events/new`;
  return departmentId === null ? base : `${base}?department=${departmentId}`;
}

/**
 * The posters of an organization: its own first, then each of its departments, and theirs below them,
 * in the order the API lists them.
 */
export function posterPlaces(
  publicUrl: string,
  organization: { name: string },
  departments: readonly DepartmentNode[],
): PosterPlace[] {
  const places: PosterPlace[] = [
    { departmentId: null, name: organization.name, within: [], address: reportAddress(publicUrl, null) },
  ];
  const visit = (nodes: readonly DepartmentNode[], within: string[]) => {
    for (const node of nodes) {
      places.push({ departmentId: node.id, name: node.name, within, address: reportAddress(publicUrl, node.id) });
      visit(node.departments, [...within, node.name]);
    }
  };
  visit(departments, [organization.name]);
  return places;
}
