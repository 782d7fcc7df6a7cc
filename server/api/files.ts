import { attachmentDisposition, fileNameProblem, nameFitsType, safeFileName } from "../domain/file-policy";
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
import { filesApi } from "./contracts/files";
import { currentUser } from "./middleware/session";
import { invalid, notFound } from "./problem";
import { addStreamingRoute, createRouter, guarded, respond } from "./router";
import { isRecordId } from "./schemas/common";
import { receiveOneFile } from "./uploads";
import type { Context } from "hono";

/**
 * A typed name is kept as typed (composed to NFC); only what cannot name a file is refused, and a name
 * whose extension claims another type than the content's.
 */
function renamedTo(name: string, file: FileRecord) {
  const problem = fileNameProblem(name);
  if (problem) {
    const message =
      problem === "dots_only"
        ? "A file name cannot be only dots"
        : "A file name cannot contain control characters (tabs, line breaks)";
    throw invalid([{ path: "name", message, code: "file_name" }]);
  }
  if (name !== file.name && !nameFitsType(name, file.contentType)) {
    const message = "The name's extension does not match the file's type";
    throw invalid([{ path: "name", message, code: "file_type_of_name" }]);
  }
  return name.normalize("NFC");
}

/** The organization's files as the caller may see them: not a sheet someone else holds unfiled. */
const seenBy = (c: Context<ApiEnv>) => ({ organizationId: c.var.organization.id, viewerId: currentUser(c).id });

const itemId = (c: Context<ApiEnv>) => {
  const id = Number(c.req.param("id"));
  if (!isRecordId(id)) throw notFound("File");
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
  .openapi(guarded(filesApi.list), async (c) => {
    const { page, size, sort, search, standalone, deleted } = c.req.valid("query");
    const result = await listFiles(c.var.deps.db, seenBy(c), {
      page,
      size,
      search,
      standalone,
      deleted,
      sort: sort.length ? sort : [{ field: "name", direction: "asc" }],
    });
    return c.json(respond(filesApi.list, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(filesApi.get), async (c) => {
    const file = await findFile(c.var.deps.db, seenBy(c), c.req.valid("param").id);
    if (!file) throw notFound("File");
    return c.json(respond(filesApi.get, file), 200);
  })
  .openapi(guarded(filesApi.update), async (c) => {
    const { db } = c.var.deps;
    const file = await findFile(db, seenBy(c), c.req.valid("param").id);
    if (!file) throw notFound("File");
    const { last_modified_date, ...body } = c.req.valid("json");
    const updated = await updateFileMetadata(
      db,
      { userId: currentUser(c).id },
      file,
      {
        name: renamedTo(body.name, file),
        description: body.description ?? null,
        date: body.date ?? null,
        deleted: body.deleted,
      },
      last_modified_date,
    );
    return c.json(respond(filesApi.update, updated), 200);
  })
  .openapi(guarded(filesApi.download), async (c) => {
    const file = await findFile(c.var.deps.db, seenBy(c), c.req.valid("param").id);
    if (!file) throw notFound("File");
    return sendFileContent(c, file) as never;
  });

addStreamingRoute(fileRoutes, guarded(filesApi.upload), async (c) => {
  const received = await receiveOneFile(c);
  try {
    const file = await createFile(
      c.var.deps.db,
      { userId: currentUser(c).id },
      { organizationId: c.var.organization.id },
      { contentType: received.contentType, upload: received.file },
      { standalone: received.fields.standalone === "true", name: safeFileName(received.file.fileName) },
    );
    return c.json(respond(filesApi.upload, file), 201);
  } finally {
    await received.upload.discard();
  }
});

addStreamingRoute(fileRoutes, guarded(filesApi.replace), async (c) => {
  const { db } = c.var.deps;
  const file = await findFile(db, seenBy(c), itemId(c));
  if (!file) throw notFound("File");
  const received = await receiveOneFile(c, file.name);
  try {
    const updated = await replaceFileContent(db, { userId: currentUser(c).id }, file, {
      contentType: received.contentType,
      upload: received.file,
    });
    return c.json(respond(filesApi.replace, updated), 200);
  } finally {
    await received.upload.discard();
  }
});
