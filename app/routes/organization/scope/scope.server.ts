import { scopeApi } from "../../../../server/api/contracts/scope";
import { isUpstreamStatus } from "~/api/problem";
import type { ApiClient } from "~/api/client.server";

/** The organization's scope, or null while it has none (the API's 404 means exactly that). */
export async function findScope(api: ApiClient, organizationId: number) {
  try {
    return await api.call(scopeApi.get, { params: { org: organizationId } });
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    throw error;
  }
}
