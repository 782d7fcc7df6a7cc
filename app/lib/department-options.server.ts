import { organizationsApi } from "../../server/api/contracts/organizations";
import type { ApiClient } from "~/api/client.server";

/** The choices of a department filter or field, indented by depth (the API keeps a large holding's list short). */
export async function departmentOptions(api: ApiClient, organizationId: number, chosen?: number) {
  const choices = await api.call(organizationsApi.departmentChoices, {
    params: { org: organizationId },
    query: { chosen },
  });
  return choices.content;
}
