import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { ASSOCIATION_FORM_ID, AssociationForm } from "./association-form";
import { associationFormOptions, saveAssociation } from "./association-form.server";

const ROUTE = "routes/chemicals/my-chemicals/edit";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const kept = await api.call(chemicalAssociationsApi.get, { params: { org: organizationId, id: requireId(params) } });
  const options = await associationFormOptions(api, organizationId, kept.chemical.id, kept.department?.id);
  return {
    id: kept.id,
    association: {
      supplyId: kept.supply?.id ?? null,
      departmentId: kept.department?.id ?? null,
      storageLocation: kept.storageLocation,
      amount: kept.amount,
      unit: kept.unit,
      purpose: kept.purpose,
      lastModifiedDate: kept.lastModifiedDate,
    },
    ...options,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveAssociation(request, context, api, organizationId, requireId(params));
}

export default function EditChemicalAssociation() {
  const { t } = useTranslation();
  const { id, ...data } = useLoaderData<typeof loader>();
  const path = `/chemicals/my-chemicals/${id}`;
  return (
    <>
      <PageHeader
        title={data.chemical.name}
        crumbs={[
          { label: t("menu.groups.chemicals") },
          { label: t("myChemicals.title"), to: "/chemicals/my-chemicals" },
          { label: data.chemical.name, to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={ASSOCIATION_FORM_ID} />}
      />
      <AssociationForm {...data} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.chemical.name ?? "Chemical" }];
