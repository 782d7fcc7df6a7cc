import {
  AGREEMENT_TYPES,
  INSPECTION_CHANGE_KINDS,
  INSPECTION_RESULTS,
  INSPECTION_STANDINGS,
  INSPECTION_STATUSES,
} from "../../domain/control-book";
import { RECURRENCE_PERIODS } from "../../domain/recurrence";
import { dateIn, dateOnly, id, idQuery, pagingSortedBy, text, timestamp, z } from "./common";
import { fileMetadata } from "./files";

const named = z.object({ id, name: z.string() });
const optional = (max: number) => text(max).nullable().default(null);

export const agreementType = z.enum(AGREEMENT_TYPES);
export const inspectionStanding = z.enum(INSPECTION_STANDINGS);
const frequency = z.enum(RECURRENCE_PERIODS).openapi({ description: "An ISO period; P0D once" });

export const agreement = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullable(),
    type: agreementType,
    responsible_member: named.nullable(),
    stakeholder: named.nullable().openapi({ description: "The counterpart: a service company, an authority …" }),
    starts_at: dateOnly,
    ends_at: dateOnly.nullable(),
    frequency,
    binding_obligation: z.object({ id, title: z.string() }).nullable(),
    machines: z.array(named),
    organization: named,
    next_inspection: z.object({ id, due_date: dateOnly, standing: inspectionStanding }).nullable(),
    files: z.array(fileMetadata),
    last_modified_date: timestamp,
  })
  .openapi("Agreement");

export const agreementListItem = agreement
  .omit({ description: true, files: true, binding_obligation: true })
  .openapi("AgreementListItem");

const agreementFields = z.strictObject({
  name: text(200).min(1),
  description: optional(5000),
  type: agreementType,
  responsible_member_id: id.nullable().default(null).openapi({ description: "A present member" }),
  stakeholder_id: id.nullable().default(null),
  starts_at: dateIn("planned"),
  ends_at: dateIn("term").nullable().default(null),
  frequency,
  binding_obligation_id: id.nullable().default(null).openapi({ description: "A binding obligation of the register" }),
  machine_ids: z.array(id).max(200).default([]),
});

const endsAfterStart = (value: { starts_at: string; ends_at: string | null }) =>
  value.ends_at === null || value.ends_at >= value.starts_at;
const endsAfterStartIssue = {
  path: ["ends_at"],
  message: "must not be before starts_at",
  params: { code: "ends_before_start" },
};

export const agreementInput = agreementFields.refine(endsAfterStart, endsAfterStartIssue);
export const agreementUpdate = agreementFields
  .extend({ last_modified_date: timestamp })
  .refine(endsAfterStart, endsAfterStartIssue);

export const AGREEMENT_SORT_FIELDS = ["name", "type", "starts_at", "next_due_date", "last_modified_date"] as const;
export const agreementListQuery = pagingSortedBy(AGREEMENT_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the name or description" }),
  type: agreementType.optional(),
  responsible_member_id: idQuery.optional(),
  stakeholder_id: idQuery.optional(),
  machine_id: idQuery.optional(),
});

export const inspectionChange = z.object({
  kind: z.enum(INSPECTION_CHANGE_KINDS),
  reason: z.string().nullable(),
  due_date_before: dateOnly.nullable(),
  due_date_after: dateOnly.nullable(),
  user: named.nullable(),
  at: timestamp,
});

const inspectionAgreement = z.object({
  id,
  name: z.string(),
  type: agreementType,
  frequency,
  responsible_member: named.nullable(),
  stakeholder: named.nullable(),
});

export const inspection = z
  .object({
    id,
    agreement: inspectionAgreement,
    organization: named,
    scheduled_date: dateOnly,
    due_date: dateOnly,
    status: z.enum(INSPECTION_STATUSES),
    standing: inspectionStanding,
    performed_at: dateOnly.nullable(),
    performed_by: z.string().nullable(),
    result: z.enum(INSPECTION_RESULTS).nullable(),
    findings: z.string().nullable(),
    next_interval: frequency.nullable(),
    next: z.object({ id, due_date: dateOnly }).nullable().openapi({ description: "Scheduled by completing this one" }),
    machines: z.array(named),
    files: z.array(fileMetadata),
    changes: z.array(inspectionChange),
    last_modified_date: timestamp,
  })
  .openapi("Inspection");

export const inspectionListItem = inspection
  .omit({ findings: true, next: true, files: true, changes: true, next_interval: true })
  .openapi("InspectionListItem");

export const inspectionCreate = z.strictObject({
  agreement_id: id,
  due_date: dateIn("planned").openapi({ description: "Also its scheduled date, which never changes" }),
});

export const inspectionUpdate = z.strictObject({
  status: z.enum(INSPECTION_STATUSES),
  due_date: dateIn("planned"),
  reason: optional(1000).openapi({ description: "Why the due date moves, or why a done one is reopened" }),
  performed_at: dateIn("happened").nullable().default(null),
  performed_by: optional(200),
  result: z.enum(INSPECTION_RESULTS).nullable().default(null),
  findings: optional(5000),
  next_interval: frequency.nullable().default(null).openapi({ description: "After a failure: a shorter interval" }),
  last_modified_date: timestamp,
});

/** Many pending inspections completed with one performance, as one form of the control book does. */
export const inspectionCompletion = z.strictObject({
  inspection_ids: z.array(id).min(1).max(100),
  performed_at: dateIn("happened"),
  performed_by: optional(200),
  result: z.enum(INSPECTION_RESULTS),
  findings: optional(5000),
  report_file_id: id
    .nullable()
    .default(null)
    .openapi({ description: "A file of the organization (the visit's report) attached to every inspection completed" }),
});

export const INSPECTION_SORT_FIELDS = ["due_date", "scheduled_date", "performed_at", "agreement_name", "type"] as const;
export const inspectionListQuery = pagingSortedBy(INSPECTION_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the agreement's name" }),
  standing: inspectionStanding.optional(),
  status: z.enum(INSPECTION_STATUSES).optional(),
  type: agreementType.optional(),
  responsible_member_id: idQuery.optional(),
  stakeholder_id: idQuery.optional(),
  machine_id: idQuery.optional(),
  agreement_id: idQuery.optional(),
  due_from: dateOnly.optional(),
  due_to: dateOnly.optional(),
});
