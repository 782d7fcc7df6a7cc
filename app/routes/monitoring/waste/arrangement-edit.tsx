import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { ARRANGEMENT_FORM_ID, ArrangementForm } from "./arrangement-form";
import { arrangementFormOptions, chosenWasteType, findWasteTypes, saveArrangement } from "./arrangement-form.server";
import { arrangementPath, handlerPath, WASTE } from "./paths";
import { WasteTypeSearch } from "./waste-type-search";

const ROUTE = "routes/monitoring/waste/arrangement-edit";
const ids = (params: Record<string, string | undefined>) => ({
  id: requireId(params, "wasteHandlerAssociationId"),
  arrangementId: requireId(params, "arrangementId"),
});

/** The arrangement's form; `?change=1` searches another waste type, which comes back as `?wasteTypeId=`. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const url = new URL(request.url);
  const { id, arrangementId } = ids(params);
  const { registrations, wasteType, ...arrangement } = await api.call(wasteHandlersApi.getArrangement, {
    params: { org: organizationId, id, arrangementId },
  });
  // The arrangement names its handler by the catalogue's stakeholder; the screens go by the association.
  const handler = { id, name: arrangement.handler.name };
  if (url.searchParams.has("change")) {
    return { step: "search" as const, handler, arrangement, found: await findWasteTypes(api, url) };
  }
  const wasteTypeId = chosenWasteType(url) ?? wasteType.id;
  const options = await arrangementFormOptions(
    api,
    organizationId,
    handler.id,
    wasteTypeId,
    arrangement.department?.id,
  );
  return { step: "form" as const, handler, arrangement, options };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const { id, arrangementId } = ids(params);
  return saveArrangement(request, context, api, organizationId, id, arrangementId);
}

export default function EditWasteArrangement() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { handler, arrangement } = data;
  const path = arrangementPath(handler.id, arrangement.id);
  const crumbs = [
    { label: t("menu.groups.monitoring") },
    { label: t("waste.handlers.title"), to: WASTE },
    { label: handler.name, to: handlerPath(handler.id) },
    { label: arrangement.fractionName, to: path },
  ];
  if (data.step === "search") {
    return (
      <>
        <PageHeader
          title={arrangement.fractionName}
          crumbs={crumbs}
          description={t("waste.arrangements.findIntro")}
          actions={
            <Link to={`${path}/edit`} className="button-secondary">
              {t("page.cancel")}
            </Link>
          }
        />
        <WasteTypeSearch found={data.found} keep={{ change: "1" }} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={arrangement.fractionName}
        crumbs={crumbs}
        actions={<EditActions cancelTo={path} formId={ARRANGEMENT_FORM_ID} />}
      />
      <ArrangementForm
        options={data.options}
        arrangement={arrangement}
        changeTypeTo={`${path}/edit?change=1`}
        lastResult={lastResult}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.arrangement.fractionName ?? "Arrangement" },
];
