import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { rolesApi } from "../../../../server/api/contracts/roles";
import type { ApiClient } from "~/api/client.server";
import { idList, optionalText, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";

export const roleSchema = z.object({
  name: requiredText(200),
  description: optionalText(4000),
  competenceIds: idList(500),
});
export const roleUpdateSchema = roleSchema.extend({ lastModifiedDate: version });

const ROLES_PATH = "/organization/members-roles-and-competences?tab=roles";

/** Creates the role (no id) or saves it; back to the roles, at the role. */
export function saveRole(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  id?: number,
) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: roleSchema,
      message: "roles.created",
      send: async (body) => {
        const role = await api.call(rolesApi.create, { params: { org: organizationId }, body });
        return `${ROLES_PATH}#role-${role.id}`;
      },
    });
  }
  return submitForm(request, context, {
    schema: roleUpdateSchema,
    message: "roles.saved",
    send: async (body) => {
      await api.call(rolesApi.update, { params: { org: organizationId, id }, body });
      return `${ROLES_PATH}#role-${id}`;
    },
  });
}
