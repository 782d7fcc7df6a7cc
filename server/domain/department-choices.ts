import { filterEntries, type OrganizationEntry } from "./organization-tree";

// The choices list the tree up to this size; a larger holding lists its companies and their departments.
const WHOLE_TREE = 200;
// A larger holding's companies (at most this many), each with its own departments when it has no more.
const COMPANY_DEPARTMENTS = 50;

export type DepartmentChoice = { id: number; name: string; depth: number };

/**
 * The organization and those below it, in tree order and indented by depth below it: the choices of a
 * department filter or field. A holding of thousands of departments offers its companies, each with
 * the departments directly under it unless it has a great many (then the company stands for them), and
 * the one chosen.
 */
export function departmentChoices(
  entries: readonly OrganizationEntry[],
  organizationId: number,
  chosen?: number,
): DepartmentChoice[] {
  const below = filterEntries(entries, { within: organizationId });
  let shown = below;
  if (below.length > WHOLE_TREE) {
    const companies = below.filter((entry) => entry.type === "COMPANY").slice(0, WHOLE_TREE);
    const withDepartments = new Set(companies.slice(0, COMPANY_DEPARTMENTS).map((company) => company.id));
    const departmentsOf = new Map<number, OrganizationEntry[]>();
    for (const entry of below) {
      if (entry.type !== "DEPARTMENT" || entry.parentId === null || !withDepartments.has(entry.parentId)) continue;
      const siblings = departmentsOf.get(entry.parentId);
      if (siblings) siblings.push(entry);
      else departmentsOf.set(entry.parentId, [entry]);
    }
    shown = companies.flatMap((company) => {
      const departments = departmentsOf.get(company.id) ?? [];
      return [company, ...(departments.length <= COMPANY_DEPARTMENTS ? departments : [])];
    });
    const picked = below.find((entry) => entry.id === chosen);
    if (picked && !shown.includes(picked)) shown = [...shown, picked];
  }
  const top = below.find((entry) => entry.id === organizationId)?.depth ?? 0;
  return shown.map((entry) => ({ id: entry.id, name: entry.name, depth: entry.depth - top }));
}
