import { AUDIT_STATUSES, FINDING_TYPES } from "../../domain/internal-audits";
import { answerFields, id, text, timestamp, z } from "../schemas/common";
import { actionSummary } from "./actions";

// An internal audit's findings (decision 037): typed, answered in the action plan (the operations are in
// internal-audits.ts).

const optional = (max: number) => text(max).nullable().default(null);

const findingFields = {
  type: z.enum(FINDING_TYPES),
  clause: optional(20).openapi({ description: "The clause it is found against (`8.1`)" }),
  description: text(2000).min(1).openapi({ description: "What was found, and the evidence" }),
  cause: optional(2000).openapi({ description: "Why it happened: a nonconformity needs one before closing" }),
};

export const findingSummary = z
  .object({
    id,
    ...answerFields(findingFields),
    actions: z.array(actionSummary).openapi({ description: "Its actions in the action plan" }),
    last_modified_date: timestamp,
  })
  .openapi("AuditFinding");

export const findingDetail = findingSummary
  .extend({
    audit: z.object({ id, subject: z.string(), status: z.enum(AUDIT_STATUSES), department_id: id.nullable() }),
  })
  .openapi("AuditFindingDetail");

export const findingInput = z.strictObject(findingFields);
export const findingUpdate = z.strictObject({ ...findingFields, last_modified_date: timestamp });
