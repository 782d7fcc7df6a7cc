import { createRoute } from "@hono/zod-openapi";
import { attachmentDisposition, fileNameProblem, safeFileName } from "../domain/file-policy";
import { toWire } from "../domain/wire-casing";
import {
  createFile,
  findFile,
  listFiles,
  replaceFileContent,
  streamFileContent,
  updateFileMetadata,
  type FileRecord,
} from "../services/files";
import type { ApiEnv } from "./env";
import { requireScope } from "./middleware/organization";
import { currentUser } from "./middleware/session";
import { invalid, notFound } from "./problem";
import { addStreamingRoute, createRouter } from "./router";
import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  standardProblems,
  z,
} from "./schemas/common";
import { fileListQuery, fileMetadata, fileUpdate, uploadBody } from "./schemas/files";
import { translateServiceErrors } from "./service-errors";
import { receiveOneFile } from "./uploads";
import type { Context } from "hono";

const tags = ["Files"];
const read = requireScope("READ");
const edit = requireScope("EDIT");

export const toFileBody = (file: FileRecord) =>
  toWire({
    id: file.id,
    name: file.name,
    description: file.description,
    date: file.date,
    deleted: file.deleted,
    standalone: file.standalone,
    contentType: file.contentType,
    size: file.size,
    sha256: file.sha256,
    createdBy: file.createdBy,
    createdDate: file.createdDate,
    lastModifiedDate: file.lastModifiedDate,
  });

const uploadProblems = {
  ...standardProblems,
  413: { description: "The file is larger than the configured maximum (MAX_UPLOAD_MB)" },
  415: { description: "The file's bytes are not an allowed type, or do not match its name" },
} as const;

const routes = {
  list: createRoute({
    method: "get",
    path: "/organizations/{org}/files",
    tags,
    middleware: [read] as const,
    summary: "The organization's files; deleted ones only with deleted=true",
    request: { params: organizationParams, query: fileListQuery },
    responses: { 200: json(listOf(fileMetadata)), ...standardProblems },
  }),
  get: createRoute({
    method: "get",
    path: "/organizations/{org}/files/{id}",
    tags,
    middleware: [read] as const,
    request: { params: organizationItemParams },
    responses: { 200: json(fileMetadata), ...standardProblems },
  }),
  update: createRoute({
    method: "put",
    path: "/organizations/{org}/files/{id}",
    tags,
    middleware: [edit] as const,
    summary: "Rename, date, describe, delete (deleted=true) or restore a file",
    request: { params: organizationItemParams, body: jsonBody(fileUpdate) },
    responses: { 200: json(fileMetadata), ...standardProblems, ...conflictProblem },
  }),
  download: createRoute({
    method: "get",
    path: "/organizations/{org}/files/{id}/raw",
    tags,
    middleware: [read] as const,
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
  upload: createRoute({
    method: "post",
    path: "/organizations/{org}/files",
    tags,
    middleware: [edit] as const,
    summary: "Upload one file (multipart: file, standalone); answers its metadata and id",
    request: {
      params: organizationParams,
      body: { required: true, content: { "multipart/form-data": { schema: uploadBody } } },
    },
    responses: { 201: json(fileMetadata, "Stored"), ...uploadProblems },
  }),
  replace: createRoute({
    method: "put",
    path: "/organizations/{org}/files/{id}/raw",
    tags,
    middleware: [edit] as const,
    summary: "Replace a file's content; it keeps its id, name and description",
    request: {
      params: organizationItemParams,
      body: { required: true, content: { "multipart/form-data": { schema: uploadBody } } },
    },
    responses: { 200: json(fileMetadata), ...uploadProblems },
  }),
};

/** A typed name is kept as typed (composed to NFC); only what cannot name a file is refused. */
function renamedTo(name: string) {
  const problem = fileNameProblem(name);
  if (problem) {
    const message =
      problem === "dots_only"
        ? "A file name cannot be only dots"
        : "A file name cannot contain control characters (tabs, line breaks)";
    throw invalid([{ path: "name", message, code: "file_name" }]);
  }
  return name.normalize("NFC");
}

const itemId = (c: Context<ApiEnv>) => {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound("File");
  return id;
};

/** Sends a file's bytes: an attachment with its stored type, never rendered by the browser. */
export async function sendFileContent(c: Context<ApiEnv>, file: FileRecord) {
  return new Response(streamFileContent(c.var.deps.db, file), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": attachmentDisposition(file.name),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-cache",
      ETag: `"${file.sha256}"`,
    },
  });
}

export const fileRoutes = createRouter()
  .openapi(routes.list, async (c) => {
    const { page, size, sort, search, standalone, deleted } = c.req.valid("query");
    const allowed = sort.filter(
      (
        s,
      ): s is { field: "name" | "date" | "size" | "created_date" | "last_modified_date"; direction: "asc" | "desc" } =>
        ["name", "date", "size", "created_date", "last_modified_date"].includes(s.field),
    );
    const result = await listFiles(
      c.var.deps.db,
      { organizationId: c.var.organization.id },
      {
        page,
        size,
        search,
        standalone,
        deleted,
        sort: allowed.length ? allowed : [{ field: "name", direction: "asc" }],
      },
    );
    return c.json({ total_elements: result.total, content: result.rows.map(toFileBody) }, 200);
  })
  .openapi(routes.get, async (c) => {
    const file = await findFile(c.var.deps.db, { organizationId: c.var.organization.id }, c.req.valid("param").id);
    if (!file) throw notFound("File");
    return c.json(toFileBody(file), 200);
  })
  .openapi(routes.update, async (c) => {
    const { db } = c.var.deps;
    const file = await findFile(db, { organizationId: c.var.organization.id }, c.req.valid("param").id);
    if (!file) throw notFound("File");
    const { last_modified_date, ...body } = c.req.valid("json");
    const updated = await translateServiceErrors(() =>
      updateFileMetadata(
        db,
        { userId: currentUser(c).id },
        file,
        {
          name: renamedTo(body.name),
          description: body.description ?? null,
          date: body.date ?? null,
          deleted: body.deleted,
        },
        last_modified_date,
      ),
    );
    return c.json(toFileBody(updated), 200);
  })
  .openapi(routes.download, async (c) => {
    const file = await findFile(c.var.deps.db, { organizationId: c.var.organization.id }, c.req.valid("param").id);
    if (!file) throw notFound("File");
    return sendFileContent(c, file) as never;
  });

addStreamingRoute(fileRoutes, routes.upload, async (c) => {
  const received = await receiveOneFile(c);
  try {
    const file = await createFile(
      c.var.deps.db,
      { userId: currentUser(c).id },
      { organizationId: c.var.organization.id },
      { contentType: received.contentType, upload: received.file },
      { standalone: received.fields.standalone === "true", name: safeFileName(received.file.fileName) },
    );
    return c.json(toFileBody(file), 201);
  } finally {
    await received.upload.discard();
  }
});

addStreamingRoute(fileRoutes, routes.replace, async (c) => {
  const { db } = c.var.deps;
  const file = await findFile(db, { organizationId: c.var.organization.id }, itemId(c));
  if (!file) throw notFound("File");
  const received = await receiveOneFile(c);
  try {
    const updated = await replaceFileContent(db, { userId: currentUser(c).id }, file, {
      contentType: received.contentType,
      upload: received.file,
    });
    return c.json(toFileBody(updated), 200);
  } finally {
    await received.upload.discard();
  }
});
