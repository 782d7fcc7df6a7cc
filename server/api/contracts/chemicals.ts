import { conflictProblem, json, jsonBody, listOf, noContent, standardProblems } from "../schemas/common";
import {
  chemical,
  chemicalInput,
  chemicalListQuery,
  chemicalParams,
  chemicalRestriction,
  chemicalSummary,
  chemicalUpdate,
  safetyDataSheetInput,
  safetyDataSheetParams,
} from "../schemas/chemicals";
import { adoptSentSheetInput, chemicalSentSheetParams, sentSheet } from "../schemas/sent-sheets";
import { catalogueUploadOperation } from "./attachments";
import { anyUser, defineOperation, system } from "./operation";

const tags = ["Chemicals"];
const maintain = system("MAINTAIN");
const userProblems = { 401: standardProblems[401], 404: standardProblems[404], 422: standardProblems[422] };

/** The chemical catalogue all organizations share (`/chemicals`), kept by system maintainers. */
export const chemicalsApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/chemicals",
    tags,
    summary: "Search by name, producer or a contained substance's CAS number; filter by hazard or danger code",
    request: { query: chemicalListQuery },
    responses: { 200: json(listOf(chemicalSummary)), ...userProblems },
  }),
  get: defineOperation(anyUser, {
    method: "get",
    path: "/chemicals/{id}",
    tags,
    summary: "A chemical with its statements in the caller's language, its label and its safety data sheets",
    request: { params: chemicalParams },
    responses: { 200: json(chemical), ...userProblems },
  }),
  create: defineOperation(maintain, {
    method: "post",
    path: "/chemicals",
    tags,
    summary: "Add a chemical; sending the same one again answers the first",
    request: { body: jsonBody(chemicalInput) },
    responses: {
      200: json(chemical, "Added already: the existing chemical, unchanged"),
      201: json(chemical, "Added"),
      ...standardProblems,
    },
  }),
  update: defineOperation(maintain, {
    method: "put",
    path: "/chemicals/{id}",
    tags,
    request: { params: chemicalParams, body: jsonBody(chemicalUpdate) },
    responses: { 200: json(chemical), ...standardProblems, ...conflictProblem },
  }),
  restrictions: defineOperation(anyUser, {
    method: "get",
    path: "/chemicals/{id}/restrictions",
    tags,
    summary: "The restriction lists that name a substance the chemical contains",
    request: { params: chemicalParams },
    responses: { 200: json(listOf(chemicalRestriction)), ...userProblems },
  }),
  upload: catalogueUploadOperation(
    "/chemicals/files",
    tags,
    "Upload a safety data sheet (multipart: file); file it with POST /chemicals/{id}/safety-data-sheets",
  ),
  addSheet: defineOperation(maintain, {
    method: "post",
    path: "/chemicals/{id}/safety-data-sheets",
    tags,
    summary: "File an uploaded safety data sheet for a country, in a language, with its revision date",
    request: { params: chemicalParams, body: jsonBody(safetyDataSheetInput) },
    responses: { 200: json(chemical, "Filed already"), 201: json(chemical, "Filed"), ...standardProblems },
  }),
  removeSheet: defineOperation(maintain, {
    method: "delete",
    path: "/chemicals/{id}/safety-data-sheets/{sheetId}",
    tags,
    request: { params: safetyDataSheetParams },
    responses: { 204: noContent, ...standardProblems },
  }),
  downloadSheet: defineOperation(anyUser, {
    method: "get",
    path: "/chemicals/{id}/safety-data-sheets/{sheetId}/raw",
    tags,
    summary: "A safety data sheet's bytes, for anyone signed in",
    request: { params: safetyDataSheetParams },
    responses: { 200: { description: "The bytes" }, ...userProblems },
  }),
  sentSheets: defineOperation(maintain, {
    method: "get",
    path: "/chemicals/{id}/sent-safety-data-sheets",
    tags,
    summary: "The safety data sheets organizations received from their suppliers for the chemical",
    request: { params: chemicalParams },
    responses: { 200: json(listOf(sentSheet)), ...standardProblems },
  }),
  adoptSentSheet: defineOperation(maintain, {
    method: "post",
    path: "/chemicals/{id}/sent-safety-data-sheets/{sheetId}/adopt",
    tags,
    summary: "Take a sheet an organization sent into the catalogue, as the sheet for a country",
    request: { params: chemicalSentSheetParams, body: jsonBody(adoptSentSheetInput) },
    responses: {
      200: json(chemical, "In the catalogue already"),
      201: json(chemical, "Taken in"),
      ...standardProblems,
    },
  }),
  downloadSentSheet: defineOperation(maintain, {
    method: "get",
    path: "/chemicals/{id}/sent-safety-data-sheets/{sheetId}/raw",
    tags,
    summary: "A sheet an organization received, for the catalogue's maintainers",
    request: { params: chemicalSentSheetParams },
    responses: { 200: { description: "The bytes" }, ...standardProblems },
  }),
};
