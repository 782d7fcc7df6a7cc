import { competencesApi } from "../../../../server/api/contracts/competences";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import { rolesApi } from "../../../../server/api/contracts/roles";
import { REQUIREMENT_STATUSES, type RequirementStatus } from "~/components/competences/requirement-status";
import type { ApiClient } from "~/api/client.server";

const positive = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** The people filters of the members list and the matrix, from the URL (anything malformed is left out). */
export function peopleFilter(url: URL) {
  const status = url.searchParams.get("status") ?? "";
  return {
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    departmentId: positive(url.searchParams.get("department")),
    roleId: positive(url.searchParams.get("role")),
    /** The members removed, instead of the current ones (the members tab only). */
    former: url.searchParams.get("former") === "1",
    status: REQUIREMENT_STATUSES.includes(status as RequirementStatus) ? (status as RequirementStatus) : undefined,
  };
}

export type PeopleFilter = ReturnType<typeof peopleFilter>;

/** The members list's query from the filter. */
export const memberQuery = ({ q, departmentId, roleId, former }: PeopleFilter) => ({
  q,
  departmentId,
  roleId,
  former: former || undefined,
});

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

export async function roleOptions(api: ApiClient, organizationId: number) {
  return (await api.call(rolesApi.names, { params: { org: organizationId } })).content;
}

/** Every competence the organization sees, by name: the choices of the role and member forms. */
export async function competenceOptions(api: ApiClient, organizationId: number) {
  const list = await api.call(competencesApi.list, { params: { org: organizationId }, query: { size: 200 } });
  return list.content.map(({ id, name, frequency }) => ({ id, name, frequency }));
}
