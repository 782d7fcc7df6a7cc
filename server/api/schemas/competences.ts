import { RECURRENCE_PERIODS } from "../../domain/recurrence";
import { dateIn, dateOnly, id, idQuery, pagingQuery, pagingSortedBy, text, timestamp, z } from "./common";
import { fileMetadata } from "./files";

export const recurrencePeriod = z
  .enum(RECURRENCE_PERIODS)
  .openapi({ description: "An ISO 8601 period; P0D means once", example: "P2Y" });

export const requirementStatus = z.enum(["VALID", "DUE_SOON", "OVERDUE", "MISSING"]).openapi("RequirementStatus");

const named = z.object({ id, name: z.string() });

export const competenceSummary = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullable(),
    frequency: recurrencePeriod,
    organization_id: id,
    organization_name: z.string(),
    required_of: z.number().int().nonnegative().openapi({ description: "How many members it is required of" }),
    last_modified_date: timestamp,
  })
  .openapi("CompetenceSummary");

/** Where one member stands with one competence: the dates, when it is next due and what that means today. */
const standing = {
  acquisition_deadline: dateOnly.nullable(),
  last_acquisition_date: dateOnly.nullable(),
  next_due_date: dateOnly.nullable(),
  status: requirementStatus,
  /** Required of the member directly, not only through a role. */
  required: z.boolean(),
  roles: z.array(named),
  /** The record's stamp, null while nothing was recorded: sent back when recording an acquisition. */
  last_modified_date: timestamp.nullable(),
};

export const memberAssignment = z
  .object({ member_id: id, name: z.string(), organization_name: z.string(), ...standing })
  .openapi("CompetenceAssignment");

export const competence = competenceSummary
  .extend({ member_assignments: z.array(memberAssignment), files: z.array(fileMetadata) })
  .openapi("Competence");

export const competenceInput = z.strictObject({
  name: text(200).min(1),
  description: text(4000).nullable().default(null),
  frequency: recurrencePeriod,
});
export const competenceUpdate = competenceInput.extend({ last_modified_date: timestamp });

export const COMPETENCE_SORT_FIELDS = ["name", "frequency", "last_modified_date"] as const;
export const competenceListQuery = pagingSortedBy(COMPETENCE_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the name, in any case" }),
});

export const competenceRequirement = z
  .object({
    competence: named.extend({ frequency: recurrencePeriod }),
    ...standing,
    files: z.array(fileMetadata),
  })
  .openapi("CompetenceRequirement");

/** Recording an acquisition (or setting the deadline) of one member's competence. */
export const acquisitionInput = z.strictObject({
  acquisition_deadline: dateIn("planned").nullable().default(null),
  last_acquisition_date: dateIn("happened").nullable().default(null),
  /** The stamp read with the requirement; null when nothing had been recorded yet. */
  last_modified_date: timestamp.nullable().default(null),
});

export const matrixQuery = pagingQuery.pick({ page: true, size: true }).extend({
  q: text(200).optional().openapi({ description: "Part of the member's name or e-mail" }),
  department_id: idQuery.optional().openapi({ description: "Members of this organization and those below it" }),
  role_id: idQuery.optional(),
  status: requirementStatus.optional().openapi({ description: "Members with at least one requirement in it" }),
});

export const competenceMatrix = z
  .object({
    total_elements: z.number().int().nonnegative(),
    competences: z.array(named.extend({ frequency: recurrencePeriod })),
    content: z.array(
      z.object({
        member_id: id,
        name: z.string(),
        organization_name: z.string(),
        cells: z.array(z.object({ competence_id: id, status: requirementStatus, next_due_date: dateOnly.nullable() })),
      }),
    ),
  })
  .openapi("CompetenceMatrix");
