import { conflictProblem, json, jsonBody, listOf, standardProblems } from "../schemas/common";
import {
  emissionFactor,
  emissionFactorChoice,
  emissionFactorChoiceQuery,
  emissionFactorInput,
  emissionFactorListQuery,
  emissionFactorParams,
  emissionFactorSummary,
  emissionFactorUpdate,
} from "../schemas/emission-factors";
import { anyUser, defineOperation, system } from "./operation";

const tags = ["Emission factors"];
const maintain = system("MAINTAIN");
const userProblems = { 401: standardProblems[401], 404: standardProblems[404], 422: standardProblems[422] };

/**
 * The emission factors all organizations share (`/emission-factors`): read by everyone signed in (a
 * meter of any organization chooses one), kept by the system's maintainers.
 */
export const emissionFactorsApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/emission-factors",
    tags,
    summary: "The factors to choose from, by name, each with the value that applies today",
    description: "All that match, on one page: `total_elements` is the length of `content`.",
    request: { query: emissionFactorChoiceQuery },
    responses: { 200: json(listOf(emissionFactorChoice)), ...userProblems },
  }),
  detailedList: defineOperation(anyUser, {
    method: "get",
    path: "/emission-factors/detailed",
    tags,
    summary: "The catalogue: q searches the names; sort by name, utility_type or last_modified_date",
    request: { query: emissionFactorListQuery },
    responses: { 200: json(listOf(emissionFactorSummary)), ...userProblems },
  }),
  detailed: defineOperation(anyUser, {
    method: "get",
    path: "/emission-factors/detailed/{id}",
    tags,
    summary: "A factor with all its values and their sources",
    request: { params: emissionFactorParams },
    responses: { 200: json(emissionFactor), ...userProblems },
  }),
  create: defineOperation(maintain, {
    method: "post",
    path: "/emission-factors",
    tags,
    summary: "Add a factor; the same factor again answers it, another with its name is refused (409)",
    request: { body: jsonBody(emissionFactorInput) },
    responses: {
      200: json(emissionFactor, "Added already: the existing factor, unchanged"),
      201: json(emissionFactor, "Created"),
      ...standardProblems,
      ...conflictProblem,
    },
  }),
  update: defineOperation(maintain, {
    method: "put",
    path: "/emission-factors/{id}",
    tags,
    summary: "Change a factor and replace its values; the meters' emissions are recalculated with them",
    request: { params: emissionFactorParams, body: jsonBody(emissionFactorUpdate) },
    responses: { 200: json(emissionFactor), ...standardProblems, ...conflictProblem },
  }),
};
