import { json, listOf, organizationParams, standardProblems } from "../schemas/common";
import { acknowledgementProgress, acknowledgementProgressQuery } from "../schemas/controlled-documents";
import { defineOperation, inOrganization } from "./operation";

/**
 * Communication (ISO 7.4): the policies and procedures whose major revision the members concerned are
 * asked to acknowledge, with how far each has come (decision 044).
 */
export const communicationApi = {
  list: defineOperation(inOrganization("READ", "policies"), {
    method: "get",
    path: "/organizations/{org}/acknowledgements",
    tags: ["Communication"],
    summary:
      "The documents of the organization and those below it whose acknowledgement is in force, by default those still waiting for someone",
    request: { params: organizationParams, query: acknowledgementProgressQuery },
    responses: { 200: json(listOf(acknowledgementProgress)), ...standardProblems },
  }),
};
