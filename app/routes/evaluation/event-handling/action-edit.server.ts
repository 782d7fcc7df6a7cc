import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { eventsApi } from "../../../../server/api/contracts/events";
import { EFFECTIVENESS } from "../../../../server/domain/events";
import type { DateOnly } from "../../../../server/domain/wire-casing";
import { requireRouteAccess } from "~/auth/guards.server";
import { dateInputValue } from "~/lib/format";
import { optionalDate, optionalText, version } from "~/lib/form-schema";
import { requireId, submitForm } from "~/lib/route.server";

const actionSchema = z.object({
  doneDate: optionalDate("happened"),
  effectiveness: z
    .enum(EFFECTIVENESS)
    .optional()
    .transform((value) => value ?? null),
  effectivenessNote: optionalText(2000),
  lastModifiedDate: version,
});

/** Saves an action's completion and effectiveness; its kind, text, responsible and due date stay. */
export async function saveAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(
    request,
    context,
    "routes/evaluation/event-handling/action-edit",
  );
  const id = requireId(params);
  const actionId = requireId(params, "actionId");
  return submitForm(request, context, {
    schema: actionSchema,
    message: "events.handling.actionSaved",
    send: async (changes) => {
      const event = await api.call(eventsApi.get, { params: { org: organizationId, id } });
      const current = event.actions.find((one) => one.id === actionId);
      if (!current) throw new Response("Not found", { status: 404 });
      await api.call(eventsApi.updateAction, {
        params: { org: organizationId, id, actionId },
        body: {
          kind: current.kind,
          description: current.description,
          responsibleMemberId: current.responsibleMember?.id ?? null,
          dueDate: current.dueDate ? (dateInputValue(current.dueDate) as DateOnly) : null,
          ...changes,
        },
      });
      return `/evaluation/event-handling/${id}`;
    },
  });
}
