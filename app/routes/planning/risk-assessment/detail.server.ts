import { data, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { risksApi } from "../../../../server/api/contracts/risks";
import { requireRouteAccess } from "~/auth/guards.server";
import { requiredId, version } from "~/lib/form-schema";
import { requireId, submitForm } from "~/lib/route.server";
import { planRecordAction } from "~/routes/planning/action-plan/record-actions.server";

export const RISK_INTENTS = ["addAction", "addParticipant", "removeParticipant", "review"] as const;
export type RiskIntent = (typeof RISK_INTENTS)[number];

const participantSchema = z.object({
  membershipId: requiredId(),
  safetyOrganization: z.literal("on").optional(),
});
const removalSchema = z.object({ membershipId: requiredId() });
const reviewSchema = z.object({ lastModifiedDate: version });

/** The risk page's forms: an action the risk needs, and who took part in assessing it. */
export async function riskAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/planning/risk-assessment/detail");
  const id = requireId(params);
  const where = { params: { org: organizationId, id } };
  const path = `/planning/risk-assessment/${id}`;
  const formData = await request.formData();
  const intent = formData.get("intent") as RiskIntent;
  if (!RISK_INTENTS.includes(intent)) throw new Response("Unknown action", { status: 400 });
  const result =
    intent === "addAction"
      ? await planRecordAction(request, context, {
          api,
          organizationId,
          formData,
          source: { riskId: id },
          // Kept in the risk's department.
          departmentId: async () => (await api.call(risksApi.get, where)).department?.id ?? null,
          path,
        })
      : intent === "review"
        ? await submitForm(request, context, {
            schema: reviewSchema,
            formData,
            message: "risks.review.recorded",
            send: async (body) => {
              await api.call(risksApi.review, { ...where, body });
              return path;
            },
          })
        : intent === "addParticipant"
          ? await submitForm(request, context, {
              schema: participantSchema,
              formData,
              message: "risks.participants.added",
              send: async ({ membershipId, safetyOrganization }) => {
                const body = { membershipId, safetyOrganization: safetyOrganization === "on" };
                await api.call(risksApi.addParticipant, { ...where, body });
                return path;
              },
            })
          : await submitForm(request, context, {
              schema: removalSchema,
              formData,
              message: "risks.participants.removed",
              send: async ({ membershipId }) => {
                await api.call(risksApi.removeParticipant, { params: { ...where.params, membershipId } });
                return path;
              },
            });
  // Which form answered, so its errors show under it and not under the others.
  return "data" in result ? data({ form: intent, result: result.data }, result.init ?? undefined) : result;
}
