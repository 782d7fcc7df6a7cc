import { conflictProblem, idParam, json, jsonBody, listOf, standardProblems, z } from "../schemas/common";
import {
  procedureTemplate,
  procedureTemplateInput,
  procedureTemplateListQuery,
  procedureTemplateSummary,
  procedureTemplateUpdate,
} from "../schemas/procedure-templates";
import { anyUser, defineOperation, system } from "./operation";

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
