import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationItemParams,
  organizationParams,
  standardProblems,
  z,
} from "../schemas/common";
import { emissionsReport } from "../schemas/emissions-report";
import {
  meter,
  meterGroup,
  meterInput,
  meterListQuery,
  meterMonth,
  meterMonthsQuery,
  meterReading,
  meterReadingInput,
  meterReadingListQuery,
  meterReadingParams,
  meterReadingUpdate,
  meterSummary,
  meterUpdate,
  readingImport,
  readingImportResult,
  yearQuery,
} from "../schemas/meters";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Meters"];
const read = inOrganization("READ", "meters");
const edit = inOrganization("EDIT", "meters");
const meterPath = "/organizations/{org}/meters/{id}" as const;

/** The organization's meters (`/organizations/{org}/meters`): its own and those below it. */
export const metersApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/meters",
    tags,
    request: { params: organizationParams, query: meterListQuery },
    responses: { 200: json(listOf(meterSummary)), ...standardProblems },
  }),
  groups: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/meters/groups",
    tags,
    summary: "How many meters of each utility type, and how many of them are due a reading",
    description: "Every type with meters, on one page: `total_elements` is the length of `content`.",
    request: { params: organizationParams },
    responses: { 200: json(listOf(meterGroup)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/meters",
    tags,
    summary: "A new meter; the same one again answers it",
    request: { params: organizationParams, body: jsonBody(meterInput) },
    responses: {
      200: json(meter, "Created already: the existing meter, unchanged"),
      201: json(meter, "Created"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: meterPath,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(meter), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: meterPath,
    tags,
    summary: "Change a meter; its utility type stays",
    request: { params: organizationItemParams, body: jsonBody(meterUpdate) },
    responses: { 200: json(meter), ...standardProblems, ...conflictProblem },
  }),
  months: defineOperation(read, {
    method: "get",
    path: `${meterPath}/months`,
    tags,
    summary: "Consumption and emissions per calendar month, readings spread over the days between them",
    description:
      "Oldest first; `from` and `to` (yyyy-mm, both included) keep to the months a page shows. At most 1,200 months (a hundred years) from `from`, or from the first month: ask for later ones with a later `from`.",
    request: { params: organizationItemParams, query: meterMonthsQuery },
    responses: { 200: json(z.array(meterMonth)), ...standardProblems },
  }),
  emissions: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/emissions",
    tags,
    summary: "CO2 of the organization and those below it per month, by scope, against the year before",
    request: { params: organizationParams, query: yearQuery },
    responses: { 200: json(emissionsReport), ...standardProblems },
  }),
};

/** A meter's readings (`/organizations/{org}/meters/{id}/readings`). */
export const readingsApi = {
  list: defineOperation(read, {
    method: "get",
    path: `${meterPath}/readings`,
    tags,
    summary: "Newest first",
    request: { params: organizationItemParams, query: meterReadingListQuery },
    responses: { 200: json(listOf(meterReading)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: `${meterPath}/readings`,
    tags,
    summary: "A reading; one a day: the same reading again answers it, a different one of that day is a conflict",
    request: { params: organizationItemParams, body: jsonBody(meterReadingInput) },
    responses: {
      200: json(meterReading, "Entered already: the existing reading, unchanged"),
      201: json(meterReading, "Entered"),
      ...standardProblems,
      ...conflictProblem,
    },
  }),
  import: defineOperation(edit, {
    method: "post",
    path: `${meterPath}/readings/import`,
    tags,
    summary: "Many readings at once: all saved, or none when any row is refused",
    request: { params: organizationItemParams, body: jsonBody(readingImport) },
    responses: { 200: json(readingImportResult), ...standardProblems },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${meterPath}/readings/{readingId}`,
    tags,
    request: { params: meterReadingParams },
    responses: { 200: json(meterReading), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: `${meterPath}/readings/{readingId}`,
    tags,
    request: { params: meterReadingParams, body: jsonBody(meterReadingUpdate) },
    responses: { 200: json(meterReading), ...standardProblems, ...conflictProblem },
  }),
  remove: defineOperation(edit, {
    method: "delete",
    path: `${meterPath}/readings/{readingId}`,
    tags,
    request: { params: meterReadingParams },
    responses: { 204: noContent, ...standardProblems },
  }),
};

export const meterAttachments = attachmentOperations({
  path: meterPath,
  params: organizationItemParams,
  access: edit,
  tags,
});
