import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { complianceEvaluationsApi } from "../../../../server/api/contracts/compliance-evaluations";
import { membersApi } from "../../../../server/api/contracts/members";
import { organizationLegislationsApi } from "../../../../server/api/contracts/organization-legislations";
import { evaluationStanding } from "../../../../server/domain/compliance-evaluation";
import { businessToday } from "../../../../server/domain/recurrence";
import type { DateOnly } from "../../../../server/domain/wire-casing";
import { requireRouteAccess } from "~/auth/guards.server";
import { REMOVE_INTENT } from "~/components/page/removal";
import { dateInputValue } from "~/lib/format";
import { memberOptions } from "~/lib/member-options.server";
import { requireId, submitForm } from "~/lib/route.server";
import { territoryName } from "~/lib/territories.server";
import { answerEvaluationForm, EVALUATION_INTENTS, type EvaluationIntent } from "./evaluations.server";
import { obligationSchema } from "./obligation-form.server";

export async function obligationLoader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/documents/binding-obligations/detail",
  );
  const legislationId = requireId(params);
  const { searchParams } = new URL(request.url);
  const editing = canEdit && searchParams.has("edit");
  const ids = { org: organizationId, id: legislationId };
  const [obligation, members, evaluations, evaluators] = await Promise.all([
    api.call(organizationLegislationsApi.get, { params: ids }),
    editing
      ? api
          .call(membersApi.list, { params: { org: organizationId }, query: { size: 200 } })
          .then((list) => list.content)
      : [],
    api.call(complianceEvaluationsApi.list, { params: ids }),
    canEdit && !editing ? memberOptions(api, organizationId) : [],
  ]);
  const today = businessToday() as DateOnly;
  return {
    obligation,
    evaluations,
    evaluators,
    today,
    overdue: evaluationStanding(dateInputValue(obligation.nextEvaluationDate) || null, today) === "OVERDUE",
    territory: territoryName(obligation.legislation.territory, language),
    members,
    canEdit,
    editing,
    confirmingRemoval: canEdit && !editing && searchParams.has("remove"),
  };
}

export async function obligationAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(
    request,
    context,
    "routes/documents/binding-obligations/detail",
  );
  const path = { org: organizationId, id: requireId(params) };
  const form = await request.formData();
  const intent = form.get("intent");
  if (EVALUATION_INTENTS.includes(intent as EvaluationIntent)) {
    const result = await answerEvaluationForm(request, context, intent as EvaluationIntent, {
      api,
      organizationId,
      legislationId: path.id,
      formData: form,
      path: `/documents/binding-obligations/${path.id}`,
    });
    // Which form answered, so its errors show under it.
    return "data" in result
      ? data({ form: intent as EvaluationIntent, result: result.data }, result.init ?? undefined)
      : result;
  }
  if (intent === REMOVE_INTENT) {
    await api.call(organizationLegislationsApi.remove, { params: path });
    // The list says what was removed and offers to undo it.
    return redirect(`/documents/binding-obligations?removed=${path.id}`);
  }
  const result = await submitForm(request, context, {
    schema: obligationSchema,
    formData: form,
    message: "bindingObligations.saved",
    send: async (body) => {
      await api.call(organizationLegislationsApi.update, { params: path, body });
      return `/documents/binding-obligations/${path.id}`;
    },
  });
  return "data" in result ? data({ form: "save" as const, result: result.data }, result.init ?? undefined) : result;
}
