import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { policiesApi } from "../../../../server/api/contracts/policies";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId, submitForm } from "~/lib/route.server";
import { PolicyForm } from "./policy-form";
import { ownerOptions, policyUpdateSchema, preview } from "./policy-form.server";
import { policyReplies } from "./policy-replies";
import { policyTitle } from "./policy-title";
import { POLICIES_PATH, policyPath, PREVIEW_INTENT } from "./paths";

const ROUTE = "routes/leadership/policies/edit";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const [policy, owners] = await Promise.all([
    api.call(policiesApi.get, { params: { org: organizationId, id: requireId(params) } }),
    ownerOptions(api, organizationId),
  ]);
  return { policy, owners };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  const formData = await request.formData();
  if (formData.get("intent") === PREVIEW_INTENT) return preview(formData, policyUpdateSchema);
  return submitForm(request, context, {
    schema: policyUpdateSchema,
    formData,
    message: "policies.saved",
    send: async (body) => {
      await api.call(policiesApi.update, { params: { org: organizationId, id }, body });
      return policyPath(id);
    },
  });
}

/** Writing the next revision: the draft starts from the latest published text. */
export default function EditPolicy() {
  const { t, i18n } = useTranslation();
  const { policy, owners } = useLoaderData<typeof loader>();
  const replies = policyReplies(useActionData<typeof action>());
  const title = policyTitle(policy.titles, i18n.language);
  return (
    <>
      <PageHeader
        title={t("policies.editTitle", { title })}
        crumbs={[
          { label: t("menu.groups.leadership") },
          { label: t("policies.title"), to: POLICIES_PATH },
          { label: title, to: policyPath(policy.id) },
        ]}
      />
      <PolicyForm
        policy={{
          texts: policy.draft ?? policy.published?.texts ?? {},
          isoStandards: policy.isoStandards,
          ownerId: policy.owner?.id ?? null,
          reviewPeriod: policy.reviewPeriod,
          nextReviewDate: policy.nextReviewDate ? String(policy.nextReviewDate).slice(0, 10) : null,
          lastModifiedDate: String(policy.lastModifiedDate),
        }}
        owners={owners}
        lastResult={replies.form}
        preview={replies.preview}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? policyTitle(data.policy.titles, "en") : "Policy" },
];
