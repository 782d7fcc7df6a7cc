import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { eventsApi } from "../../../../server/api/contracts/events";
import { requireRouteAccess } from "~/auth/guards.server";
import { dateInputValue } from "~/lib/format";
import { optionalDate, optionalText, version } from "~/lib/form-schema";
import { requireId, submitForm } from "~/lib/route.server";
import { businessWallClockOf } from "../../events/business-clock.server";
import { reportShape, withMoment } from "../../events/event-report-form.server";
import { WHYS } from "./whys";

/** The report as corrected (days of absence are often known later) and the investigation: a cause, up to five whys, contributing factors. */
const eventEditSchema = z
  .object({
    ...reportShape,
    cause: optionalText(5000),
    why1: optionalText(500),
    why2: optionalText(500),
    why3: optionalText(500),
    why4: optionalText(500),
    why5: optionalText(500),
    contributingFactors: optionalText(5000),
    reportedToAuthorityOn: optionalDate("happened"),
    lastModifiedDate: version,
  })
  .transform(withMoment);

/** The form's values: the event as it stands, its moment on a Danish clock. */
export function editValues(
  event: {
    title: string;
    description: string | null;
    occurredAt: Date | string;
    department: { id: number } | null;
    location: string | null;
    importance: string;
    category: string;
    accident: boolean;
    nearMiss: boolean;
    injuredRole: string | null;
    injury: string | null;
    daysOfAbsence: number | null;
    firstDayOfAbsence: Date | null;
    reportedToAuthorityOn: Date | null;
    immediateAction: string | null;
    cause: string | null;
    whys: string[];
    contributingFactors: string | null;
  },
  organizationId: number,
): Record<string, string> {
  return {
    title: event.title,
    description: event.description ?? "",
    ...businessWallClockOf(event.occurredAt),
    departmentId: String(event.department?.id ?? organizationId),
    location: event.location ?? "",
    importance: event.importance,
    category: event.category,
    accident: event.accident ? "yes" : "no",
    nearMiss: event.nearMiss ? "on" : "",
    injuredRole: event.injuredRole ?? "",
    injury: event.injury ?? "",
    daysOfAbsence: event.daysOfAbsence === null ? "" : String(event.daysOfAbsence),
    firstDayOfAbsence: dateInputValue(event.firstDayOfAbsence),
    reportedToAuthorityOn: dateInputValue(event.reportedToAuthorityOn),
    immediateAction: event.immediateAction ?? "",
    cause: event.cause ?? "",
    contributingFactors: event.contributingFactors ?? "",
    ...Object.fromEntries(WHYS.map((name, index) => [name, event.whys[index] ?? ""])),
  };
}

/** Saves the report and the investigation together; a stale form is refused as a conflict. */
export async function saveEvent({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/evaluation/event-handling/edit");
  const id = requireId(params);
  return submitForm(request, context, {
    schema: eventEditSchema,
    message: "events.handling.saved",
    send: async ({ why1, why2, why3, why4, why5, ...event }) => {
      const whys = [why1, why2, why3, why4, why5].filter((why): why is string => why !== null);
      await api.call(eventsApi.update, { params: { org: organizationId, id }, body: { ...event, whys } });
      return `/evaluation/event-handling/${id}`;
    },
  });
}
