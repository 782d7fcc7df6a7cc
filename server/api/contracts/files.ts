import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  standardProblems,
  z,
} from "../schemas/common";
import { fileListQuery, fileMetadata, fileUpdate, uploadBody } from "../schemas/files";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Files"];
const read = inOrganization("READ");
const edit = inOrganization("EDIT");

const uploadProblems = {
  ...standardProblems,
  413: { description: "The file is larger than the configured maximum (MAX_UPLOAD_MB)" },
  415: { description: "The file's bytes are not an allowed type, or do not match its name" },
} as const;

/** The organization's files (`/organizations/{org}/files`): own documents and attachments. */
export const filesApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/files",
    tags,
    summary: "The organization's files; deleted ones only with deleted=true",
    request: { params: organizationParams, query: fileListQuery },
    responses: { 200: json(listOf(fileMetadata)), ...standardProblems },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/files/{id}",
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(fileMetadata), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/files/{id}",
    tags,
    summary: "Rename, date, describe, delete (deleted=true) or restore a file",
    request: { params: organizationItemParams, body: jsonBody(fileUpdate) },
    responses: { 200: json(fileMetadata), ...standardProblems, ...conflictProblem },
  }),
  download: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/files/{id}/raw",
    tags,
    summary: "The file's content, as an attachment with its stored type",
    request: { params: organizationItemParams },
    responses: {
      200: {
        description: "The bytes",
        content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
      },
      ...standardProblems,
    },
  }),
  upload: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/files",
    tags,
    summary: "Upload one file (multipart: file, standalone); answers its metadata and id",
    request: {
      params: organizationParams,
      body: { required: true, content: { "multipart/form-data": { schema: uploadBody } } },
    },
    responses: { 201: json(fileMetadata, "Stored"), ...uploadProblems },
  }),
  replace: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/files/{id}/raw",
    tags,
    summary: "Replace a file's content; it keeps its id, name and description",
    request: {
      params: organizationItemParams,
      body: { required: true, content: { "multipart/form-data": { schema: uploadBody } } },
    },
    responses: { 200: json(fileMetadata), ...uploadProblems },
  }),
};
