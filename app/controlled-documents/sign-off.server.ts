import { z } from "zod";
import type { ApiClient } from "~/api/client.server";
import { departmentOptions } from "~/lib/department-options.server";
import { memberOptions } from "~/lib/member-options.server";
import { rolesApi } from "../../server/api/contracts/roles";
import { checkbox, idList, optionalDate, optionalText, requiredText, version } from "~/lib/form-schema";
import { approveByOf, MAX_APPROVERS, MAX_AUDIENCE_PARTS } from "../../server/domain/document-sign-off";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import {
  ACKNOWLEDGE_INTENT,
  APPROVE_INTENT,
  type DocumentKindScreens,
  PUBLISH_INTENT,
  SEND_BACK_INTENT,
  SUBMIT_APPROVAL_INTENT,
  WITHDRAW_APPROVAL_INTENT,
} from "./kinds";
import { operationsOf } from "./kinds.server";

const round = z.coerce.number().int().min(1).max(1_000_000);

/**
 * The day to decide by, checked here by the API's own rule so the form answers with the same translated
 * error (a day before today or past a year) before anything is sent; empty leaves the default to the API.
 */
const approveBy = z.iso
  .date("validation.date")
  .optional()
  .transform((value) => (value ?? null) as DateOnly | null)
  .superRefine((value, context) => {
    const { refusal } = approveByOf(value, businessToday());
    if (refusal) context.addIssue({ code: "custom", message: `validation.server.${refusal.code}` });
  });

/** The forms of a document page's sign-off (decision 044), each with its schema, toast and call. */
export function signOffForms(
  kind: DocumentKindScreens,
  api: ApiClient,
  where: { params: { org: number; id: number } },
) {
  const operations = operationsOf(kind);
  const form = <S extends z.ZodType>(
    schema: S,
    message: string,
    send: (body: z.output<S>) => Promise<unknown>,
    asReader = false,
  ) =>
    ({ schema, message, send, asReader }) as {
      schema: z.ZodType;
      message: string;
      asReader: boolean;
      send: (body: unknown) => Promise<unknown>;
    };
  return {
    [PUBLISH_INTENT]: form(
      z.object({
        change: z.enum(["MAJOR", "MINOR"], "validation.invalid").default("MINOR"),
        changeNote: optionalText(2000),
        lastModifiedDate: version,
        acknowledgeEveryone: checkbox(),
        acknowledgeDepartmentIds: idList(MAX_AUDIENCE_PARTS),
        acknowledgeRoleIds: idList(MAX_AUDIENCE_PARTS),
        acknowledgeBy: optionalDate("planned"),
      }),
      "controlled.publishedToast",
      (body) => api.call(operations.publish, { ...where, body }),
    ),
    [SUBMIT_APPROVAL_INTENT]: form(
      z.object({
        approverIds: idList(MAX_APPROVERS).refine((ids) => ids.length > 0, "signOff.approversRequired"),
        approveBy,
        lastModifiedDate: version,
      }),
      "signOff.submittedToast",
      (body) => api.call(operations.requestApproval, { ...where, body }),
    ),
    [WITHDRAW_APPROVAL_INTENT]: form(z.object({ lastModifiedDate: version }), "signOff.withdrawnToast", (body) =>
      api.call(operations.withdrawApproval, { ...where, body }),
    ),
    [APPROVE_INTENT]: form(
      z.object({ round }),
      "signOff.approvedToast",
      (body) => api.call(operations.decideApproval, { ...where, body: { ...body, decision: "APPROVED" } }),
      true,
    ),
    [SEND_BACK_INTENT]: form(
      z.object({ round, reason: requiredText(2000) }),
      "signOff.sentBackToast",
      (body) => api.call(operations.decideApproval, { ...where, body: { ...body, decision: "SENT_BACK" } }),
      true,
    ),
    [ACKNOWLEDGE_INTENT]: form(
      z.object({ revisionId: z.coerce.number().int().min(1) }),
      "acknowledgement.acknowledgedToast",
      (body) => api.call(operations.acknowledge, { ...where, body }),
      true,
    ),
  };
}

/** Intents any reader may send about themselves; the API refuses those it does not concern. */
export const READER_INTENTS = new Set<unknown>([APPROVE_INTENT, SEND_BACK_INTENT, ACKNOWLEDGE_INTENT]);

/**
 * What the sign-off forms offer an editor of the draft: approvers to name, and whom a major revision may
 * concern (its departments and roles).
 */
export async function signOffChoices(api: ApiClient, organizationId: number) {
  const [members, departments, roles] = await Promise.all([
    memberOptions(api, organizationId),
    departmentOptions(api, organizationId),
    api.call(rolesApi.names, { params: { org: organizationId } }),
  ]);
  return { members, departments, roles: roles.content };
}
