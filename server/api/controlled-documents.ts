import type { Context } from "hono";
import { businessToday } from "../domain/recurrence";
import { camelKeys, type DateOnly } from "../domain/wire-casing";
import {
  changeableDocumentId,
  createDocument,
  recordReview,
  setPublic,
  updateDocument,
} from "../services/controlled-document-changes";
import {
  documentFileLink,
  type DocumentKind,
  getDocument,
  listDocuments,
  listRevisions,
  publicDocument,
} from "../services/controlled-documents";
import { publishDocument } from "../services/document-publication";
import { decideApproval, submitForApproval, withdrawSubmission } from "../services/document-approvals";
import { acknowledge, acknowledgementMembers } from "../services/document-acknowledgements";
import { attachmentRoutes } from "./attachments";
import { scopeIncludes } from "../domain/permissions";
import type { OrganizationCircle } from "../services/organization-directory";
import { actorOf, circleOf } from "./circle";
import { currentUser } from "./middleware/session";
import { sendLogo, shownLogo } from "./logo";
import type { controlledDocumentOperations } from "./contracts/controlled-documents";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The organizations of the circle whose drafts the caller sees: those it may edit (decision 025). The
 * active organization's scope holds for those below it; each one above is asked on its own.
 */
async function draftingOf(c: Context<ApiEnv>, circle: OrganizationCircle) {
  const own = scopeIncludes(c.var.organization.scope, "EDIT") ? circle.below : [];
  const above = circle.visible.filter((id) => !circle.below.includes(id));
  const userId = currentUser(c).id;
  const editable = await Promise.all(
    above.map(async (id) => {
      const access = await c.var.deps.caches.directory.access(userId, id);
      return access && scopeIncludes(access.scope, "EDIT") ? [id] : [];
    }),
  );
  return [...own, ...editable.flat()];
}

type Operations = ReturnType<typeof controlledDocumentOperations>;

/** The routes of one kind of controlled document, implementing its operations (decision 010). */
export function controlledDocumentRoutes(
  contract: Omit<Operations, "attachments">,
  attachments: Operations["attachments"],
  kind: DocumentKind,
) {
  const scopeOf = async (c: Context<ApiEnv>) => {
    const circle = await circleOf(c);
    return {
      circle,
      organizationId: c.var.organization.id,
      kind,
      drafting: await draftingOf(c, circle),
      viewer: currentUser(c).id,
    };
  };
  const found = async (c: Context<ApiEnv>, id: number) => {
    const document = await getDocument(c.var.deps.db, await scopeOf(c), id, businessToday());
    if (!document) throw notFound(kind === "POLICY" ? "Policy" : "Procedure");
    return document;
  };
  // A malformed id answers like an unknown one: 404, telling nothing.
  const publicOne = async (c: Context<ApiEnv>, publicId: string, language?: "en" | "da") => {
    const document = PUBLIC_ID.test(publicId) ? await publicDocument(c.var.deps.db, kind, publicId, language) : null;
    if (!document) throw notFound();
    return document;
  };
  return createRouter()
    .openapi(guarded(contract.list), async (c) => {
      const query = camelKeys(c.req.valid("query"));
      const list = await listDocuments(c.var.deps.db, await scopeOf(c), query, businessToday());
      return c.json(respond(contract.list, list), 200);
    })
    .openapi(guarded(contract.create), async (c) => {
      const input = camelKeys(c.req.valid("json"));
      const id = await createDocument(c.var.deps.db, actorOf(c), await scopeOf(c), input);
      return c.json(respond(contract.create, await found(c, id)), 201);
    })
    .openapi(guarded(contract.get), async (c) =>
      c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
    )
    .openapi(guarded(contract.update), async (c) => {
      const { id } = c.req.valid("param");
      const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
      await updateDocument(c.var.deps.db, actorOf(c), await scopeOf(c), id, input, lastModifiedDate);
      return c.json(respond(contract.update, await found(c, id)), 200);
    })
    .openapi(guarded(contract.publish), async (c) => {
      const { id } = c.req.valid("param");
      const { acknowledgeEveryone, acknowledgeDepartmentIds, acknowledgeRoleIds, ...input } = camelKeys(
        c.req.valid("json"),
      );
      const audience = {
        everyone: acknowledgeEveryone,
        departmentIds: acknowledgeDepartmentIds,
        roleIds: acknowledgeRoleIds,
      };
      const today = businessToday() as DateOnly;
      await publishDocument(c.var.deps.db, actorOf(c), await scopeOf(c), id, { ...input, audience }, today);
      return c.json(respond(contract.publish, await found(c, id)), 200);
    })
    .openapi(guarded(contract.requestApproval), async (c) => {
      const { id } = c.req.valid("param");
      const input = camelKeys(c.req.valid("json"));
      const today = businessToday() as DateOnly;
      await submitForApproval(c.var.deps.db, actorOf(c), await scopeOf(c), id, input, today);
      return c.json(respond(contract.requestApproval, await found(c, id)), 200);
    })
    .openapi(guarded(contract.withdrawApproval), async (c) => {
      const { id } = c.req.valid("param");
      await withdrawSubmission(c.var.deps.db, actorOf(c), await scopeOf(c), id, camelKeys(c.req.valid("json")));
      return c.json(respond(contract.withdrawApproval, await found(c, id)), 200);
    })
    .openapi(guarded(contract.decideApproval), async (c) => {
      const { id } = c.req.valid("param");
      const input = camelKeys(c.req.valid("json"));
      await decideApproval(c.var.deps.db, actorOf(c), await scopeOf(c), id, input);
      return c.json(respond(contract.decideApproval, await found(c, id)), 200);
    })
    .openapi(guarded(contract.acknowledge), async (c) => {
      const { id } = c.req.valid("param");
      await acknowledge(c.var.deps.db, actorOf(c), await scopeOf(c), id, c.req.valid("json").revision_id);
      return c.json(respond(contract.acknowledge, await found(c, id)), 200);
    })
    .openapi(guarded(contract.acknowledgements), async (c) => {
      const { id } = c.req.valid("param");
      await found(c, id);
      const rows = await acknowledgementMembers(c.var.deps.db, id);
      return c.json(respond(contract.acknowledgements, { totalElements: rows.length, content: rows }), 200);
    })
    .openapi(guarded(contract.revisions), async (c) => {
      const { id } = c.req.valid("param");
      await found(c, id);
      const rows = await listRevisions(c.var.deps.db, await scopeOf(c), id);
      return c.json(respond(contract.revisions, { totalElements: rows.length, content: rows }), 200);
    })
    .openapi(guarded(contract.review), async (c) => {
      const { id } = c.req.valid("param");
      const input = camelKeys(c.req.valid("json"));
      await recordReview(c.var.deps.db, actorOf(c), await scopeOf(c), id, input);
      return c.json(respond(contract.review, await found(c, id)), 200);
    })
    .openapi(guarded(contract.publicPage), async (c) => {
      const { id } = c.req.valid("param");
      const input = camelKeys(c.req.valid("json"));
      await setPublic(c.var.deps.db, actorOf(c), await scopeOf(c), id, input);
      return c.json(respond(contract.publicPage, await found(c, id)), 200);
    })
    .openapi(guarded(contract.publicView), async (c) => {
      const document = await publicOne(c, c.req.valid("param").publicId, c.req.valid("query").language_alpha2);
      const { id, name } = document.organization;
      const logoFileId = await shownLogo(c.var.deps.caches.directory, id);
      return c.json(respond(contract.publicView, { ...document, organization: { name, logoFileId } }), 200);
    })
    .openapi(guarded(contract.publicLogo), async (c) => {
      const document = await publicOne(c, c.req.valid("param").publicId);
      return sendLogo(c, await shownLogo(c.var.deps.caches.directory, document.organization.id));
    })
    .route(
      "/",
      attachmentRoutes(attachments, documentFileLink, {
        ownerId: async (c) => changeableDocumentId(c.var.deps.db, await scopeOf(c), Number(c.req.param("id"))),
        organizationId: (c) => c.var.organization.id,
      }),
    );
}
