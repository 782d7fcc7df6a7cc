import { json, organizationParams, standardProblems } from "../schemas/common";
import { dashboard, dashboardQuery } from "../schemas/dashboard";
import { defineOperation, inOrganization } from "./operation";

export const dashboardApi = {
  get: defineOperation(inOrganization("READ", "dashboard"), {
    method: "get",
    path: "/organizations/{org}/dashboard",
    tags: ["Dashboard"],
    summary: "The dashboard's numbers for the organization and those below it, and per unit directly below",
    request: { params: organizationParams, query: dashboardQuery },
    responses: { 200: json(dashboard), ...standardProblems },
  }),
};
