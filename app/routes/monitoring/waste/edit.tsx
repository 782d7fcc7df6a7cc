import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { HANDLER_FORM_ID, HandlerForm } from "./handler-form";
import { handlerFormOptions, saveHandler } from "./handler-form.server";
import { handlerPath, WASTE } from "./paths";

const ROUTE = "routes/monitoring/waste/edit";
const handlerId = (params: Record<string, string | undefined>) => requireId(params, "wasteHandlerAssociationId");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const [record, options] = await Promise.all([
    api.call(wasteHandlersApi.get, { params: { org: organizationId, id: handlerId(params) } }),
    handlerFormOptions(api, organizationId),
  ]);
  // The form's fields only: the arrangements and statements stay on the server.
  const { arrangements, bulkRegistrations, files, ...handler } = record;
  return { handler, ...options };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveHandler(request, context, api, organizationId, handlerId(params));
}

export default function EditWasteHandler() {
  const { t } = useTranslation();
  const { handler, handlers, members } = useLoaderData<typeof loader>();
  const path = handlerPath(handler.id);
  return (
    <>
      <PageHeader
        title={handler.handler.name}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("waste.handlers.title"), to: WASTE },
          { label: handler.handler.name, to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={HANDLER_FORM_ID} />}
      />
      <HandlerForm
        handler={handler}
        handlers={handlers}
        members={members}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.handler.handler.name ?? "Waste handler" },
];
