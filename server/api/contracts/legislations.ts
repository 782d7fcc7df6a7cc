import { conflictProblem, json, jsonBody, listOf, standardProblems } from "../schemas/common";
import {
  legislation,
  legislationFileParams,
  legislationInput,
  legislationListQuery,
  legislationParams,
  legislationSummary,
  legislationUpdate,
  topic,
  topicQuery,
} from "../schemas/legislation";
import { attachmentOperations, catalogueUploadOperation } from "./attachments";
import { anyUser, defineOperation, system } from "./operation";

const tags = ["Legislation catalogue"];
const maintain = system("MAINTAIN");
const userProblems = { 401: standardProblems[401], 404: standardProblems[404], 422: standardProblems[422] };

/** The legislation catalogue all organizations share (`/legislations`), and its topics. */
export const legislationsApi = {
  topics: defineOperation(anyUser, {
    method: "get",
    path: "/topics",
    tags,
    summary: "Topics of legislation; filter matches either language's name",
    request: { query: topicQuery },
    responses: { 200: json(listOf(topic)), ...userProblems },
  }),
  list: defineOperation(anyUser, {
    method: "get",
    path: "/legislations",
    tags,
    summary: "The catalogue: search titles and references, filter by topic and territory",
    request: { query: legislationListQuery },
    responses: { 200: json(listOf(legislationSummary)), ...userProblems },
  }),
  get: defineOperation(anyUser, {
    method: "get",
    path: "/legislations/{id}",
    tags,
    request: { params: legislationParams },
    responses: { 200: json(legislation), ...userProblems },
  }),
  create: defineOperation(maintain, {
    method: "post",
    path: "/legislations",
    tags,
    request: { body: jsonBody(legislationInput) },
    responses: { 201: json(legislation, "Created"), ...standardProblems, ...conflictProblem },
  }),
  update: defineOperation(maintain, {
    method: "put",
    path: "/legislations/{id}",
    tags,
    request: { params: legislationParams, body: jsonBody(legislationUpdate) },
    responses: { 200: json(legislation), ...standardProblems, ...conflictProblem },
  }),
  download: defineOperation(anyUser, {
    method: "get",
    path: "/legislations/{id}/files/{fileId}/raw",
    tags,
    summary: "A catalogue file (the act's text), for anyone logged in",
    request: { params: legislationFileParams },
    responses: { 200: { description: "The bytes" }, ...userProblems },
  }),
  upload: catalogueUploadOperation(
    "/legislations/files",
    tags,
    "Upload a catalogue file (multipart: file); link it with file_ids on the legislation",
  ),
};

export const legislationAttachments = attachmentOperations({
  path: "/legislations/{id}",
  params: legislationParams,
  access: maintain,
  tags,
});
