import { json, listOf, organizationParams, standardProblems } from "../schemas/common";
import { member } from "../schemas/members";
import { defineOperation, inOrganization } from "./operation";

/** The organization's members (`/organizations/{org}/members`). */
export const membersApi = {
  list: defineOperation(inOrganization("READ"), {
    method: "get",
    path: "/organizations/{org}/members",
    tags: ["Organization"],
    summary: "Everyone with access to the organization, from its own and higher memberships",
    request: { params: organizationParams },
    responses: { 200: json(listOf(member)), ...standardProblems },
  }),
};
