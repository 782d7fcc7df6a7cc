import { data, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { inspectionsApi } from "../../../../server/api/contracts/control-book";
import type { CallArgs } from "../../../../server/api/contracts/operation";
import { INSPECTION_RESULTS } from "../../../../server/domain/control-book";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import type { DateOnly } from "../../../../server/domain/wire-casing";
import { requireRouteAccess } from "~/auth/guards.server";
import { inspectionPath } from "~/components/control-book/paths";
import { dateInputValue } from "~/lib/format";
import { optionalText, requiredDate, requiredText, version } from "~/lib/form-schema";
import { requireId, submitForm } from "~/lib/route.server";
import { INSPECTION_INTENTS, type InspectionIntent } from "./inspection-intents";

type InspectionBody = CallArgs<typeof inspectionsApi.update>["body"];

const recordSchema = z.object({
  performedAt: requiredDate("happened"),
  performedBy: optionalText(200),
  result: z.enum(INSPECTION_RESULTS, "validation.required"),
  findings: optionalText(5000),
  nextInterval: z
    .enum(RECURRENCE_PERIODS)
    .optional()
    .transform((value) => value ?? null),
  lastModifiedDate: version,
});
const moveSchema = z.object({
  dueDate: requiredDate("planned"),
  reason: requiredText(1000),
  lastModifiedDate: version,
});
const reopenSchema = z.object({ reason: requiredText(1000), lastModifiedDate: version });

const SCHEMAS = { complete: recordSchema, correct: recordSchema, move: moveSchema, reopen: reopenSchema };
const TOASTS: Record<InspectionIntent, string> = {
  complete: "controlBook.completed",
  correct: "controlBook.corrected",
  move: "controlBook.moved",
  reopen: "controlBook.reopened",
};

/**
 * The inspection's forms: complete it, correct a done one, move its due date, reopen it. Each sends the
 * whole inspection as it was read, changed by the form, with the stamp the form was shown with: a
 * change made meanwhile in another tab is refused, not overwritten.
 */
export async function inspectionAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/control-book/inspection-edit",
  );
  const where = { params: { org: organizationId, id: requireId(params) } };
  const formData = await request.formData();
  const intent = formData.get("intent") as InspectionIntent;
  if (!INSPECTION_INTENTS.includes(intent)) throw new Response("Unknown action", { status: 400 });
  const result = await submitForm(request, context, {
    schema: SCHEMAS[intent] as z.ZodType<Record<string, unknown> & { lastModifiedDate: string }>,
    formData,
    message: TOASTS[intent],
    send: async (changes) => {
      const current = await api.call(inspectionsApi.get, where);
      const kept: Omit<InspectionBody, "lastModifiedDate"> = {
        status: current.status,
        dueDate: dateInputValue(current.dueDate) as DateOnly,
        reason: null,
        performedAt: current.performedAt ? (dateInputValue(current.performedAt) as DateOnly) : null,
        performedBy: current.performedBy,
        result: current.result,
        findings: current.findings,
        nextInterval: current.nextInterval,
      };
      const status =
        intent === "complete" || intent === "correct" ? "DONE" : intent === "reopen" ? "PENDING" : kept.status;
      // The form's own fields over the inspection as read; the form's schema names only fields of the body.
      const body: InspectionBody = {
        ...kept,
        ...(changes as Partial<InspectionBody>),
        status,
        lastModifiedDate: changes.lastModifiedDate,
      };
      await api.call(inspectionsApi.update, { ...where, body });
      return inspectionPath(current.id);
    },
  });
  // Which form answered, so its errors show under it and not under the others.
  return "data" in result ? data({ form: intent, result: result.data }, result.init ?? undefined) : result;
}
