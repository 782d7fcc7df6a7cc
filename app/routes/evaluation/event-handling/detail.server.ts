import { data, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { eventsApi } from "../../../../server/api/contracts/events";
import { EVENT_STATUSES } from "../../../../server/domain/events";
import { requireRouteAccess } from "~/auth/guards.server";
import { optionalText, requiredDate, version } from "~/lib/form-schema";
import { requireId, submitForm } from "~/lib/route.server";
import { planRecordAction } from "~/routes/planning/action-plan/record-actions.server";
import { EVENT_INTENTS, type EventIntent } from "./intents";

const statusSchema = z.object({
  status: z.enum(EVENT_STATUSES, "validation.required"),
  reason: optionalText(1000),
  lastModifiedDate: version,
});

const authorityReportSchema = z.object({ reportedOn: requiredDate("happened"), lastModifiedDate: version });

/** The event page's forms: a status move (closing and reopening too), a new action, the day of the report. */
export async function eventAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/evaluation/event-handling/detail");
  const id = requireId(params);
  const where = { params: { org: organizationId, id } };
  const path = `/evaluation/event-handling/${id}`;
  const formData = await request.formData();
  const intent = formData.get("intent") as EventIntent;
  if (!EVENT_INTENTS.includes(intent)) throw new Response("Unknown action", { status: 400 });
  const result =
    intent === "authorityReport"
      ? await submitForm(request, context, {
          schema: authorityReportSchema,
          formData,
          message: "events.handling.reporting.recorded",
          send: async (body) => {
            await api.call(eventsApi.recordAuthorityReport, { ...where, body });
            return path;
          },
        })
      : intent === "status"
        ? await submitForm(request, context, {
            schema: statusSchema,
            formData,
            message: "events.handling.statusChanged",
            send: async (body) => {
              await api.call(eventsApi.changeStatus, { ...where, body });
              return path;
            },
          })
        : await planRecordAction(request, context, {
            api,
            organizationId,
            formData,
            source: { eventId: id },
            // Planned where the event happened.
            departmentId: async () => (await api.call(eventsApi.get, where)).department?.id ?? null,
            path,
          });
  // Which form answered, so its errors show under it and not under the others.
  return "data" in result ? data({ form: intent, result: result.data }, result.init ?? undefined) : result;
}
