import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { workProcessesApi } from "../../../../server/api/contracts/work-processes";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";

// One module for a new work process and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/planning/chemical-risk/new" : "routes/planning/chemical-risk/edit";
const LIST = "/planning/chemical-risk";
const FORM_ID = "work-process-form";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, routeOf(params));
  const process =
    params.id === undefined
      ? undefined
      : await api.call(workProcessesApi.get, { params: { org: organizationId, id: requireId(params) } });
  return {
    process,
    rules: recordForm(workProcessesApi.create).rules,
    departments: await departmentOptions(api, organizationId, process?.department?.id),
    title: process?.name ?? fixedT(language)("workProcesses.new"),
  };
}

/** Adds the work process, or saves it, then shows it: its products are assessed on its page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: workProcessesApi.create,
      message: "workProcesses.created",
      send: async (body) => `${LIST}/${(await api.call(workProcessesApi.create, { params: { org }, body })).id}`,
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: workProcessesApi.update,
    message: "workProcesses.saved",
    send: async (body) => {
      await api.call(workProcessesApi.update, { params: { org, id }, body });
      return `${LIST}/${id}`;
    },
  });
}

export default function WorkProcessForm() {
  const { t } = useTranslation();
  const { process, rules, departments, title } = useLoaderData<typeof loader>();
  const path = process ? `${LIST}/${process.id}` : LIST;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.planning") },
          { label: t("workProcesses.title"), to: LIST },
          ...(process ? [{ label: process.name, to: path }] : []),
        ]}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="workProcesses"
        rules={rules}
        record={process}
        departments={departments}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Work process" }];
