import { conflictProblem, json, jsonBody, listOf, standardProblems } from "../schemas/common";
import {
  substance,
  substanceInput,
  substanceListQuery,
  substanceNote,
  substanceParams,
  substanceUpdate,
} from "../schemas/substances";
import { anyUser, defineOperation, system } from "./operation";

const tags = ["Substances"];
const maintain = system("MAINTAIN");
const userProblems = { 401: standardProblems[401], 404: standardProblems[404], 422: standardProblems[422] };

/** The substance catalogue all organizations share (`/substances`), kept by system maintainers. */
export const substancesApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/substances",
    tags,
    summary: "Search by name, CAS or EC number; filter by a hazard statement",
    request: { query: substanceListQuery },
    responses: { 200: json(listOf(substance)), ...userProblems },
  }),
  notes: defineOperation(anyUser, {
    method: "get",
    path: "/substances/notes",
    tags,
    summary: "The notes the catalogue's substances carry, each with how many carry it",
    responses: { 200: json(listOf(substanceNote)), ...userProblems },
  }),
  get: defineOperation(anyUser, {
    method: "get",
    path: "/substances/{id}",
    tags,
    request: { params: substanceParams },
    responses: { 200: json(substance), ...userProblems },
  }),
  create: defineOperation(maintain, {
    method: "post",
    path: "/substances",
    tags,
    summary: "Add a substance; the same one sent again answers the one added",
    request: { body: jsonBody(substanceInput) },
    responses: {
      200: json(substance, "Added already: the existing substance, unchanged"),
      201: json(substance, "Added"),
      ...standardProblems,
      ...conflictProblem,
    },
  }),
  update: defineOperation(maintain, {
    method: "put",
    path: "/substances/{id}",
    tags,
    request: { params: substanceParams, body: jsonBody(substanceUpdate) },
    responses: { 200: json(substance), ...standardProblems, ...conflictProblem },
  }),
};
