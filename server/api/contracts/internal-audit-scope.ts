import { CHECKLIST_ANSWERS } from "../../domain/audit-clauses";
import { ISO_STANDARDS } from "../../domain/standards";
import { dateIn, id, text, timestamp, z } from "../schemas/common";

// The parts of an audit's scope and programme that are not its own fields: its obligations, its
// checklist, its repetitions (the operations are in internal-audits.ts).

const optional = (max: number) => text(max).nullable().default(null);

export const obligation = z.object({
  id: id.openapi({ description: "The entry of the legal register" }),
  legislation_id: id,
  organization_id: id,
  title_en: z.string(),
  title_da: z.string(),
  short_name: z.string().nullable(),
});

export const procedure = z.object({
  id: id.openapi({ description: "The procedure (operation/procedures/{id})" }),
  organization_id: id,
  title_en: z.string().openapi({ description: "Its title, or its Danish one when it has no English" }),
  title_da: z.string(),
});

export const auditProcedureChoices = z
  .object({ content: z.array(procedure) })
  .openapi({ description: "The procedures of the organization, those above it and those below it" });

export const auditObligationChoices = z
  .object({ content: z.array(obligation) })
  .openapi({ description: "The legal register entries of the organization and those above it" });

export const checklistLine = z.object({
  key: z.string().openapi({
    description:
      "The line: a standard and a clause (`ISO_14001:8.1`), a procedure (`PROCEDURE:7`) or an obligation (`OBLIGATION:12`)",
  }),
  standard: z.enum(ISO_STANDARDS).nullable().openapi({ description: "None for a procedure's or obligation's line" }),
  clause: z.string().nullable(),
  title_en: z.string().openapi({ description: "The product's own short title, never the standard's words" }),
  title_da: z.string(),
  answer: z.enum(CHECKLIST_ANSWERS).nullable(),
  evidence: z.string().nullable(),
});

/** The most binding obligations, and procedures, one audit's scope names. */
export const MAX_AUDIT_OBLIGATIONS = 50;
export const MAX_AUDIT_PROCEDURES = 50;
/** The most checklist lines one save takes: every clause of the three standards (67), every obligation and procedure. */
export const MAX_CHECKLIST_LINES = 70 + MAX_AUDIT_OBLIGATIONS + MAX_AUDIT_PROCEDURES;

export const checklistInput = z
  .strictObject({
    lines: z
      .array(
        z.strictObject({
          key: text(40).min(1),
          answer: z.enum(CHECKLIST_ANSWERS).nullable().default(null),
          evidence: optional(1000).openapi({ description: "What was seen: documents, records, links" }),
        }),
      )
      .min(1)
      .max(MAX_CHECKLIST_LINES),
    last_modified_date: timestamp.openapi({ description: "The audit's stamp" }),
  })
  .openapi("InternalAuditChecklist");

export const repetitionInput = z
  .strictObject({
    every_months: z.number().int().min(1).max(12).openapi({ description: "The audit again every so many months" }),
    until: dateIn("planned").openapi({ description: "The last day a repetition may start" }),
  })
  .openapi("InternalAuditRepetition");
