import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { stakeholderAssociationsApi } from "../../../../server/api/contracts/stakeholders";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";

const ROUTE = "routes/organization/stakeholders/edit";
const FORM_ID = "stakeholder-record-form";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return {
    entry: await api.call(stakeholderAssociationsApi.get, { params: { org: organizationId, id: requireId(params) } }),
    rules: recordForm(stakeholderAssociationsApi.update).rules,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: stakeholderAssociationsApi.update,
    message: "stakeholders.saved",
    send: async (body) => {
      await api.call(stakeholderAssociationsApi.update, { params: { org: organizationId, id }, body });
      return `/organization/stakeholders/${id}`;
    },
  });
}

/** Recording what a stakeholder needs and expects, and whether and how it binds the organization. */
export default function EditStakeholderRecord() {
  const { t } = useTranslation();
  const { entry, rules } = useLoaderData<typeof loader>();
  const path = `/organization/stakeholders/${entry.id}`;
  return (
    <>
      <PageHeader
        title={entry.stakeholder.name}
        crumbs={[
          { label: t("menu.groups.organization") },
          { label: t("stakeholders.title"), to: "/organization/stakeholders" },
          { label: entry.stakeholder.name, to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="stakeholders"
        rules={rules}
        record={entry}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.entry.stakeholder.name ?? "Stakeholder" },
];
