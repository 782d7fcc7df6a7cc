import { membersApi } from "../../server/api/contracts/members";
import type { ApiClient } from "~/api/client.server";

/** The organization's present members, by name: the choices of an owner or a responsible person. */
export async function memberOptions(api: ApiClient, organizationId: number) {
  const list = await api.call(membersApi.list, { params: { org: organizationId }, query: { size: 200 } });
  return list.content.map(({ id, name }) => ({ id, name }));
}
