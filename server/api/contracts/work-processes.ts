import { AMOUNT_UNITS } from "../../domain/chemical-enumerations";
import { MAX_DURATION_MINUTES, MAX_USE_QUANTITY, USE_FREQUENCIES, VENTILATIONS } from "../../domain/chemical-risk";
import { MATRIX_STEPS, RISK_LEVELS } from "../../domain/risks";
import {
  answerFields,
  booleanQuery,
  conflictProblem,
  dateIn,
  id,
  idParam,
  idQuery,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationItemParams,
  organizationParams,
  pagingSortedBy,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { defineOperation, inOrganization } from "./operation";

export const WORK_PROCESS_SORT_FIELDS = ["name", "department", "score", "next_review_date"] as const;
export const CMR_USE_SORT_FIELDS = ["product", "work_process", "department"] as const;

const optional = (max: number) => text(max).nullable().default(null);
// A step of the largest matrix a holding may set; the service holds a use to its holding's own (decision 033).
const step = z.number().int().min(1).max(MATRIX_STEPS.max);
const named = z.object({ id, name: z.string() });

/** A work process's fields as taken, in the form's order. */
const workProcessFields = {
  name: text(200).min(1).openapi({ description: "The work process, e.g. degreasing parts at the wash bay" }),
  description: optional(1000),
  department_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The organization itself or a department below it" }),
  ventilation: z.enum(VENTILATIONS),
  exposed: optional(500).openapi({ description: "Who is exposed" }),
  next_review_date: dateIn("planned").nullable().default(null),
};

/** A product's use in the work process as taken: how it reaches the body, how much, how often, how long. */
const productUseFields = {
  exposure_inhalation: z.boolean().default(false),
  exposure_skin: z.boolean().default(false),
  exposure_eyes: z.boolean().default(false),
  quantity: z.number().min(0).max(MAX_USE_QUANTITY).nullable().default(null).openapi({ description: "Per use" }),
  unit: z.enum(AMOUNT_UNITS).nullable().default(null),
  frequency: z.enum(USE_FREQUENCIES),
  duration_minutes: z.number().int().min(1).max(MAX_DURATION_MINUTES).nullable().default(null),
  protective_equipment: optional(1000).openapi({ description: "The protective equipment chosen" }),
  likelihood: step.openapi({ description: "Scored by the assessor on the risk matrix" }),
  severity: step,
  substitution_considered: optional(2000).openapi({
    description: "Required for a CMR product: the substitution considered and why it was or was not made",
  }),
};

type Quantity = { quantity: number | null; unit: string | null };
// A quantity is read in its unit: given together or not at all.
const quantityWhole = <T extends z.ZodType<Quantity>>(schema: T) =>
  schema.refine((value) => (value.quantity === null) === (value.unit === null), {
    path: ["unit"],
    message: "both the quantity and its unit, or neither",
    params: { code: "quantity_unit" },
  });

export const workProcessInput = z.strictObject(workProcessFields);
export const workProcessUpdate = z.strictObject({ ...workProcessFields, last_modified_date: timestamp });

export const productUseInput = quantityWhole(
  z.strictObject({
    association_id: id.openapi({ description: "A chemical the organization (or one below it) keeps" }),
    ...productUseFields,
  }),
);
export const productUseUpdate = quantityWhole(z.strictObject({ ...productUseFields, last_modified_date: timestamp }));

const { department_id: _placedBy, ...answered } = answerFields(workProcessFields);

export const workProcessSummary = z
  .object({
    id,
    ...answered,
    department: named.nullable(),
    products: z.number().int().openapi({ description: "How many products it uses" }),
    cmr: z.boolean().openapi({ description: "Whether a product it uses is CMR" }),
    level: z
      .enum(RISK_LEVELS)
      .nullable()
      .openapi({ description: "The highest level of its products' scores; none without products" }),
    top_likelihood: z.number().int().nullable().openapi({ description: "The scores of its highest risk" }),
    top_severity: z.number().int().nullable(),
    last_modified_date: timestamp,
  })
  .openapi("WorkProcessSummary");

export const productUse = z
  .object({
    id,
    product: z.object({
      id: id.openapi({ description: "The kept chemical (my chemicals)" }),
      chemical_id: id,
      name: z.string(),
      hazard_codes: z.array(z.string()),
      cmr_codes: z.array(z.string()).openapi({ description: "Its CMR hazard statements (CLP Annex III)" }),
      protective_equipment_codes: z
        .array(z.string())
        .openapi({ description: "Its precautionary statements on protective equipment (P28x)" }),
    }),
    ...answerFields(productUseFields),
    level: z.enum(RISK_LEVELS).openapi({ description: "Of likelihood × severity on the risk matrix" }),
    last_modified_date: timestamp,
  })
  .openapi("ProductUse");

export const workProcess = workProcessSummary
  .extend({ product_uses: z.array(productUse).openapi({ description: "By product name" }) })
  .openapi("WorkProcess");

export const workProcessListQuery = pagingSortedBy(WORK_PROCESS_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of its name, description or who is exposed" }),
  department_id: idQuery.optional().openapi({ description: "Of this department and those below it" }),
  cmr: booleanQuery.default(false).openapi({ type: "boolean", description: "Only those using a CMR product" }),
});

export const cmrUse = z
  .object({
    id: id.openapi({ description: "The product's use in the work process" }),
    product: z.object({ id, name: z.string() }),
    cmr_codes: z.array(z.string()),
    work_process: named,
    department: named.nullable(),
    exposed: z.string().nullable(),
    substitution_considered: z.string().nullable(),
    level: z.enum(RISK_LEVELS),
  })
  .openapi("CmrUse");

export const cmrUseListQuery = pagingSortedBy(CMR_USE_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the product's or the work process's name" }),
  department_id: idQuery.optional().openapi({ description: "In this department and those below it" }),
});

export const keptChemicalUse = z
  .object({ id, name: z.string(), department: named.nullable(), level: z.enum(RISK_LEVELS) })
  .openapi("KeptChemicalUse");

const tags = ["Chemical risk"];
const read = inOrganization("READ", "chemical-risk");
const edit = inOrganization("EDIT", "chemical-risk");
const path = "/organizations/{org}/work-processes";
const usePath = `${path}/{id}/product-uses/{useId}`;
const useParams = organizationItemParams.extend({ useId: idParam("useId") });

/** The chemical risk assessment per work process, and the register of CMR products' uses. */
export const workProcessesApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The work processes of the organization and those below it",
    request: { params: organizationParams, query: workProcessListQuery },
    responses: { 200: json(listOf(workProcessSummary)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path,
    tags,
    summary: "Add a work process; repeating the same request answers the one it made",
    request: { params: organizationParams, body: jsonBody(workProcessInput) },
    responses: {
      200: json(workProcess, "Added already: the existing work process, unchanged"),
      201: json(workProcess, "Added"),
      ...standardProblems,
    },
  }),
  cmrUses: defineOperation(read, {
    method: "get",
    path: `${path}/cmr-uses`,
    tags,
    summary:
      "The CMR register: every use of a CMR product in a work process, who is exposed, the substitution considered",
    request: { params: organizationParams, query: cmrUseListQuery },
    responses: { 200: json(listOf(cmrUse)), ...standardProblems },
  }),
  keptChemicalUses: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/chemical-associations/{id}/work-processes",
    tags,
    summary: "The work processes that use a kept chemical",
    request: { params: organizationItemParams },
    responses: { 200: json(z.array(keptChemicalUse)), ...standardProblems },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(workProcess), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams, body: jsonBody(workProcessUpdate) },
    responses: { 200: json(workProcess), ...standardProblems, ...conflictProblem },
  }),
  remove: defineOperation(edit, {
    method: "delete",
    path: `${path}/{id}`,
    tags,
    summary: "Remove the work process with its products' uses",
    request: { params: organizationItemParams },
    responses: { 204: noContent, ...standardProblems },
  }),
  addProductUse: defineOperation(edit, {
    method: "post",
    path: `${path}/{id}/product-uses`,
    tags,
    summary:
      "Assess a kept chemical's use in the work process; a CMR product needs the substitution considered. Repeating the same request changes nothing",
    request: { params: organizationItemParams, body: jsonBody(productUseInput) },
    responses: { 200: json(workProcess), ...standardProblems },
  }),
  updateProductUse: defineOperation(edit, {
    method: "put",
    path: usePath,
    tags,
    request: { params: useParams, body: jsonBody(productUseUpdate) },
    responses: { 200: json(workProcess), ...standardProblems, ...conflictProblem },
  }),
  removeProductUse: defineOperation(edit, {
    method: "delete",
    path: usePath,
    tags,
    summary: "Take a product off the work process; one taken off already is off",
    request: { params: useParams },
    responses: { 200: json(workProcess), ...standardProblems },
  }),
};
