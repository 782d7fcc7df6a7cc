import { ACTION_SORT_FIELDS, actionsApi } from "../../../../server/api/contracts/actions";
import type { ApiClient } from "~/api/client.server";
import { memberOptions } from "~/lib/member-options.server";
import { defineRegister } from "~/register/list.server";
import { ACTION_PLAN } from "./paths";

/** The members who may own an action, as choices (the owner filter and the form). */
export const ownerChoices = async ({ api, organizationId }: { api: ApiClient; organizationId: number | null }) =>
  organizationId === null
    ? []
    : (await memberOptions(api, organizationId)).map((member) => ({ value: String(member.id), label: member.name }));

/** The action plan: every action of the organization and those below it, whatever it answers. */
export const actionRegister = defineRegister({
  path: ACTION_PLAN,
  routeId: "routes/planning/action-plan/list",
  section: "actionPlan",
  fields: "actions",
  list: actionsApi.list,
  sortable: ACTION_SORT_FIELDS,
  defaultSort: { field: "due_date", direction: "asc" },
  choices: { owner_id: ownerChoices },
  csv: {
    file: "action-plan.csv",
    columns: [
      "title",
      "kind",
      "source",
      "origin",
      "organization",
      "department",
      "owner",
      "dueDate",
      "status",
      "doneDate",
      "effectiveness",
      "effectivenessNote",
      "effectivenessCheckedBy",
      "effectivenessCheckedAt",
      "description",
    ],
  },
});
