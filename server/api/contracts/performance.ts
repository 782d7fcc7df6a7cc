import { OBJECTIVE_MEASURES, OBJECTIVE_STANDINGS } from "../../domain/objectives";
import { id, json, jsonBody, organizationParams, standardProblems, z } from "../schemas/common";
import { defineOperation, inOrganization } from "./operation";

/** The most hours one organization works in a month: 50,000 people full time. */
export const MAX_MONTHLY_HOURS = 10_000_000;
const YEARS = { first: 2000, last: 2100 };
const yearQuery = z.coerce.number().int().min(YEARS.first).max(YEARS.last);
const year = z.number().int().min(YEARS.first).max(YEARS.last);
const monthHours = z.number().int().min(0).max(MAX_MONTHLY_HOURS).nullable();

/** The measures the overview shows per organization: every computed one. */
export const OVERVIEW_MEASURES = OBJECTIVE_MEASURES.filter((measure) => measure !== "MANUAL");

const named = z.object({ id, name: z.string() });
/** A figure per measure, in the measures' order. */
const figures = z.array(z.object({ measure: z.enum(OVERVIEW_MEASURES), value: z.number().nullable() }));

export const hoursWorked = z
  .object({
    year: z.number().int(),
    months: z.array(monthHours).length(12).openapi({ description: "January to December; none: not entered" }),
  })
  .openapi("HoursWorked");

export const performanceOverview = z
  .object({
    from: z.string().openapi({ description: "The first month of the twelve the figures are made over" }),
    until: z.string().openapi({ description: "The first day after them" }),
    organizations: z.array(
      z.object({
        organization: z.object({ id, name: z.string() }),
        figures: figures,
      }),
    ),
    whole: figures.openapi({ description: "The organization with all those below it" }),
    objectives: z.array(
      z.object({
        id,
        title: z.string(),
        organization: named,
        measure: z.enum(OBJECTIVE_MEASURES),
        unit: z.string().nullable(),
        baseline_year: z.number().int(),
        baseline_value: z.number(),
        target_value: z.number(),
        deadline: z.string(),
        actual: z.number().nullable(),
        expected: z.number().nullable(),
        standing: z.enum(OBJECTIVE_STANDINGS),
      }),
    ),
  })
  .openapi("PerformanceOverview");

const tags = ["Performance"];
const read = inOrganization("READ", "objectives");
const edit = inOrganization("EDIT", "objectives");

/** The performance overview and the hours worked it reads the injury frequency by. */
export const performanceApi = {
  overview: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/performance",
    tags,
    summary: "The last twelve whole months' figures per organization and over all, and the objectives now",
    request: { params: organizationParams },
    responses: { 200: json(performanceOverview), ...standardProblems },
  }),
  hoursWorked: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/hours-worked",
    tags,
    request: { params: organizationParams, query: z.object({ year: yearQuery }) },
    responses: { 200: json(hoursWorked), ...standardProblems },
  }),
  setHoursWorked: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/hours-worked",
    tags,
    summary: "The hours worked in each month of a year, all or none; a month without hours forgets the ones kept",
    request: {
      params: organizationParams,
      body: jsonBody(z.strictObject({ year, months: z.array(monthHours).length(12) })),
    },
    responses: { 200: json(hoursWorked), ...standardProblems },
  }),
};
