import { createRoute } from "@hono/zod-openapi";
import { safeFileName } from "../domain/file-policy";
import { toWire } from "../domain/wire-casing";
import { createFile } from "../services/files";
import {
  createLegislation,
  findLegislationFile,
  getLegislation,
  listLegislations,
  listTopics,
  updateLegislation,
  type LegislationDetail,
  type LegislationInput,
  type LegislationWithTopics,
} from "../services/legislation";
import { toFileBody, sendFileContent } from "./files";
import { requestLanguage } from "./language";
import { requireSystemPermission } from "./middleware/organization";
import { currentUser, requireAuth } from "./middleware/session";
import { notFound } from "./problem";
import { addStreamingRoute, createRouter } from "./router";
import { conflictProblem, json, jsonBody, listOf, standardProblems, type z } from "./schemas/common";
import { fileMetadata, uploadBody } from "./schemas/files";
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
} from "./schemas/legislation";
import { translateServiceErrors } from "./service-errors";
import { receiveOneFile } from "./uploads";

const tags = ["Legislation catalogue"];
const maintain = requireSystemPermission("MAINTAIN");

export const toLegislationSummaryBody = (row: LegislationWithTopics) =>
  toWire({
    id: row.id,
    titleEn: row.titleEn,
    titleDa: row.titleDa,
    shortName: row.shortName,
    referenceNumber: row.referenceNumber,
    territory: row.territory,
    url: row.url,
    summaryEn: row.summaryEn,
    summaryDa: row.summaryDa,
    effectiveDate: row.effectiveDate,
    topics: row.topics,
    createdDate: row.createdDate,
    lastModifiedDate: row.lastModifiedDate,
  });

export const toLegislationBody = (row: LegislationDetail) => ({
  ...toLegislationSummaryBody(row),
  files: row.files.map(toFileBody),
});

type Body = z.infer<typeof legislationInput>;
const toInput = (body: Body): LegislationInput => ({
  titleEn: body.title_en,
  titleDa: body.title_da,
  shortName: body.short_name ?? null,
  referenceNumber: body.reference_number,
  territory: body.territory,
  url: body.url ?? null,
  summaryEn: body.summary_en ?? null,
  summaryDa: body.summary_da ?? null,
  effectiveDate: body.effective_date ?? null,
  topicIds: body.topic_ids,
  fileIds: body.file_ids,
});

const routes = {
  topics: createRoute({
    method: "get",
    path: "/topics",
    tags,
    middleware: [requireAuth] as const,
    summary: "Topics of legislation; filter matches either language's name",
    request: { query: topicQuery },
    responses: { 200: json(listOf(topic)), 401: standardProblems[401] },
  }),
  list: createRoute({
    method: "get",
    path: "/legislations",
    tags,
    middleware: [requireAuth] as const,
    summary: "The catalogue: search titles and references, filter by topic and territory",
    request: { query: legislationListQuery },
    responses: { 200: json(listOf(legislationSummary)), 401: standardProblems[401], 422: standardProblems[422] },
  }),
  get: createRoute({
    method: "get",
    path: "/legislations/{id}",
    tags,
    middleware: [requireAuth] as const,
    request: { params: legislationParams },
    responses: { 200: json(legislation), 401: standardProblems[401], 404: standardProblems[404] },
  }),
  create: createRoute({
    method: "post",
    path: "/legislations",
    tags,
    middleware: [maintain] as const,
    request: { body: jsonBody(legislationInput) },
    responses: { 201: json(legislation, "Created"), ...standardProblems, ...conflictProblem },
  }),
  update: createRoute({
    method: "put",
    path: "/legislations/{id}",
    tags,
    middleware: [maintain] as const,
    request: { params: legislationParams, body: jsonBody(legislationUpdate) },
    responses: { 200: json(legislation), ...standardProblems, ...conflictProblem },
  }),
  download: createRoute({
    method: "get",
    path: "/legislations/{id}/files/{fileId}/raw",
    tags,
    middleware: [requireAuth] as const,
    summary: "A catalogue file (the act's text), for anyone logged in",
    request: { params: legislationFileParams },
    responses: { 200: { description: "The bytes" }, 401: standardProblems[401], 404: standardProblems[404] },
  }),
  upload: createRoute({
    method: "post",
    path: "/legislations/files",
    tags,
    middleware: [maintain] as const,
    summary: "Upload a catalogue file (multipart: file); link it with file_ids on the legislation",
    request: { body: { required: true, content: { "multipart/form-data": { schema: uploadBody } } } },
    responses: {
      201: json(fileMetadata, "Stored"),
      ...standardProblems,
      413: { description: "Too large" },
      415: { description: "Not an allowed type" },
    },
  }),
};

export const legislationRoutes = createRouter()
  .openapi(routes.topics, async (c) => {
    const rows = await listTopics(c.var.deps.db, c.req.valid("query").filter);
    return c.json({ total_elements: rows.length, content: toWire(rows) }, 200);
  })
  .openapi(routes.list, async (c) => {
    const query = c.req.valid("query");
    const result = await listLegislations(c.var.deps.db, {
      ...query,
      topicId: query.topic_id,
      language: requestLanguage(c),
    });
    return c.json({ total_elements: result.total, content: result.rows.map(toLegislationSummaryBody) }, 200);
  })
  .openapi(routes.get, async (c) => {
    const row = await getLegislation(c.var.deps.db, c.req.valid("param").id);
    if (!row) throw notFound("Legislation");
    return c.json(toLegislationBody(row), 200);
  })
  .openapi(routes.create, async (c) => {
    const { db } = c.var.deps;
    const created = await translateServiceErrors(() =>
      createLegislation(db, { userId: currentUser(c).id }, toInput(c.req.valid("json"))),
    );
    return c.json(toLegislationBody((await getLegislation(db, created.id))!), 201);
  })
  .openapi(routes.update, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const { last_modified_date, ...body } = c.req.valid("json");
    await translateServiceErrors(() =>
      updateLegislation(db, { userId: currentUser(c).id }, id, toInput(body), last_modified_date),
    );
    return c.json(toLegislationBody((await getLegislation(db, id))!), 200);
  })
  .openapi(routes.download, async (c) => {
    const { id, fileId } = c.req.valid("param");
    const file = await findLegislationFile(c.var.deps.db, id, fileId);
    if (!file) throw notFound("File");
    return sendFileContent(c, file) as never;
  });

addStreamingRoute(legislationRoutes, routes.upload, async (c) => {
  const received = await receiveOneFile(c);
  try {
    const file = await createFile(
      c.var.deps.db,
      { userId: currentUser(c).id },
      { organizationId: null },
      { contentType: received.contentType, upload: received.file },
      { standalone: false, name: safeFileName(received.file.fileName) },
    );
    return c.json(toFileBody(file), 201);
  } finally {
    await received.upload.discard();
  }
});
