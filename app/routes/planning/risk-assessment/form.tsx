import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { risksApi } from "../../../../server/api/contracts/risks";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";
import { holdingMatrix, rulesOnMatrix } from "./matrix.server";

// One module for a new risk and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/planning/risk-assessment/new" : "routes/planning/risk-assessment/edit";
const LIST = "/planning/risk-assessment";
const FORM_ID = "risk-form";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, routeOf(params));
  const risk =
    params.id === undefined
      ? undefined
      : await api.call(risksApi.get, { params: { org: organizationId, id: requireId(params) } });
  const { matrix, stepWords } = await holdingMatrix(api, organizationId, language);
  return {
    risk,
    rules: rulesOnMatrix(recordForm(risksApi.create).rules, matrix),
    stepWords,
    departments: await departmentOptions(api, organizationId, risk?.department?.id),
    title: risk?.activity ?? fixedT(language)("risks.new"),
  };
}

/** Assesses the risk, or saves it (new scores are a new assessment), then shows it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, routeOf(params));
  const org = organizationId;
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: risksApi.create,
      message: "risks.created",
      send: async (body) => `${LIST}/${(await api.call(risksApi.create, { params: { org }, body })).id}`,
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: risksApi.update,
    message: "risks.saved",
    send: async (body) => {
      await api.call(risksApi.update, { params: { org, id }, body });
      return `${LIST}/${id}`;
    },
  });
}

export default function RiskForm() {
  const { t } = useTranslation();
  const { risk, rules, stepWords, departments, title } = useLoaderData<typeof loader>();
  const path = risk ? `${LIST}/${risk.id}` : LIST;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.planning") },
          { label: t("risks.title"), to: LIST },
          ...(risk ? [{ label: risk.activity, to: path }] : []),
        ]}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="risks"
        rules={rules}
        record={risk}
        departments={departments}
        stepWords={stepWords}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Risk" }];
