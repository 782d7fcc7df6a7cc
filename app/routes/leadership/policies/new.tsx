import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { policiesApi } from "../../../../server/api/contracts/policies";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { submitForm } from "~/lib/route.server";
import { PolicyForm } from "./policy-form";
import { ownerOptions, policySchema, preview } from "./policy-form.server";
import { policyReplies } from "./policy-replies";
import { POLICIES_PATH, policyPath, PREVIEW_INTENT } from "./paths";

const ROUTE = "routes/leadership/policies/new";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  return { title: fixedT(language)("policies.newTitle"), owners: await ownerOptions(api, organizationId) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const formData = await request.formData();
  if (formData.get("intent") === PREVIEW_INTENT) return preview(formData, policySchema);
  return submitForm(request, context, {
    schema: policySchema,
    formData,
    message: "policies.created",
    send: async (body) =>
      policyPath((await api.call(policiesApi.create, { params: { org: organizationId }, body })).id),
  });
}

/** A new policy starts as a draft; publishing makes it revision 1.0. */
export default function NewPolicy() {
  const { t } = useTranslation();
  const { title, owners } = useLoaderData<typeof loader>();
  const replies = policyReplies(useActionData<typeof action>());
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("menu.groups.leadership") }, { label: t("policies.title"), to: POLICIES_PATH }]}
      />
      <PolicyForm owners={owners} lastResult={replies.form} preview={replies.preview} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New policy" }];
