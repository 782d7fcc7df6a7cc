import { isTerritory } from "../../domain/territories";
import { STAKEHOLDER_KINDS } from "../../domain/stakeholders";
import {
  answerFields,
  conflictProblem,
  id,
  idParam,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  pagingSortedBy,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { fileMetadata } from "../schemas/files";
import { attachmentOperations } from "./attachments";
import { anyUser, defineOperation, inOrganization, system } from "./operation";

export const stakeholderKind = z.enum(STAKEHOLDER_KINDS);

const optional = (max: number) => text(max).nullable().default(null);

/** A catalogue stakeholder's fields as taken and, with its id and version, as answered. */
const stakeholderFields = {
  name: text(200).min(1),
  kind: stakeholderKind,
  registration_number: optional(50),
  contact_name: optional(200),
  email: z.email().max(254).nullable().default(null),
  phone: optional(50),
  address: optional(200),
  zip_code: optional(20),
  city: optional(100),
  country_alpha2: z
    .string()
    .refine(
      (value) => value.length === 2 && value !== "EU" && isTerritory(value),
      "a country code (ISO 3166-1 alpha-2)",
    )
    .nullable()
    .default(null),
};

export const stakeholder = z
  .object({ id, ...answerFields(stakeholderFields), last_modified_date: timestamp })
  .openapi("Stakeholder");

export const stakeholderInput = z.strictObject(stakeholderFields);
export const stakeholderUpdate = stakeholderInput.extend({ last_modified_date: timestamp });

export const STAKEHOLDER_SORT_FIELDS = ["name", "kind", "city"] as const;
export const stakeholderListQuery = pagingSortedBy(STAKEHOLDER_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the name, registration number or city" }),
  kind: stakeholderKind.optional(),
});

/** What the organization records of one of its stakeholders, in the form's order, as taken and answered. */
const associationFields = {
  needs_and_expectations: optional(5000),
  compliance_obligation: z.boolean().default(false),
  how_addressed: optional(5000),
};

const { needs_and_expectations: _needs, how_addressed: _addressed, ...listed } = answerFields(associationFields);

export const stakeholderAssociationListItem = z
  .object({ id, stakeholder, ...listed, last_modified_date: timestamp })
  .openapi("StakeholderAssociationListItem");

export const stakeholderAssociation = z
  .object({
    id,
    stakeholder,
    ...answerFields(associationFields),
    files: z.array(fileMetadata),
    last_modified_date: timestamp,
  })
  .openapi("StakeholderAssociation");

export const associationCreate = z.strictObject({ stakeholder_id: id });
export const associationUpdate = z.strictObject({ ...associationFields, last_modified_date: timestamp });

export const associationListQuery = stakeholderListQuery.extend({
  compliance_obligation: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
});

const tags = ["Stakeholders"];
const params = z.object({ id: idParam("id") });

/** The system's stakeholder catalogue (`/stakeholders`): read by everyone signed in, kept by maintainers. */
export const stakeholdersApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/stakeholders",
    tags,
    request: { query: stakeholderListQuery },
    responses: {
      200: json(listOf(stakeholder)),
      400: standardProblems[400],
      401: standardProblems[401],
      422: standardProblems[422],
    },
  }),
  create: defineOperation(system("MAINTAIN"), {
    method: "post",
    path: "/stakeholders",
    tags,
    request: { body: jsonBody(stakeholderInput) },
    responses: { 201: json(stakeholder, "Created"), ...standardProblems, ...conflictProblem },
  }),
  get: defineOperation(anyUser, {
    method: "get",
    path: "/stakeholders/{id}",
    tags,
    request: { params },
    responses: { 200: json(stakeholder), ...standardProblems },
  }),
  update: defineOperation(system("MAINTAIN"), {
    method: "put",
    path: "/stakeholders/{id}",
    tags,
    request: { params, body: jsonBody(stakeholderUpdate) },
    responses: { 200: json(stakeholder), ...standardProblems, ...conflictProblem },
  }),
};

const read = inOrganization("READ", "stakeholders");
const edit = inOrganization("EDIT", "stakeholders");

/** The organization's stakeholders (`/organizations/{org}/stakeholder-associations`). */
export const stakeholderAssociationsApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/stakeholder-associations",
    tags,
    request: { params: organizationParams, query: associationListQuery },
    responses: { 200: json(listOf(stakeholderAssociationListItem)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/stakeholder-associations",
    tags,
    summary: "Add a stakeholder from the catalogue; adding one already there answers its entry",
    request: { params: organizationParams, body: jsonBody(associationCreate) },
    responses: {
      200: json(stakeholderAssociation, "There already: the existing entry"),
      201: json(stakeholderAssociation, "Added"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/stakeholder-associations/{id}",
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(stakeholderAssociation), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/stakeholder-associations/{id}",
    tags,
    summary: "Record the stakeholder's needs and expectations, and how they are addressed",
    request: { params: organizationItemParams, body: jsonBody(associationUpdate) },
    responses: { 200: json(stakeholderAssociation), ...standardProblems, ...conflictProblem },
  }),
};

export const stakeholderAssociationAttachments = attachmentOperations({
  path: "/organizations/{org}/stakeholder-associations/{id}",
  params: organizationItemParams,
  access: edit,
  tags,
});
