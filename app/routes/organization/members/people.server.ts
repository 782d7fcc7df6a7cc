import { competencesApi } from "../../../../server/api/contracts/competences";
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

export async function roleOptions(api: ApiClient, organizationId: number) {
  return (await api.call(rolesApi.names, { params: { org: organizationId } })).content;
}

/** Every competence the organization sees, by name: the choices of the role and member forms. */
export async function competenceOptions(api: ApiClient, organizationId: number) {
  const list = await api.call(competencesApi.list, { params: { org: organizationId }, query: { size: 200 } });
  return list.content.map(({ id, name, frequency }) => ({ id, name, frequency }));
}
