import { EVENT_CATEGORIES, EVENT_IMPORTANCES, EVENT_STATUSES, MAX_WHYS } from "../../domain/events";
import { REPORTING_RULES } from "../../domain/reportable-accidents";
import { booleanQuery, dateIn, dateOnly, id, idQuery, pagingSortedBy, text, timestamp, timestampIn, z } from "./common";
import { actionSummary } from "../contracts/actions";
import { fileMetadata } from "./files";

const named = z.object({ id, name: z.string() });

export const eventSummary = z
  .object({
    id,
    organization: named,
    department: named.nullable(),
    location: z.string().nullable(),
    title: z.string(),
    occurred_at: timestamp,
    importance: z.enum(EVENT_IMPORTANCES),
    category: z.enum(EVENT_CATEGORIES),
    accident: z.boolean(),
    near_miss: z.boolean(),
    days_of_absence: z.number().int().nullable(),
    first_day_of_absence: dateOnly.nullable(),
    reporting: z
      .object({
        rule: z
          .enum(REPORTING_RULES)
          .nullable()
          .openapi({ description: "The country's rule applied; null: none known" }),
        reportable: z.boolean(),
        deadline: dateOnly.nullable().openapi({ description: "The last day the report to the authority is on time" }),
        counted_from: dateOnly.nullable(),
        first_day_assumed: z
          .boolean()
          .openapi({ description: "No first day of absence given: the day after the injury" }),
        basis: z.string().nullable(),
      })
      .openapi({ description: "Whether the accident must be reported to the authority (decision 017)" }),
    reported_to_authority_on: dateOnly.nullable().openapi({ description: "The day it was reported to the authority" }),
    status: z.enum(EVENT_STATUSES),
    open_actions: z.number().int().openapi({ description: "Actions not done yet" }),
    overdue_actions: z.number().int().openapi({ description: "Open actions past their due date" }),
    last_modified_date: timestamp,
  })
  .openapi("EventSummary");

export const event = eventSummary
  .extend({
    description: z.string().nullable(),
    injured_role: z.string().nullable(),
    injury: z.string().nullable(),
    immediate_action: z.string().nullable(),
    reported_by: named.nullable(),
    created_date: timestamp,
    cause: z.string().nullable(),
    whys: z.array(z.string()),
    contributing_factors: z.string().nullable(),
    closed_at: timestamp.nullable(),
    closed_by: named.nullable(),
    actions: z.array(actionSummary).openapi({ description: "Its actions in the action plan" }),
    status_changes: z.array(
      z.object({
        from_status: z.enum(EVENT_STATUSES),
        to_status: z.enum(EVENT_STATUSES),
        reason: z.string().nullable(),
        changed_by: named.nullable(),
        changed_at: timestamp,
      }),
    ),
    files: z.array(fileMetadata),
  })
  .openapi("Event");

const optional = (max: number) => text(max).nullable().default(null);

const reportFields = z.strictObject({
  title: text(200).min(1),
  description: optional(5000),
  occurred_at: timestampIn("happened"),
  department_id: id.nullable().default(null).openapi({ description: "The organization itself or one below it" }),
  location: optional(200),
  importance: z.enum(EVENT_IMPORTANCES),
  category: z.enum(EVENT_CATEGORIES).default("WORK_ENVIRONMENT"),
  accident: z.boolean().default(false),
  near_miss: z.boolean().default(false),
  injured_role: optional(200),
  injury: optional(1000),
  days_of_absence: z.number().int().min(0).max(3650).nullable().default(null),
  first_day_of_absence: dateIn("happened")
    .nullable()
    .default(null)
    .openapi({ description: "After the day of the injury" }),
  immediate_action: optional(2000),
});

type Injury = { accident: boolean; near_miss: boolean };
// An accident hurt someone; a near miss is one that did not: an event is not both.
const eitherOr = <T extends z.ZodType<Injury>>(schema: T) =>
  schema.refine((value) => !(value.accident && value.near_miss), {
    path: ["near_miss"],
    message: "an accident is not a near miss",
    params: { code: "accident_and_near_miss" },
  });

export const eventInput = eitherOr(reportFields);

export const eventUpdate = eitherOr(
  reportFields.extend({
    cause: optional(5000),
    whys: z.array(text(500).min(1)).max(MAX_WHYS).default([]),
    contributing_factors: optional(5000),
    reported_to_authority_on: dateIn("happened")
      .nullable()
      .default(null)
      .openapi({ description: "On or after the day of the injury; an accident reported is no one's work any more" }),
    last_modified_date: timestamp,
  }),
);

export const eventAuthorityReport = z.strictObject({
  reported_on: dateIn("happened").openapi({ description: "On or after the day of the injury" }),
  last_modified_date: timestamp,
});

export const eventStatusChange = z.strictObject({
  status: z.enum(EVENT_STATUSES),
  reason: optional(1000).openapi({ description: "Required when a closed event is reopened" }),
  last_modified_date: timestamp,
});

export const EVENT_SORT_FIELDS = ["occurred_at", "importance", "status", "title", "department"] as const;
export const eventListQuery = pagingSortedBy(EVENT_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the title, description or location" }),
  importance: z.enum(EVENT_IMPORTANCES).optional(),
  status: z
    .enum([...EVENT_STATUSES, "OPEN"])
    .optional()
    .openapi({ description: "OPEN: every status but closed" }),
  category: z.enum(EVENT_CATEGORIES).optional(),
  accident: booleanQuery.optional().openapi({ type: "boolean" }),
  department_id: idQuery
    .optional()
    .openapi({ description: "Events placed in this unit or those below it, or registered there without a place" }),
  from: dateOnly.optional().openapi({ description: "Occurred on or after this day" }),
  to: dateOnly.optional().openapi({ description: "Occurred on or before this day" }),
  overdue_actions: booleanQuery
    .optional()
    .openapi({ type: "boolean", description: "Only those with an action past due" }),
});
