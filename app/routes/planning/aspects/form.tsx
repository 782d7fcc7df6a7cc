import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { aspectsApi } from "../../../../server/api/contracts/aspects";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";
import { obligationTitle, prefilled } from "./form.server";
import { ASPECTS } from "./paths";

// One module for a new aspect and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/planning/aspects/new" : "routes/planning/aspects/edit";
const FORM_ID = "aspect-form";
const NAMES = [
  "activity",
  "departmentId",
  "aspect",
  "impact",
  "condition",
  "lifeCycleStage",
  "severity",
  "probability",
  "legalRequirement",
  "stakeholderConcern",
  "obligationIds",
  "basis",
  "controls",
  "lastReviewDate",
  "reviewMonths",
  "nextReviewDate",
] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, routeOf(params));
  const org = organizationId;
  const aspect =
    params.id === undefined ? undefined : await api.call(aspectsApi.get, { params: { org, id: requireId(params) } });
  const { rules } = recordForm(aspectsApi.create);
  // A new aspect may start from a suggestion (a plain GET form): its words and its figure, and its key.
  const start = aspect ? undefined : prefilled(new URL(request.url).searchParams, rules);
  const offered = (await api.call(aspectsApi.obligations, { params: { org } })).content;
  const obligations = [...offered, ...(aspect?.obligations ?? []).filter((o) => !offered.some((c) => c.id === o.id))];
  return {
    aspect,
    rules,
    initial: start?.initial,
    sourceKey: aspect?.sourceKey ?? start?.sourceKey ?? null,
    departments: await departmentOptions(api, org, aspect?.department?.id ?? start?.departmentId),
    obligations: obligations.map((obligation) => ({
      value: String(obligation.id),
      label: obligationTitle(obligation, language),
    })),
    title: aspect ? `${aspect.activity}: ${aspect.aspect}` : fixedT(language)("aspects.new"),
  };
}

/** Assesses the aspect, or saves it, then shows it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: aspectsApi.create,
      message: "aspects.created",
      send: async (body) => `${ASPECTS}/${(await api.call(aspectsApi.create, { params: { org }, body })).id}`,
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: aspectsApi.update,
    message: "aspects.saved",
    send: async (body) => {
      await api.call(aspectsApi.update, { params: { org, id }, body });
      return `${ASPECTS}/${id}`;
    },
  });
}

export default function AspectForm() {
  const { t } = useTranslation();
  const { aspect, rules, initial, sourceKey, departments, obligations, title } = useLoaderData<typeof loader>();
  const path = aspect ? `${ASPECTS}/${aspect.id}` : ASPECTS;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.planning") },
          { label: t("aspects.title"), to: ASPECTS },
          ...(aspect ? [{ label: aspect.activity, to: path }] : []),
        ]}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="aspects"
        names={NAMES}
        rules={rules}
        record={aspect}
        initial={initial}
        departments={departments}
        choices={{ obligationIds: obligations }}
        hidden={sourceKey ? { sourceKey } : undefined}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Environmental aspect" }];
