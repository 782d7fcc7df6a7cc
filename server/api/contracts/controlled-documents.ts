import type { Feature } from "../../domain/features";
import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  standardProblems,
  z,
} from "../schemas/common";
import {
  acknowledgementInput,
  acknowledgementMember,
  approvalDecisionInput,
  approvalRequestInput,
  controlledDocument,
  documentInput,
  documentListQuery,
  revisionHistoryEntry,
  withdrawalInput,
  documentSummary,
  documentUpdate,
  publicationInput,
  publicDocument,
  publicDocumentQuery,
  publicPageInput,
  reviewInput,
} from "../schemas/controlled-documents";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization, publicAccess } from "./operation";

// Any text: an id that is not one answers 404 like an unknown one, telling nothing.
const publicParams = z.object({
  publicId: z
    .string()
    .max(100)
    .openapi({ param: { name: "publicId", in: "path" } }),
});

/**
 * The operations of one kind of controlled document (decision 010): policies and procedures live the
 * same life under their own paths and feature. `noun` names the kind in the summaries.
 */
export function controlledDocumentOperations<const P extends string, const Q extends string>(owner: {
  path: P;
  publicPath: Q;
  tags: string[];
  feature: Feature;
  noun: string;
}) {
  const { path, tags, noun } = owner;
  const item = `${path}/{id}` as const;
  const read = inOrganization("READ", owner.feature);
  const edit = inOrganization("EDIT", owner.feature);
  return {
    list: defineOperation(read, {
      method: "get",
      path,
      tags,
      summary: `The ${noun}s the organization has and those of the organizations above it`,
      request: { params: organizationParams, query: documentListQuery },
      responses: { 200: json(listOf(documentSummary)), ...standardProblems },
    }),
    create: defineOperation(edit, {
      method: "post",
      path,
      tags,
      summary: `Start a ${noun}: its first draft`,
      request: { params: organizationParams, body: jsonBody(documentInput) },
      responses: { 201: json(controlledDocument, "Created"), ...standardProblems },
    }),
    get: defineOperation(read, {
      method: "get",
      path: item,
      tags,
      request: { params: organizationItemParams },
      responses: { 200: json(controlledDocument), ...standardProblems },
    }),
    update: defineOperation(edit, {
      method: "put",
      path: item,
      tags,
      summary: "Save the draft of the next revision and what stays across revisions",
      request: { params: organizationItemParams, body: jsonBody(documentUpdate) },
      responses: { 200: json(controlledDocument), ...standardProblems, ...conflictProblem },
    }),
    publish: defineOperation(edit, {
      method: "post",
      path: `${item}/publication`,
      tags,
      summary: "Publish the draft as the next revision (409 when there is no draft or it changed)",
      request: { params: organizationItemParams, body: jsonBody(publicationInput) },
      responses: { 200: json(controlledDocument), ...standardProblems, ...conflictProblem },
    }),
    revisions: defineOperation(read, {
      method: "get",
      path: `${item}/revisions`,
      tags,
      summary: "Every published revision, newest first, with who approved it and whom it asked to acknowledge it",
      request: { params: organizationItemParams },
      responses: { 200: json(listOf(revisionHistoryEntry)), ...standardProblems },
    }),
    requestApproval: defineOperation(edit, {
      method: "post",
      path: `${item}/approval-request`,
      tags,
      summary:
        "Submit the draft to named approvers: locked until each approves or one sends it back (409 when it changed or is submitted)",
      request: { params: organizationItemParams, body: jsonBody(approvalRequestInput) },
      responses: { 200: json(controlledDocument), ...standardProblems, ...conflictProblem },
    }),
    withdrawApproval: defineOperation(edit, {
      method: "post",
      path: `${item}/approval-withdrawal`,
      tags,
      summary: "Take the submitted draft back from its approvers: it opens again (409 when none is in force)",
      request: { params: organizationItemParams, body: jsonBody(withdrawalInput) },
      responses: { 200: json(controlledDocument), ...standardProblems, ...conflictProblem },
    }),
    decideApproval: defineOperation(read, {
      method: "post",
      path: `${item}/approval-decisions`,
      tags,
      summary:
        "A named approver approves the submitted draft or sends it back with a reason (403 for anyone else; 409 when the submission is no longer in force)",
      request: { params: organizationItemParams, body: jsonBody(approvalDecisionInput) },
      responses: { 200: json(controlledDocument), ...standardProblems, ...conflictProblem },
    }),
    acknowledge: defineOperation(read, {
      method: "post",
      path: `${item}/acknowledgements`,
      tags,
      summary: `A member the ${noun}'s major revision concerns acknowledges having read it (403 for anyone else; 409 when superseded)`,
      request: { params: organizationItemParams, body: jsonBody(acknowledgementInput) },
      responses: { 200: json(controlledDocument), ...standardProblems, ...conflictProblem },
    }),
    acknowledgements: defineOperation(read, {
      method: "get",
      path: `${item}/acknowledgements`,
      tags,
      summary: "Who the acknowledgement in force concerns and when each acknowledged: those yet to first",
      request: { params: organizationItemParams },
      responses: { 200: json(listOf(acknowledgementMember)), ...standardProblems },
    }),
    review: defineOperation(edit, {
      method: "post",
      path: `${item}/reviews`,
      tags,
      summary: "Record a review that changed nothing: the next review moves a period on",
      request: { params: organizationItemParams, body: jsonBody(reviewInput) },
      responses: { 200: json(controlledDocument), ...standardProblems, ...conflictProblem },
    }),
    publicPage: defineOperation(edit, {
      method: "put",
      path: `${item}/public-page`,
      tags,
      summary: `Open the ${noun}'s public page (a new unguessable id) or withdraw it`,
      request: { params: organizationItemParams, body: jsonBody(publicPageInput) },
      responses: { 200: json(controlledDocument), ...standardProblems, ...conflictProblem },
    }),
    publicView: defineOperation(publicAccess, {
      method: "get",
      path: owner.publicPath,
      tags,
      summary: `A public ${noun}'s latest published revision; 404 for anything else, whether it exists or not`,
      request: { params: publicParams, query: publicDocumentQuery },
      responses: { 200: json(publicDocument), 404: standardProblems[404] },
    }),
    publicLogo: defineOperation(publicAccess, {
      method: "get",
      path: `${owner.publicPath}/logo`,
      tags,
      summary: `The logo the public ${noun}'s organization shows; 404 when there is none or the page is not public`,
      request: { params: publicParams },
      responses: {
        200: { description: "The image", content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } } },
        404: standardProblems[404],
      },
    }),
    attachments: attachmentOperations({ path: item, params: organizationItemParams, access: edit, tags }),
  };
}
