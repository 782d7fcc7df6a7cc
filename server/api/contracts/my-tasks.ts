import { json, organizationParams, standardProblems } from "../schemas/common";
import { myTasks } from "../schemas/my-tasks";
import { defineOperation, inOrganization } from "./operation";

export const myTasksApi = {
  get: defineOperation(inOrganization("READ", "dashboard"), {
    method: "get",
    path: "/organizations/{org}/my-tasks",
    tags: ["Dashboard"],
    summary: "What the signed-in member is responsible for, in the organization and those below it, soonest first",
    request: { params: organizationParams },
    responses: { 200: json(myTasks), ...standardProblems },
  }),
};
