import {
  chemicalAssociation,
  chemicalAssociationInput,
  chemicalAssociationListQuery,
  chemicalAssociationMove,
  chemicalAssociationUpdate,
  coStorage,
  coStorageQuery,
} from "../schemas/chemical-associations";
import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationItemParams,
  organizationParams,
  standardProblems,
} from "../schemas/common";
import { sentSheet, sentSheetInput, sentSheetParams } from "../schemas/sent-sheets";
import { defineOperation, inOrganization } from "./operation";

const tags = ["My chemicals"];
const read = inOrganization("READ", "chemicals");
const edit = inOrganization("EDIT", "chemicals");
const path = "/organizations/{org}/chemical-associations";

/** The chemicals an organization keeps (`/organizations/{org}/chemical-associations`). */
export const chemicalAssociationsApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The chemicals kept, with their danger, storage class and safety data sheet status",
    request: { params: organizationParams, query: chemicalAssociationListQuery },
    responses: { 200: json(listOf(chemicalAssociation)), ...standardProblems },
  }),
  coStorage: defineOperation(read, {
    method: "get",
    path: `${path}/co-storage`,
    tags,
    summary: "The TRGS 510 co-storage check of the chemicals kept together at each storage location",
    request: { params: organizationParams, query: coStorageQuery },
    responses: { 200: json(coStorage), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path,
    tags,
    summary: "Add a chemical the organization keeps; the same entry again answers the first",
    request: { params: organizationParams, body: jsonBody(chemicalAssociationInput) },
    responses: {
      200: json(chemicalAssociation, "Added already: the existing entry, unchanged"),
      201: json(chemicalAssociation, "Added"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(chemicalAssociation), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams, body: jsonBody(chemicalAssociationUpdate) },
    responses: { 200: json(chemicalAssociation), ...standardProblems, ...conflictProblem },
  }),
  sheets: defineOperation(read, {
    method: "get",
    path: `${path}/{id}/safety-data-sheets`,
    tags,
    summary: "The safety data sheets the organization received from its supplier, newest first",
    request: { params: organizationItemParams },
    responses: { 200: json(listOf(sentSheet)), ...standardProblems },
  }),
  addSheet: defineOperation(edit, {
    method: "post",
    path: `${path}/{id}/safety-data-sheets`,
    tags,
    summary: "File a sheet received from the supplier (uploaded first with POST /organizations/{org}/files)",
    request: { params: organizationItemParams, body: jsonBody(sentSheetInput) },
    responses: {
      200: json(listOf(sentSheet), "Filed already"),
      201: json(listOf(sentSheet), "Filed"),
      ...standardProblems,
    },
  }),
  removeSheet: defineOperation(edit, {
    method: "delete",
    path: `${path}/{id}/safety-data-sheets/{sheetId}`,
    tags,
    request: { params: sentSheetParams },
    responses: { 204: noContent, ...standardProblems },
  }),
  move: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/chemical-association-moves",
    tags,
    summary: "Move many kept chemicals to one department (or to the organization itself), all or none",
    request: { params: organizationParams, body: jsonBody(chemicalAssociationMove) },
    responses: { 204: noContent, ...standardProblems },
  }),
  remove: defineOperation(edit, {
    method: "delete",
    path: `${path}/{id}`,
    tags,
    summary: "No longer kept",
    request: { params: organizationItemParams },
    responses: { 204: noContent, ...standardProblems },
  }),
};
