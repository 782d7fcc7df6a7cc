import {
  conflictProblem,
  idParam,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  standardProblems,
  z,
} from "../schemas/common";
import {
  duplicatePeriodProblem,
  wasteArrangement,
  wasteArrangementDetail,
  wasteArrangementInput,
  wasteArrangementUpdate,
  wasteBulkRegistration,
  wasteBulkRegistrationInput,
  wasteBulkRegistrationUpdate,
  wasteHandlerAssociation,
  wasteHandlerAssociationInput,
  wasteHandlerAssociationSummary,
  wasteHandlerAssociationUpdate,
  wasteHandlerListQuery,
  wasteReport,
  wasteReportQuery,
} from "../schemas/waste";
import { wasteType, wasteTypeListQuery, wasteTypeSynonyms } from "../schemas/waste-types";
import { attachmentOperations } from "./attachments";
import { anyUser, defineOperation, inOrganization, system } from "./operation";

const tags = ["Waste"];
const read = inOrganization("READ", "waste");
const edit = inOrganization("EDIT", "waste");
const path = "/organizations/{org}/waste-handler-associations";
const arrangementParams = organizationItemParams.extend({ arrangementId: idParam("arrangementId") });
const bulkParams = organizationItemParams.extend({ bulkId: idParam("bulkId") });
const wasteTypeParams = z.object({ id: idParam("id") });

/** The European List of Waste (`/waste-types`): read by everyone, its synonyms kept by maintainers. */
export const wasteTypesApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/waste-types",
    tags,
    summary: "Chapters, sub-chapters and entries in code order, localized or with all texts and synonyms",
    request: { query: wasteTypeListQuery },
    responses: { 200: json(listOf(wasteType)), ...standardProblems },
  }),
  get: defineOperation(anyUser, {
    method: "get",
    path: "/waste-types/{id}",
    tags,
    summary: "One waste type with all its texts and synonyms",
    request: { params: wasteTypeParams },
    responses: { 200: json(wasteType), ...standardProblems },
  }),
  updateSynonyms: defineOperation(system("MAINTAIN"), {
    method: "put",
    path: "/waste-types/{id}/synonyms",
    tags,
    request: { params: wasteTypeParams, body: jsonBody(wasteTypeSynonyms) },
    responses: { 200: json(wasteType), ...standardProblems, ...conflictProblem },
  }),
};

/** An organization's waste handlers, what each takes away, and their monthly statements. */
export const wasteHandlersApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The handlers of the organization and those below it",
    request: { params: organizationParams, query: wasteHandlerListQuery },
    responses: { 200: json(listOf(wasteHandlerAssociationSummary)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path,
    tags,
    summary: "Take on a waste handler; repeating it answers the handler taken on",
    request: { params: organizationParams, body: jsonBody(wasteHandlerAssociationInput) },
    responses: {
      200: json(wasteHandlerAssociation, "Taken on already: the existing association, unchanged"),
      201: json(wasteHandlerAssociation, "Taken on"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(wasteHandlerAssociation), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams, body: jsonBody(wasteHandlerAssociationUpdate) },
    responses: { 200: json(wasteHandlerAssociation), ...standardProblems, ...conflictProblem },
  }),
  addArrangement: defineOperation(edit, {
    method: "post",
    path: `${path}/{id}/arrangements`,
    tags,
    summary: "Add a kind of waste the handler takes away; repeating it answers the one added",
    request: { params: organizationItemParams, body: jsonBody(wasteArrangementInput) },
    responses: {
      200: json(wasteArrangement, "Added already: the existing arrangement, unchanged"),
      201: json(wasteArrangement, "Added"),
      ...standardProblems,
    },
  }),
  getArrangement: defineOperation(read, {
    method: "get",
    path: `${path}/{id}/arrangements/{arrangementId}`,
    tags,
    request: { params: arrangementParams },
    responses: { 200: json(wasteArrangementDetail), ...standardProblems },
  }),
  updateArrangement: defineOperation(edit, {
    method: "patch",
    path: `${path}/{id}/arrangements/{arrangementId}`,
    tags,
    summary: "Change an arrangement (every field, as read); quantities registered keep their tonnes",
    request: { params: arrangementParams, body: jsonBody(wasteArrangementUpdate) },
    responses: { 200: json(wasteArrangement), ...standardProblems, ...conflictProblem },
  }),
  addBulkRegistration: defineOperation(edit, {
    method: "post",
    path: `${path}/{id}/bulk-registrations`,
    tags,
    summary: "Register a month's statement; a second one for the same month is refused with the first's id",
    request: { params: organizationItemParams, body: jsonBody(wasteBulkRegistrationInput) },
    responses: { 201: json(wasteBulkRegistration, "Registered"), ...standardProblems, ...duplicatePeriodProblem },
  }),
  getBulkRegistration: defineOperation(read, {
    method: "get",
    path: `${path}/{id}/bulk-registrations/{bulkId}`,
    tags,
    request: { params: bulkParams },
    responses: { 200: json(wasteBulkRegistration), ...standardProblems },
  }),
  updateBulkRegistration: defineOperation(edit, {
    method: "put",
    path: `${path}/{id}/bulk-registrations/{bulkId}`,
    tags,
    request: { params: bulkParams, body: jsonBody(wasteBulkRegistrationUpdate) },
    responses: { 200: json(wasteBulkRegistration), ...standardProblems, ...duplicatePeriodProblem },
  }),
  report: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/waste-report",
    tags,
    summary: "Tonnes per month, waste type, department and year; hazardous and recovery splits",
    request: { params: organizationParams, query: wasteReportQuery },
    responses: { 200: json(wasteReport), ...standardProblems },
  }),
};

export const wasteHandlerAttachments = attachmentOperations({
  path: `${path}/{id}`,
  params: organizationItemParams,
  access: edit,
  tags,
});
