import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { membersApi } from "../../../../server/api/contracts/members";
import type { ApiClient } from "~/api/client.server";
import { idList, optionalId, optionalText, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";

const scope = z.enum(["READ", "EDIT", "MANAGE"], "validation.required");

/** A member's edit form; its value is the API's body. */
export const memberSchema = z.object({
  jobTitle: optionalText(200),
  scope,
  roleIds: idList(100),
  competenceIds: idList(500),
  lastModifiedDate: version,
});

export const inviteSchema = z.object({
  name: requiredText(200),
  email: z
    .email({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.email") })
    .max(254, "validation.tooLong"),
  jobTitle: optionalText(200),
  scope,
  roleIds: idList(100),
  organizationId: optionalId(),
});

export function inviteMember(request: Request, context: AppLoadContext, api: ApiClient, organizationId: number) {
  return submitForm(request, context, {
    schema: inviteSchema,
    message: "members.invited",
    send: async (body) => {
      const member = await api.call(membersApi.invite, { params: { org: organizationId }, body });
      return `/organization/members/${member.id}`;
    },
  });
}

export function saveMember(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  id: number,
) {
  return submitForm(request, context, {
    schema: memberSchema,
    message: "members.saved",
    send: async (body) => {
      await api.call(membersApi.update, { params: { org: organizationId, id }, body });
      return `/organization/members/${id}`;
    },
  });
}
