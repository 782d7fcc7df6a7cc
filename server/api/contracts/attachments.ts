import type { z } from "@hono/zod-openapi";
import { idParam, json, noContent, standardProblems } from "../schemas/common";
import { fileMetadata, uploadBody } from "../schemas/files";
import { defineOperation, system, type Access } from "./operation";

/**
 * Files attached to a record are a sub-resource of it: attaching or detaching one file never
 * re-sends the record, so it cannot race with an edit of the record's fields.
 */
export function attachmentOperations<const P extends string, Params extends z.ZodObject>(owner: {
  path: P;
  params: Params;
  access: Access;
  tags: string[];
}) {
  const params = owner.params.extend({ fileId: idParam("fileId") });
  const path = `${owner.path}/files/{fileId}` as const;
  return {
    attachFile: defineOperation(owner.access, {
      method: "post",
      path,
      tags: owner.tags,
      summary: "Attach an uploaded file to the record (repeating it changes nothing)",
      request: { params },
      responses: { 204: noContent, ...standardProblems },
    }),
    detachFile: defineOperation(owner.access, {
      method: "delete",
      path,
      tags: owner.tags,
      summary: "Detach a file from the record",
      request: { params },
      responses: { 204: noContent, ...standardProblems },
    }),
  };
}

/** The upload of a shared catalogue's file (a legislation's text, a safety data sheet), linked after. */
export function catalogueUploadOperation<const P extends string>(path: P, tags: string[], summary: string) {
  return defineOperation(system("MAINTAIN"), {
    method: "post",
    path,
    tags,
    summary,
    request: { body: { required: true, content: { "multipart/form-data": { schema: uploadBody } } } },
    responses: {
      201: json(fileMetadata, "Stored"),
      ...standardProblems,
      413: { description: "Too large" },
      415: { description: "Not an allowed type" },
    },
  });
}
