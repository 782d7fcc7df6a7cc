import { camelKeys } from "../domain/wire-casing";
import {
  createLegislation,
  findLegislationFile,
  getLegislation,
  legislationFileLink,
  listLegislations,
  listTopics,
  updateLegislation,
} from "../services/legislation";
import { legislationAttachments, legislationsApi as contract } from "./contracts/legislations";
import { attachmentRoutes } from "./attachments";
import { sendFileContent } from "./files";
import { requestLanguage } from "./language";
import { currentUser } from "./middleware/session";
import { notFound } from "./problem";
import { addStreamingRoute, createRouter, guarded, respond } from "./router";
import { storeCatalogueFile } from "./uploads";

const list = <T>(rows: T[], total = rows.length) => ({ totalElements: total, content: rows });

export const legislationRoutes = createRouter()
  .openapi(guarded(contract.topics), async (c) => {
    const rows = await listTopics(c.var.deps.db, c.req.valid("query").filter);
    return c.json(respond(contract.topics, list(rows)), 200);
  })
  .openapi(guarded(contract.list), async (c) => {
    const query = camelKeys(c.req.valid("query"));
    const result = await listLegislations(c.var.deps.db, { ...query, language: requestLanguage(c) });
    return c.json(respond(contract.list, list(result.rows, result.total)), 200);
  })
  .openapi(guarded(contract.get), async (c) => {
    const row = await getLegislation(c.var.deps.db, c.req.valid("param").id);
    if (!row) throw notFound("Legislation");
    return c.json(respond(contract.get, row), 200);
  })
  .openapi(guarded(contract.create), async (c) => {
    const { db } = c.var.deps;
    const input = camelKeys(c.req.valid("json"));
    const created = await createLegislation(db, { userId: currentUser(c).id }, input);
    return c.json(respond(contract.create, await getLegislation(db, created.id)), 201);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    await updateLegislation(db, { userId: currentUser(c).id }, id, input, lastModifiedDate);
    return c.json(respond(contract.update, await getLegislation(db, id)), 200);
  })
  .openapi(guarded(contract.download), async (c) => {
    const { id, fileId } = c.req.valid("param");
    const file = await findLegislationFile(c.var.deps.db, id, fileId);
    if (!file) throw notFound("File");
    return sendFileContent(c, file) as never;
  })
  .route(
    "/",
    attachmentRoutes(legislationAttachments, legislationFileLink, {
      ownerId: async (c) => (await getLegislation(c.var.deps.db, Number(c.req.param("id"))))?.id ?? null,
      organizationId: () => null,
    }),
  );

addStreamingRoute(legislationRoutes, guarded(contract.upload), async (c) =>
  c.json(respond(contract.upload, await storeCatalogueFile(c)), 201),
);
