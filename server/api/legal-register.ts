import { createRoute } from "@hono/zod-openapi";
import { toWire } from "../domain/wire-casing";
import {
  associate,
  getAssociation,
  listAssociations,
  removeAssociation,
  updateAssociation,
  type AssociationDetail,
} from "../services/legal-register";
import { listMembers } from "../services/members";
import type { ApiEnv } from "./env";
import { toFileBody } from "./files";
import { requestLanguage } from "./language";
import { toLegislationBody, toLegislationSummaryBody } from "./legislation";
import { requireScope } from "./middleware/organization";
import { currentUser } from "./middleware/session";
import { notFound } from "./problem";
import { createRouter } from "./router";
import {
  conflictProblem,
  idParam,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationParams,
  standardProblems,
  z,
} from "./schemas/common";
import {
  association,
  associationListItem,
  associationUpdate,
  legislationListQuery,
  member,
} from "./schemas/legislation";
import { translateServiceErrors } from "./service-errors";
import type { Context } from "hono";

const tags = ["Legal register"];
const read = requireScope("READ", "binding-obligations");
const edit = requireScope("EDIT", "binding-obligations");
const params = z.object({ org: idParam("org"), id: idParam("id") });

/** What the organization records about an act, without the act itself. */
const associationFields = (row: Omit<AssociationDetail, "legislation" | "files">) =>
  toWire({
    id: row.id,
    applicabilityNote: row.applicabilityNote,
    responsibleMember: row.responsibleMember,
    nextReviewDate: row.nextReviewDate,
    createdDate: row.createdDate,
    lastModifiedDate: row.lastModifiedDate,
  });

const toAssociationBody = (row: AssociationDetail) => ({
  ...associationFields(row),
  legislation: toLegislationBody(row.legislation),
  files: row.files.map(toFileBody),
});

const routes = {
  members: createRoute({
    method: "get",
    path: "/organizations/{org}/members",
    tags: ["Organization"],
    middleware: [requireScope("READ")] as const,
    summary: "Everyone with access to the organization, from its own and higher memberships",
    request: { params: organizationParams },
    responses: { 200: json(listOf(member)), ...standardProblems },
  }),
  list: createRoute({
    method: "get",
    path: "/organizations/{org}/legislations",
    tags,
    middleware: [read] as const,
    summary: "The organization's legal register (its binding obligations)",
    request: { params: organizationParams, query: legislationListQuery },
    responses: { 200: json(listOf(associationListItem)), ...standardProblems },
  }),
  get: createRoute({
    method: "get",
    path: "/organizations/{org}/legislations/{id}",
    tags,
    middleware: [read] as const,
    summary: "The organization's entry for legislation {id}",
    request: { params },
    responses: { 200: json(association), ...standardProblems },
  }),
  associate: createRoute({
    method: "post",
    path: "/organizations/{org}/legislations/{id}",
    tags,
    middleware: [edit] as const,
    summary: "Add legislation {id} from the catalogue to the register (empty body)",
    request: { params },
    responses: {
      201: json(association, "Added"),
      ...standardProblems,
      409: { description: "In the register already" },
    },
  }),
  update: createRoute({
    method: "put",
    path: "/organizations/{org}/legislations/{id}",
    tags,
    middleware: [edit] as const,
    summary: "Record why the legislation applies, who is responsible, the next review and evidence files",
    request: { params, body: jsonBody(associationUpdate) },
    responses: { 200: json(association), ...standardProblems, ...conflictProblem },
  }),
  remove: createRoute({
    method: "delete",
    path: "/organizations/{org}/legislations/{id}",
    tags,
    middleware: [edit] as const,
    summary: "Take the legislation out of the register",
    request: { params },
    responses: { 204: noContent, ...standardProblems },
  }),
};

async function lineageOf(c: Context<ApiEnv>) {
  const organizationId = c.var.organization.id;
  const tree = await c.var.deps.caches.directory.lineage(organizationId);
  return tree ?? [organizationId];
}

async function found(c: Context<ApiEnv>, legislationId: number) {
  const row = await getAssociation(c.var.deps.db, c.var.organization.id, legislationId);
  if (!row) throw notFound("Binding obligation");
  return row;
}

export const legalRegisterRoutes = createRouter()
  .openapi(routes.members, async (c) => {
    const rows = await listMembers(c.var.deps.db, await lineageOf(c));
    return c.json({ total_elements: rows.length, content: toWire(rows) }, 200);
  })
  .openapi(routes.list, async (c) => {
    const query = c.req.valid("query");
    const result = await listAssociations(c.var.deps.db, c.var.organization.id, {
      ...query,
      topicId: query.topic_id,
      language: requestLanguage(c),
    });
    const content = result.rows.map((row) => ({
      ...associationFields(row),
      legislation: toLegislationSummaryBody(row.legislation),
    }));
    return c.json({ total_elements: result.total, content }, 200);
  })
  .openapi(routes.get, async (c) => c.json(toAssociationBody(await found(c, c.req.valid("param").id)), 200))
  .openapi(routes.associate, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const created = await translateServiceErrors(() =>
      associate(db, { userId: currentUser(c).id }, c.var.organization.id, id),
    );
    if (!created) throw notFound("Legislation");
    return c.json(toAssociationBody(await found(c, id)), 201);
  })
  .openapi(routes.update, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid("param");
    const current = await found(c, id);
    const { last_modified_date, ...body } = c.req.valid("json");
    await translateServiceErrors(async () =>
      updateAssociation(
        db,
        { userId: currentUser(c).id },
        c.var.organization.id,
        { id: current.id, lineage: await lineageOf(c) },
        {
          applicabilityNote: body.applicability_note ?? null,
          responsibleMemberId: body.responsible_member_id ?? null,
          nextReviewDate: body.next_review_date ?? null,
          fileIds: body.file_ids,
        },
        last_modified_date,
      ),
    );
    return c.json(toAssociationBody(await found(c, id)), 200);
  })
  .openapi(routes.remove, async (c) => {
    const current = await found(c, c.req.valid("param").id);
    await removeAssociation(c.var.deps.db, { userId: currentUser(c).id }, c.var.organization.id, current.id);
    return c.body(null, 204);
  });
