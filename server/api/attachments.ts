import type { Context } from "hono";
import { attachFile, detachFile, type AttachmentLink } from "../services/attachments";
import type { attachmentOperations } from "./contracts/attachments";
import type { ApiEnv } from "./env";
import { currentUser } from "./middleware/session";
import { notFound } from "./problem";
import { createRouter, guarded } from "./router";

type Operations = ReturnType<typeof attachmentOperations>;

/**
 * The two routes of a record's attachments. `ownerId` finds the record the caller may change (null
 * when there is none); `organizationId` is where its files must come from (null: the shared catalogue).
 */
export function attachmentRoutes(
  operations: Operations,
  link: AttachmentLink,
  owner: {
    ownerId(c: Context<ApiEnv>): Promise<number | null>;
    organizationId(c: Context<ApiEnv>): number | null;
  },
) {
  const change = async (c: Context<ApiEnv>, work: typeof attachFile) => {
    const ownerId = await owner.ownerId(c);
    if (ownerId === null) throw notFound();
    const scope = { organizationId: owner.organizationId(c), userId: currentUser(c).id };
    const fileId = Number(c.req.param("fileId"));
    await work(c.var.deps.db, link, scope, ownerId, fileId);
    return c.body(null, 204);
  };
  return createRouter()
    .openapi(guarded(operations.attachFile), (c) => change(c, attachFile))
    .openapi(guarded(operations.detachFile), (c) => change(c, detachFile));
}
