import { organizationsApi } from "../../server/api/contracts/organizations";
import type { ApiClient } from "~/api/client.server";

// The choices list the tree up to this size; a larger holding lists its companies and their departments.
const DEPARTMENT_CHOICES = 200;
// A larger holding's companies, each with its own departments when it has no more than this.
const COMPANY_DEPARTMENTS = 50;

type Entry = { id: number; name: string; depth: number; type: string };

/**
 * The organization and those below it, in tree order and indented by depth: the choices of a
 * department filter or field. A holding of thousands of departments offers its companies, each with
 * the departments directly under it unless it has a great many (then the company stands for them), and
 * the one chosen.
 */
export async function departmentOptions(api: ApiClient, organizationId: number, chosen?: number) {
  const below = { within: organizationId, size: DEPARTMENT_CHOICES };
  const list = await api.call(organizationsApi.accessible, { query: below });
  let entries: Entry[] = list.content;
  if (list.totalElements > DEPARTMENT_CHOICES) {
    const [companies, picked] = await Promise.all([
      api.call(organizationsApi.accessible, { query: { ...below, type: "COMPANY" } }),
      chosen ? api.call(organizationsApi.accessible, { query: { within: organizationId, id: chosen } }) : null,
    ]);
    const departmentsOf = await Promise.all(
      companies.content.slice(0, COMPANY_DEPARTMENTS).map((company) =>
        api.call(organizationsApi.accessible, {
          query: { parentId: company.id, type: "DEPARTMENT", size: COMPANY_DEPARTMENTS },
        }),
      ),
    );
    entries = companies.content.flatMap((company, index) => {
      const departments = departmentsOf[index];
      const few = departments && departments.totalElements <= COMPANY_DEPARTMENTS;
      return [company, ...(few ? departments.content : [])];
    });
    const shown = new Set(entries.map((entry) => entry.id));
    entries.push(...(picked?.content ?? []).filter((entry) => !shown.has(entry.id)));
  }
  const top = entries.find((entry) => entry.id === organizationId)?.depth ?? 0;
  return entries.map((entry) => ({ id: entry.id, name: entry.name, depth: entry.depth - top }));
}
