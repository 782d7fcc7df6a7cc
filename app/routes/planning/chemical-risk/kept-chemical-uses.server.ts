import { workProcessesApi } from "../../../../server/api/contracts/work-processes";
import type { ApiClient } from "~/api/client.server";
import { isAllowed } from "~/auth/guards.server";

/** The work processes that use a kept chemical; null where the organization has no chemical risk assessment. */
export async function keptChemicalUses(
  api: ApiClient,
  access: Parameters<typeof isAllowed>[0],
  params: { org: number; id: number },
) {
  if (!isAllowed(access, "READ", "chemical-risk")) return null;
  return api.call(workProcessesApi.keptChemicalUses, { params });
}
