import { ACTION_SOURCES, ACTION_STATUSES } from "../../domain/actions";
import { EVENT_CATEGORIES } from "../../domain/events";
import { AUDIT_STATUSES, FINDING_TYPES } from "../../domain/internal-audits";
import { OBJECTIVE_MEASURES, OBJECTIVE_STANDINGS } from "../../domain/objectives";
import { dateOnly, id, z } from "../schemas/common";

const named = z.object({ id, name: z.string() });
const count = z.number().int();

/** An objective as the agenda freezes it (`ObjectiveSummary`). */
const objectiveLine = z.object({
  id,
  organization_id: id,
  organization_name: z.string(),
  title: z.string(),
  measure: z.enum(OBJECTIVE_MEASURES),
  unit: z.string().nullable(),
  baseline_year: z.number().int(),
  baseline_value: z.number(),
  target_value: z.number(),
  deadline: dateOnly,
  actual: z.number().nullable(),
  expected: z.number().nullable(),
  standing: z.enum(OBJECTIVE_STANDINGS),
  owner_name: z.string().nullable(),
  open_actions: count,
});

/** The agenda as frozen into a review (decision 038): figures, ids and titles; the words are the reader's. */
export const agenda = z
  .object({
    as_of: dateOnly.openapi({ description: "The review's date: the records are read as they stood on it" }),
    since: dateOnly.openapi({ description: "The previous review's date, or a year before when there was none" }),
    previous_review: z.object({ id, title: z.string(), review_date: dateOnly }).nullable(),
    previous_actions: z.array(
      z.object({
        id,
        title: z.string(),
        status: z.enum(ACTION_STATUSES),
        due_date: dateOnly.nullable(),
        overdue: z.boolean(),
        review: z.object({ id, title: z.string() }),
      }),
    ),
    issues: z
      .array(z.object({ organization: named, revisions: count, last_changed: dateOnly }))
      .openapi({ description: "The scope statements saved in the period, per organization" }),
    stakeholders: z.object({
      total: count,
      changed: z.array(
        z.object({
          id,
          organization: named,
          stakeholder: z.string(),
          needs_and_expectations: z.string().nullable(),
          compliance_obligation: z.boolean(),
          added: z.boolean(),
        }),
      ),
    }),
    objectives: z.array(objectiveLine),
    nonconformities: z.object({
      findings: z.array(
        z.object({
          id,
          type: z.enum(FINDING_TYPES),
          description: z.string(),
          audit_subject: z.string(),
          actions: count,
        }),
      ),
      actions_by_source: z.array(z.object({ source: z.enum(ACTION_SOURCES), open: count, overdue: count })),
    }),
    monitoring: z.object({
      year: z.number().int(),
      through_month: z.number().int(),
      co2: z.array(z.object({ scope: z.union([z.literal(1), z.literal(2)]), kg: z.number(), previous_kg: z.number() })),
      waste: z.array(z.object({ hazardous: z.boolean(), tonnes: z.number(), previous_tonnes: z.number() })),
    }),
    compliance: z.array(
      z.object({
        organization: named,
        obligations: count,
        on_time: count,
        overdue: count,
        never: count,
        compliant: count,
        partly_compliant: count,
        not_compliant: count,
        without_action: count,
      }),
    ),
    audits: z.object({
      audits: z.array(
        z.object({ id, subject: z.string(), status: z.enum(AUDIT_STATUSES), start_date: dateOnly, findings: count }),
      ),
      findings_by_type: z.array(z.object({ type: z.enum(FINDING_TYPES), count })),
    }),
    incidents: z.object({
      events: count,
      accidents: count,
      near_misses: count,
      lost_time: count.openapi({ description: "Accidents with at least a day of absence" }),
      days_lost: count,
      previous_events: count.openapi({ description: "In the period of the same length before" }),
      previous_accidents: count,
      by_category: z.array(z.object({ category: z.enum(EVENT_CATEGORIES), count })),
    }),
  })
  .openapi("ManagementReviewAgenda");
