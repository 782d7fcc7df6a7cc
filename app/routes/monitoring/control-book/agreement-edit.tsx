import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { agreementsApi } from "../../../../server/api/contracts/control-book";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { agreementPath, CONTROL_BOOK } from "~/components/control-book/paths";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { AgreementForm, agreementDefaults } from "./agreement-form";
import { agreementFormOptions, saveAgreement } from "./agreement-form.server";

const FORM_ID = "agreement-form";
const ROUTE = "routes/monitoring/control-book/agreement-edit";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  const agreement = await api.call(agreementsApi.get, { params: { org: organizationId, id: requireId(params) } });
  const options = await agreementFormOptions(api, organizationId, language, agreement.machines);
  return { agreement, options, today: businessToday() };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveAgreement(request, context, api, organizationId, requireId(params));
}

export default function EditAgreement() {
  const { t } = useTranslation();
  const { agreement, options, today } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={agreement.name}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("controlBook.title"), to: CONTROL_BOOK },
          { label: agreement.name, to: agreementPath(agreement.id) },
        ]}
        actions={<EditActions cancelTo={agreementPath(agreement.id)} formId={FORM_ID} />}
      />
      <AgreementForm
        id={FORM_ID}
        lastResult={useActionData<typeof action>()}
        defaultValue={agreementDefaults(agreement, today)}
        options={options}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.agreement.name ?? "Agreement" }];
