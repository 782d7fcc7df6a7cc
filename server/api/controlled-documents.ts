import type { Context } from "hono";
import { controlledDocumentFiles } from "../db/schema";
import { businessToday } from "../domain/recurrence";
import { camelKeys } from "../domain/wire-casing";
import {
  changeableDocumentId,
  createDocument,
  publishDocument,
  recordReview,
  setPublic,
  updateDocument,
} from "../services/controlled-document-changes";
import {
  type DocumentKind,
  DOCUMENT_SORT_FIELDS,
  getDocument,
  listDocuments,
  listRevisions,
  publicDocument,
} from "../services/controlled-documents";
import { attachmentRoutes } from "./attachments";
import { actorOf, circleOf } from "./circle";
import { sendLogo, shownLogo } from "./logo";
import type { controlledDocumentOperations } from "./contracts/controlled-documents";
import type { ApiEnv } from "./env";
import { notFound } from "./problem";
import { createRouter, guarded, respond } from "./router";
import { translateServiceErrors } from "./service-errors";

const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

type Operations = ReturnType<typeof controlledDocumentOperations>;

/** The routes of one kind of controlled document, implementing its operations (decision 010). */
export function controlledDocumentRoutes(
  contract: Omit<Operations, "attachments">,
  attachments: Operations["attachments"],
  kind: DocumentKind,
) {
  const entity = kind === "POLICY" ? "policy" : "procedure";
  const scopeOf = async (c: Context<ApiEnv>) => ({
    circle: await circleOf(c),
    organizationId: c.var.organization.id,
    kind,
  });
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
      const { sort, ...query } = camelKeys(c.req.valid("query"));
      const allowed = sort.filter((s) => (DOCUMENT_SORT_FIELDS as string[]).includes(s.field));
      const list = await listDocuments(c.var.deps.db, await scopeOf(c), { ...query, sort: allowed }, businessToday());
      return c.json(respond(contract.list, list), 200);
    })
    .openapi(guarded(contract.create), async (c) => {
      const input = camelKeys(c.req.valid("json"));
      const id = await translateServiceErrors(async () =>
        createDocument(c.var.deps.db, actorOf(c), await scopeOf(c), input),
      );
      return c.json(respond(contract.create, await found(c, id)), 201);
    })
    .openapi(guarded(contract.get), async (c) =>
      c.json(respond(contract.get, await found(c, c.req.valid("param").id)), 200),
    )
    .openapi(guarded(contract.update), async (c) => {
      const { id } = c.req.valid("param");
      const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
      await translateServiceErrors(async () =>
        updateDocument(c.var.deps.db, actorOf(c), await scopeOf(c), id, input, lastModifiedDate),
      );
      return c.json(respond(contract.update, await found(c, id)), 200);
    })
    .openapi(guarded(contract.publish), async (c) => {
      const { id } = c.req.valid("param");
      const input = camelKeys(c.req.valid("json"));
      await translateServiceErrors(async () => publishDocument(c.var.deps.db, actorOf(c), await scopeOf(c), id, input));
      return c.json(respond(contract.publish, await found(c, id)), 200);
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
      await translateServiceErrors(async () => recordReview(c.var.deps.db, actorOf(c), await scopeOf(c), id, input));
      return c.json(respond(contract.review, await found(c, id)), 200);
    })
    .openapi(guarded(contract.publicPage), async (c) => {
      const { id } = c.req.valid("param");
      const input = camelKeys(c.req.valid("json"));
      await translateServiceErrors(async () => setPublic(c.var.deps.db, actorOf(c), await scopeOf(c), id, input));
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
      attachmentRoutes(
        attachments,
        {
          table: controlledDocumentFiles,
          owner: controlledDocumentFiles.documentId,
          file: controlledDocumentFiles.fileId,
          entity,
        },
        {
          ownerId: async (c) => changeableDocumentId(c.var.deps.db, await scopeOf(c), Number(c.req.param("id"))),
          organizationId: (c) => c.var.organization.id,
        },
      ),
    );
}
