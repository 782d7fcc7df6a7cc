import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { managementReviewsApi } from "../../../../server/api/contracts/management-reviews";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { memberOptions } from "~/lib/member-options.server";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";
import { MANAGEMENT_REVIEW } from "./paths";

// One module for a new review and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/evaluation/management-review/new" : "routes/evaluation/management-review/edit";
const FORM_ID = "review-form";
const NAMES = ["title", "reviewDate", "chairId", "participantIds", "externalParticipants"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId: org, language } = await requireRouteAccess(request, context, routeOf(params));
  const review =
    params.id === undefined
      ? undefined
      : await api.call(managementReviewsApi.get, { params: { org, id: requireId(params) } });
  const members = (await memberOptions(api, org)).map(({ id, name }) => ({ value: String(id), label: name }));
  // Someone who has left stays offered on the review that names them, so an edit does not drop them.
  const named = [...(review?.chair ? [review.chair] : []), ...(review?.participants ?? [])]
    .filter((member) => !members.some((offered) => offered.value === String(member.id)))
    .map(({ id, name }) => ({ value: String(id), label: name }));
  return {
    review: review && { ...review, agenda: null, actions: [] },
    rules: recordForm(managementReviewsApi.create).rules,
    members: [...members, ...named],
    title: review ? review.title : fixedT(language)("managementReviews.new"),
  };
}

/** Plans the review, or saves it, then shows it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: managementReviewsApi.create,
      message: "managementReviews.created",
      send: async (body) =>
        `${MANAGEMENT_REVIEW}/${(await api.call(managementReviewsApi.create, { params: { org }, body })).id}`,
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: managementReviewsApi.update,
    message: "managementReviews.saved",
    send: async (body) => {
      await api.call(managementReviewsApi.update, { params: { org, id }, body });
      return `${MANAGEMENT_REVIEW}/${id}`;
    },
  });
}

export default function ReviewForm() {
  const { t } = useTranslation();
  const { review, rules, members, title } = useLoaderData<typeof loader>();
  const path = review ? `${MANAGEMENT_REVIEW}/${review.id}` : MANAGEMENT_REVIEW;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.evaluation") },
          { label: t("managementReviews.title"), to: MANAGEMENT_REVIEW },
          ...(review ? [{ label: review.title, to: path }] : []),
        ]}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="reviewFields"
        names={NAMES}
        rules={rules}
        record={review}
        choices={{ chairId: members, participantIds: members }}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Management review" }];
