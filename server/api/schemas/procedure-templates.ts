import { ISO_STANDARDS } from "../../domain/standards";
import { documentTexts } from "./controlled-documents";
import { id, pagingSortedBy, text, timestamp, z } from "./common";

const isoStandards = z.array(z.enum(ISO_STANDARDS));

/** What a list shows of a template: its titles, not the procedure itself. */
export const procedureTemplateSummary = z
  .object({
    id,
    titles: z.object({ en: z.string().optional(), da: z.string().optional() }),
    iso_standards: isoStandards,
    clauses: z.array(z.string()),
    last_modified_date: timestamp,
  })
  .openapi("ProcedureTemplateSummary");

export const procedureTemplate = z
  .object({
    id,
    texts: documentTexts,
    iso_standards: isoStandards,
    clauses: z.array(z.string()),
    created_date: timestamp,
    last_modified_date: timestamp,
  })
  .openapi("ProcedureTemplate");

export const procedureTemplateInput = z.strictObject({
  texts: documentTexts,
  iso_standards: isoStandards.max(ISO_STANDARDS.length).default([]),
  clauses: z
    .array(text(100).min(1))
    .max(50)
    .default([])
    .openapi({ example: ["ISO 14001 8.2", "ISO 45001 8.2"] }),
});
export const procedureTemplateUpdate = procedureTemplateInput.extend({ last_modified_date: timestamp });

export const PROCEDURE_TEMPLATE_SORT_FIELDS = ["title", "last_modified_date"] as const;
export const procedureTemplateListQuery = pagingSortedBy(PROCEDURE_TEMPLATE_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of a title, in either language" }),
});
