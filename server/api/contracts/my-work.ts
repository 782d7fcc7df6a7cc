import { WORK_KINDS, WORK_STATES } from "../../domain/my-work";
import { dateOnly, id, json, listOf, pagingSortedBy, standardProblems, z } from "../schemas/common";
import { anyUser, defineOperation } from "./operation";

const named = z.object({ id, name: z.string() });

export const workItem = z
  .object({
    kind: z.enum(WORK_KINDS),
    record_id: id.openapi({
      description: "The record's id; for a competence the member's, for an obligation review the act's",
    }),
    title: z.string(),
    detail: z.string().nullable().openapi({ description: "A document's kind (POLICY, PROCEDURE), an action's event" }),
    organization: named.openapi({ description: "The organization that keeps the record" }),
    work_in: named.openapi({
      description:
        "The organization to open it in: that of the membership through which the user answers for it; for an obligation review, the register's own",
    }),
    due_date: dateOnly.nullable().openapi({ description: "For an action done but not judged: the day it was done" }),
    state: z.enum(WORK_STATES),
  })
  .openapi("WorkItem");

/** Always soonest first: what has no date (an open action without one) last. */
export const MY_WORK_SORT_FIELDS = ["due_date"] as const;
export const myWorkQuery = pagingSortedBy(MY_WORK_SORT_FIELDS).extend({ kind: z.enum(WORK_KINDS).optional() });

/** What waits for the signed-in user, in every organization they belong to. */
export const myWorkApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/my-work",
    tags: ["User"],
    summary:
      "What the signed-in user answers for across their organizations, soonest first: due within 30 days, overdue, or open",
    request: { query: myWorkQuery },
    responses: { 200: json(listOf(workItem)), ...standardProblems },
  }),
};
