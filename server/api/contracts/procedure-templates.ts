import { ISO_STANDARDS } from "../../domain/standards";
import { documentTexts } from "../schemas/controlled-documents";
import {
  conflictProblem,
  id,
  idParam,
  json,
  jsonBody,
  listOf,
  pagingSortedBy,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { anyUser, defineOperation, system } from "./operation";

const isoStandards = z.array(z.enum(ISO_STANDARDS));

/** What a list shows of a template: its titles, not the procedure itself. */
export const procedureTemplateSummary = z
  .object({
    id,
    titles: z.object({ en: z.string().optional(), da: z.string().optional() }),
    iso_standards: isoStandards,
    clauses: z.array(z.string()),
    last_modified_date: timestamp,
  })
  .openapi("ProcedureTemplateSummary");

export const procedureTemplate = z
  .object({
    id,
    texts: documentTexts,
    iso_standards: isoStandards,
    clauses: z.array(z.string()),
    created_date: timestamp,
    last_modified_date: timestamp,
  })
  .openapi("ProcedureTemplate");

export const procedureTemplateInput = z.strictObject({
  texts: documentTexts,
  iso_standards: isoStandards.max(ISO_STANDARDS.length).default([]),
  clauses: z
    .array(text(100).min(1))
    .max(50)
    .default([])
    .openapi({ example: ["ISO 14001 8.2", "ISO 45001 8.2"] }),
});
export const procedureTemplateUpdate = procedureTemplateInput.extend({ last_modified_date: timestamp });

export const PROCEDURE_TEMPLATE_SORT_FIELDS = ["title", "last_modified_date"] as const;
export const procedureTemplateListQuery = pagingSortedBy(PROCEDURE_TEMPLATE_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of a title, in either language" }),
});

const tags = ["Procedure templates"];
const params = z.object({ id: idParam("id") });
const maintain = system("MAINTAIN");
const userProblems = { 401: standardProblems[401], 404: standardProblems[404], 422: standardProblems[422] };

/** The procedure templates all organizations share (`/procedure-templates`): read by everyone signed in, kept by maintainers. */
export const procedureTemplatesApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/procedure-templates",
    tags,
    summary: "The catalogue by title in the reader's language; q searches the titles in either language",
    request: { query: procedureTemplateListQuery },
    responses: { 200: json(listOf(procedureTemplateSummary)), ...userProblems },
  }),
  get: defineOperation(anyUser, {
    method: "get",
    path: "/procedure-templates/{id}",
    tags,
    request: { params },
    responses: { 200: json(procedureTemplate), ...userProblems },
  }),
  create: defineOperation(maintain, {
    method: "post",
    path: "/procedure-templates",
    tags,
    summary: "Add a template; a title the catalogue has in the same language is refused (409)",
    request: { body: jsonBody(procedureTemplateInput) },
    responses: { 201: json(procedureTemplate, "Created"), ...standardProblems, ...conflictProblem },
  }),
  update: defineOperation(maintain, {
    method: "put",
    path: "/procedure-templates/{id}",
    tags,
    request: { params, body: jsonBody(procedureTemplateUpdate) },
    responses: { 200: json(procedureTemplate), ...standardProblems, ...conflictProblem },
  }),
};
