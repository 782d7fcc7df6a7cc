import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { eventsApi } from "../../../../server/api/contracts/events";
import type { DateOnly } from "../../../../server/domain/wire-casing";
import { requireRouteAccess } from "~/auth/guards.server";
import { dateInputValue } from "~/lib/format";
import { optionalText, version } from "~/lib/form-schema";
import { requireId, submitForm } from "~/lib/route.server";

/** The investigation: a cause, up to five whys (one a field) and contributing factors. */
const investigationSchema = z.object({
  cause: optionalText(5000),
  why1: optionalText(500),
  why2: optionalText(500),
  why3: optionalText(500),
  why4: optionalText(500),
  why5: optionalText(500),
  contributingFactors: optionalText(5000),
  lastModifiedDate: version,
});

/** Saves the investigation; the report's fields go back as they were read. */
export async function saveInvestigation({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/evaluation/event-handling/edit");
  const where = { params: { org: organizationId, id: requireId(params) } };
  return submitForm(request, context, {
    schema: investigationSchema,
    message: "events.handling.saved",
    send: async ({ cause, why1, why2, why3, why4, why5, contributingFactors, lastModifiedDate }) => {
      const event = await api.call(eventsApi.get, where);
      await api.call(eventsApi.update, {
        ...where,
        body: {
          title: event.title,
          description: event.description,
          occurredAt: event.occurredAt,
          departmentId: event.department?.id ?? null,
          location: event.location,
          importance: event.importance,
          category: event.category,
          accident: event.accident,
          nearMiss: event.nearMiss,
          injuredRole: event.injuredRole,
          injury: event.injury,
          daysOfAbsence: event.daysOfAbsence,
          firstDayOfAbsence: event.firstDayOfAbsence ? (dateInputValue(event.firstDayOfAbsence) as DateOnly) : null,
          immediateAction: event.immediateAction,
          cause,
          whys: [why1, why2, why3, why4, why5].filter((why): why is string => why !== null),
          contributingFactors,
          lastModifiedDate,
        },
      });
      return `/evaluation/event-handling/${event.id}`;
    },
  });
}
