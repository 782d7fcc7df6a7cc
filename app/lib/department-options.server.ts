import { organizationsApi } from "../../server/api/contracts/organizations";
import type { ApiClient } from "~/api/client.server";

// The department filter lists the tree up to this size; a larger holding lists its companies instead.
const DEPARTMENT_CHOICES = 200;

/**
 * The organization and those below it, in tree order and indented by depth: the department filter's
 * choices. A holding of thousands of departments offers its companies, and the one chosen.
 */
export async function departmentOptions(api: ApiClient, organizationId: number, chosen?: number) {
  const below = { within: organizationId, size: DEPARTMENT_CHOICES };
  let list = await api.call(organizationsApi.accessible, { query: below });
  if (list.totalElements > DEPARTMENT_CHOICES) {
    const [companies, picked] = await Promise.all([
      api.call(organizationsApi.accessible, { query: { ...below, type: "COMPANY" } }),
      chosen ? api.call(organizationsApi.accessible, { query: { within: organizationId, id: chosen } }) : null,
    ]);
    const extra = (picked?.content ?? []).filter((entry) => entry.type !== "COMPANY");
    list = { ...companies, content: [...companies.content, ...extra] };
  }
  const top = list.content.find((entry) => entry.id === organizationId)?.depth ?? 0;
  return list.content.map((entry) => ({ id: entry.id, name: entry.name, depth: entry.depth - top }));
}
