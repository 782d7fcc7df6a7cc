import { data, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { internalAuditsApi } from "../../../../server/api/contracts/internal-audits";
import { CHECKLIST_ANSWERS } from "../../../../server/domain/audit-clauses";
import { AUDIT_STATUSES, FINDING_TYPES } from "../../../../server/domain/internal-audits";
import { requireRouteAccess } from "~/auth/guards.server";
import { optionalText, requiredDate, requiredNumber, requiredText, version } from "~/lib/form-schema";
import { requireId, submitForm } from "~/lib/route.server";
import { AUDIT_INTENTS, type AuditIntent } from "./intents";
import { INTERNAL_AUDIT } from "./paths";

const statusSchema = z.object({ status: z.enum(AUDIT_STATUSES, "validation.required"), lastModifiedDate: version });

/** A finding's fields as its forms send them (the audit's page adds one, the finding's page changes it). */
export const findingSchema = z.object({
  type: z.enum(FINDING_TYPES, "validation.required"),
  clause: optionalText(20),
  description: requiredText(2000),
  cause: optionalText(2000),
});

const checklistSchema = z.object({
  lines: z.array(
    z.object({
      key: requiredText(40),
      answer: z
        .enum(CHECKLIST_ANSWERS)
        .optional()
        .transform((answer) => answer ?? null),
      evidence: optionalText(1000),
    }),
  ),
  lastModifiedDate: version,
});

const repeatSchema = z.object({ everyMonths: requiredNumber(), until: requiredDate("planned") });

/** The audit page's forms: a step of its status, a new finding, the checklist's answers, the repetitions. */
export async function auditAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/evaluation/internal-audit/detail");
  const id = requireId(params);
  const where = { params: { org: organizationId, id } };
  const path = `${INTERNAL_AUDIT}/${id}`;
  const formData = await request.formData();
  const intent = formData.get("intent") as AuditIntent;
  if (!AUDIT_INTENTS.includes(intent)) throw new Response("Unknown action", { status: 400 });
  const result =
    intent === "status"
      ? await submitForm(request, context, {
          schema: statusSchema,
          formData,
          message: "internalAudits.statusChanged",
          send: async (body) => {
            await api.call(internalAuditsApi.status, { ...where, body });
            return path;
          },
        })
      : intent === "repeat"
        ? await submitForm(request, context, {
            schema: repeatSchema,
            formData,
            message: "internalAudits.repeated",
            send: async (body) => {
              await api.call(internalAuditsApi.repeat, { ...where, body });
              return INTERNAL_AUDIT;
            },
          })
        : intent === "checklist"
          ? await submitForm(request, context, {
              schema: checklistSchema,
              formData,
              message: "internalAudits.checklistSaved",
              send: async (body) => {
                await api.call(internalAuditsApi.answerChecklist, { ...where, body });
                return path;
              },
            })
          : await submitForm(request, context, {
              schema: findingSchema,
              formData,
              message: "internalAudits.findingAdded",
              send: async (body) => {
                await api.call(internalAuditsApi.addFinding, { ...where, body });
                return path;
              },
            });
  // Which form answered, so its errors show under it and not under the others.
  return "data" in result ? data({ form: intent, result: result.data }, result.init ?? undefined) : result;
}
