import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { machinesApi } from "../../../../server/api/contracts/machines";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { MACHINE_FORM_ID, MachineForm } from "./machine-form";
import { machineFormOptions, saveMachine } from "./machine-form.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/monitoring/machines/edit");
  const machine = await api.call(machinesApi.get, { params: { org: organizationId, id: requireId(params) } });
  return { machine, ...(await machineFormOptions(api, organizationId, machine.department?.id)) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/monitoring/machines/edit");
  return saveMachine(request, context, api, organizationId, requireId(params));
}

export default function EditMachine() {
  const { t } = useTranslation();
  const { machine, departments } = useLoaderData<typeof loader>();
  const path = `/monitoring/machines/${machine.id}`;
  return (
    <>
      <PageHeader
        title={machine.name}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("machines.title"), to: "/monitoring/machines" },
          { label: machine.name, to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={MACHINE_FORM_ID} />}
      />
      <MachineForm machine={machine} departments={departments} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.machine.name ?? "Machine" }];
