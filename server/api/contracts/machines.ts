import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  standardProblems,
} from "../schemas/common";
import { machine, machineInput, machineListQuery, machineSummary, machineUpdate } from "../schemas/machines";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Machines"];
const read = inOrganization("READ", "machines");
const edit = inOrganization("EDIT", "machines");

/** The organization's machine register (`/organizations/{org}/machines`). */
export const machinesApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/machines",
    tags,
    summary: "The machines in use (by default), retired, or all",
    request: { params: organizationParams, query: machineListQuery },
    responses: { 200: json(listOf(machineSummary)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/machines",
    tags,
    summary: "Register a machine; repeating the same registration answers the machine registered",
    request: { params: organizationParams, body: jsonBody(machineInput) },
    responses: {
      200: json(machine, "Registered already: the existing machine, unchanged"),
      201: json(machine, "Registered"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/machines/{id}",
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(machine), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/machines/{id}",
    tags,
    request: { params: organizationItemParams, body: jsonBody(machineUpdate) },
    responses: { 200: json(machine), ...standardProblems, ...conflictProblem },
  }),
};

export const machineAttachments = attachmentOperations({
  path: "/organizations/{org}/machines/{id}",
  params: organizationItemParams,
  access: edit,
  tags,
});
