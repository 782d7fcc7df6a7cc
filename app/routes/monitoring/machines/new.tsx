import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { MACHINE_FORM_ID, MachineForm } from "./machine-form";
import { machineFormOptions, saveMachine } from "./machine-form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/machines/new",
  );
  return { ...(await machineFormOptions(api, organizationId)), title: fixedT(language)("machines.new") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/monitoring/machines/new");
  return saveMachine(request, context, api, organizationId);
}

export default function NewMachine() {
  const { t } = useTranslation();
  const { departments } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("machines.new")}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("machines.title"), to: "/monitoring/machines" }]}
        description={t("machines.filesAfterSaving")}
        actions={<EditActions cancelTo="/monitoring/machines" formId={MACHINE_FORM_ID} />}
      />
      <MachineForm departments={departments} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New machine" }];
