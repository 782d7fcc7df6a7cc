import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { managementReviewsApi } from "../../../../server/api/contracts/management-reviews";
import { AGENDA_SECTIONS, REVIEW_STATUSES } from "../../../../server/domain/management-reviews";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { dateInputValue } from "~/lib/format";
import { optionalDate, optionalText, version } from "~/lib/form-schema";
import { memberOptions } from "~/lib/member-options.server";
import { requireId, submitForm } from "~/lib/route.server";
import { planRecordAction } from "~/routes/planning/action-plan/record-actions.server";
import { agendaPeriod, agendaView } from "./agenda-view.server";
import { REVIEW_INTENTS, type ReviewIntent } from "./intents";
import { MANAGEMENT_REVIEW } from "./paths";

const ROUTE = "routes/evaluation/management-review/detail";

const statusSchema = z.object({ status: z.enum(REVIEW_STATUSES, "validation.required"), lastModifiedDate: version });
const stampSchema = z.object({ lastModifiedDate: version });
const minutesSchema = z.object({
  notes: z.object(Object.fromEntries(AGENDA_SECTIONS.map((key) => [key, optionalText(4000)]))).default({}),
  decisions: optionalText(8000),
  nextReviewDate: optionalDate("planned"),
  lastModifiedDate: version,
});

/** The review with its agenda's sections in the reader's language, and what the reader may do with it. */
export async function reviewLoader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId: org, canEdit, language } = await requireRouteAccess(request, context, ROUTE);
  const review = await api.call(managementReviewsApi.get, { params: { org, id: requireId(params) } });
  const { agenda: _agenda, ...shown } = review;
  const t = fixedT(language);
  return {
    review: shown,
    period: agendaPeriod(review, t, language),
    sections: agendaView(review, t, language),
    nextReviewDate: dateInputValue(review.nextReviewDate),
    canManage: canEdit,
    members: canEdit ? await memberOptions(api, org) : [],
  };
}

/** The review page's forms: a status step, the agenda assembled anew, the minutes, an action planned. */
export async function reviewAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  const where = { params: { org, id } };
  const path = `${MANAGEMENT_REVIEW}/${id}`;
  const formData = await request.formData();
  const intent = formData.get("intent") as ReviewIntent;
  if (!REVIEW_INTENTS.includes(intent)) throw new Response("Unknown action", { status: 400 });
  const answer = (message: string, schema: z.ZodType, send: (body: never) => Promise<unknown>) =>
    submitForm(request, context, {
      schema,
      formData,
      message,
      send: async (body) => {
        await send(body as never);
        return path;
      },
    });
  const result =
    intent === "status"
      ? await answer("managementReviews.statusChanged", statusSchema, (body) =>
          api.call(managementReviewsApi.status, { ...where, body }),
        )
      : intent === "assemble"
        ? await answer("managementReviews.assembled", stampSchema, (body) =>
            api.call(managementReviewsApi.assemble, { ...where, body }),
          )
        : intent === "minutes"
          ? await answer("managementReviews.minutesSaved", minutesSchema, (body) =>
              api.call(managementReviewsApi.minutes, { ...where, body }),
            )
          : await planRecordAction(request, context, {
              api,
              organizationId: org,
              formData,
              source: { reviewId: id },
              departmentId: async () => null,
              path,
            });
  // Which form answered, so its errors show under it and not under the others.
  return "data" in result ? data({ form: intent, result: result.data }, result.init ?? undefined) : result;
}
