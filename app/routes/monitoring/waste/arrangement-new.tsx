import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { requireId } from "~/lib/route.server";
import { ARRANGEMENT_FORM_ID, ArrangementForm } from "./arrangement-form";
import { arrangementFormOptions, chosenWasteType, findWasteTypes, saveArrangement } from "./arrangement-form.server";
import { handlerPath, WASTE } from "./paths";
import { WasteTypeSearch } from "./waste-type-search";

const ROUTE = "routes/monitoring/waste/arrangement-new";
const handlerId = (params: Record<string, string | undefined>) => requireId(params, "wasteHandlerAssociationId");

/** Adding an arrangement takes two plain pages: find the waste type, then say how it is taken away and counted. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  const id = handlerId(params);
  const url = new URL(request.url);
  const title = fixedT(language)("waste.arrangements.new");
  const wasteTypeId = chosenWasteType(url);
  if (wasteTypeId !== null) {
    return { title, step: "form" as const, ...(await arrangementFormOptions(api, organizationId, id, wasteTypeId)) };
  }
  const [handler, found] = await Promise.all([
    api.call(wasteHandlersApi.get, { params: { org: organizationId, id } }),
    findWasteTypes(api, url),
  ]);
  return { title, step: "search" as const, handler: { id: handler.id, name: handler.handler.name }, found };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveArrangement(request, context, api, organizationId, handlerId(params));
}

export default function NewWasteArrangement() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const path = handlerPath(data.handler.id);
  const crumbs = [
    { label: t("menu.groups.monitoring") },
    { label: t("waste.handlers.title"), to: WASTE },
    { label: data.handler.name, to: path },
  ];
  if (data.step === "form") {
    return (
      <>
        <PageHeader
          title={t("waste.arrangements.new")}
          crumbs={crumbs}
          actions={<EditActions cancelTo={path} formId={ARRANGEMENT_FORM_ID} />}
        />
        <ArrangementForm options={data} changeTypeTo={`${path}/arrangements/new`} lastResult={lastResult} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("waste.arrangements.new")} crumbs={crumbs} description={t("waste.arrangements.findIntro")} />
      <WasteTypeSearch found={data.found} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New arrangement" }];
