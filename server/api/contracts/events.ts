import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  standardProblems,
} from "../schemas/common";
import {
  event,
  eventAuthorityReport,
  eventInput,
  eventListQuery,
  eventStatusChange,
  eventSummary,
  eventUpdate,
} from "../schemas/events";
import { attachmentOperations } from "./attachments";
import { defineOperation, eventReporters, inOrganization } from "./operation";

const tags = ["Events"];
const read = inOrganization("READ", "event-handling");
const edit = inOrganization("EDIT", "event-handling");
const path = "/organizations/{org}/events";

/** Events (incidents, accidents, near misses) and their investigation; their actions are the action plan's. */
export const eventsApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The events of the organization and those below it, newest first",
    request: { params: organizationParams, query: eventListQuery },
    responses: { 200: json(listOf(eventSummary)), ...standardProblems },
  }),
  create: defineOperation(eventReporters, {
    method: "post",
    path,
    tags,
    summary: "Report an event; repeating the same report answers the event reported",
    request: { params: organizationParams, body: jsonBody(eventInput) },
    responses: {
      200: json(event, "Reported already: the existing event, unchanged"),
      201: json(event, "Reported"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(event), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    summary: "Change the report and the investigation; a closed event is refused until reopened",
    request: { params: organizationItemParams, body: jsonBody(eventUpdate) },
    responses: { 200: json(event), ...standardProblems, ...conflictProblem },
  }),
  recordAuthorityReport: defineOperation(edit, {
    method: "post",
    path: `${path}/{id}/authority-report`,
    tags,
    summary: "Record the day an accident to report was reported to the authority",
    request: { params: organizationItemParams, body: jsonBody(eventAuthorityReport) },
    responses: { 200: json(event), ...standardProblems, ...conflictProblem },
  }),
  changeStatus: defineOperation(edit, {
    method: "post",
    path: `${path}/{id}/status`,
    tags,
    summary: "Move the event on, close it (every action done and checked) or reopen it (with a reason)",
    request: { params: organizationItemParams, body: jsonBody(eventStatusChange) },
    responses: { 200: json(event), ...standardProblems, ...conflictProblem },
  }),
};

export const eventAttachments = attachmentOperations({
  path: `${path}/{id}`,
  params: organizationItemParams,
  access: edit,
  tags,
});
