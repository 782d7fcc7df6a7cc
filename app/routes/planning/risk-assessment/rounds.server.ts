import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { MAX_CHOSEN_ROUNDS, ROUND_SORT_FIELDS, riskRoundsApi } from "../../../../server/api/contracts/risk-rounds";
import type { ApiClient } from "~/api/client.server";
import { chosenRows, optionalText, requiredDate, requiredId } from "~/lib/form-schema";
import { submitChosen, submitForm } from "~/lib/route.server";
import { defineRegister } from "~/register/list.server";
import { ROUNDS } from "./paths";

/** The APV rounds of the organization's departments, open ones first. */
export const roundRegister = defineRegister({
  path: ROUNDS,
  routeId: "routes/planning/risk-assessment/rounds",
  section: "riskRounds",
  list: riskRoundsApi.list,
  sortable: ROUND_SORT_FIELDS,
  defaultSort: { field: "status", direction: "asc" },
  csv: { file: "apv-rounds.csv", columns: ["department", "startedOn", "dueOn", "doneOn", "status", "nextDue", "note"] },
});

export const ROUND_INTENTS = ["start", "done"] as const;

const startSchema = z.object({
  departmentId: requiredId(),
  startedOn: requiredDate("happened"),
  dueOn: requiredDate("planned"),
  note: optionalText(1000),
});
const doneSchema = z.object({ id: chosenRows(MAX_CHOSEN_ROUNDS), doneOn: requiredDate("happened") });

/** The page's forms: a department's round started, the chosen rounds recorded done. */
export function roundAction(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  form: FormData,
) {
  const params = { org: organizationId };
  if (form.get("intent") === "start")
    return submitForm(request, context, {
      schema: startSchema,
      formData: form,
      message: "riskRounds.started",
      send: async (body) => {
        await api.call(riskRoundsApi.start, { params, body });
        return ROUNDS;
      },
    });
  if (form.get("intent") === "done")
    return submitChosen(request, context, form, {
      schema: doneSchema,
      message: "riskRounds.recordedDone",
      send: ({ id, doneOn }) => api.call(riskRoundsApi.complete, { params, body: { roundIds: id, doneOn } }),
    });
  throw new Response("Unknown action", { status: 400 });
}
