import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { machinesApi } from "../../../../server/api/contracts/machines";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";

// One module for the new machine and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/monitoring/machines/new" : "routes/monitoring/machines/edit";
const LIST = "/monitoring/machines";
const FORM_ID = "machine-form";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, routeOf(params));
  const machine =
    params.id === undefined
      ? undefined
      : await api.call(machinesApi.get, { params: { org: organizationId, id: requireId(params) } });
  return {
    machine,
    rules: recordForm(machinesApi.create).rules,
    departments: await departmentOptions(api, organizationId, machine?.department?.id),
    title: machine?.name ?? fixedT(language)("machines.new"),
  };
}

/** Registers the machine, or saves it, then shows it, where its files are added. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, routeOf(params));
  const org = organizationId;
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: machinesApi.create,
      message: "machines.created",
      send: async (body) => `${LIST}/${(await api.call(machinesApi.create, { params: { org }, body })).id}`,
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: machinesApi.update,
    message: "machines.saved",
    send: async (body) => {
      await api.call(machinesApi.update, { params: { org, id }, body });
      return `${LIST}/${id}`;
    },
  });
}

export default function MachineForm() {
  const { t } = useTranslation();
  const { machine, rules, departments, title } = useLoaderData<typeof loader>();
  const path = machine ? `${LIST}/${machine.id}` : LIST;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("machines.title"), to: LIST },
          ...(machine ? [{ label: machine.name, to: path }] : []),
        ]}
        description={machine ? undefined : t("machines.filesAfterSaving")}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="machines"
        rules={rules}
        record={machine}
        departments={departments}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Machine" }];
