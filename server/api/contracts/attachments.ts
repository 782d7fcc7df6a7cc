import type { z } from "@hono/zod-openapi";
import { idParam, noContent, standardProblems } from "../schemas/common";
import { defineOperation, type Access } from "./operation";

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
