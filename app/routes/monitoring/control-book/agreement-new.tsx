import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { CONTROL_BOOK } from "~/components/control-book/paths";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { AgreementForm, agreementDefaults } from "./agreement-form";
import { agreementFormOptions, saveAgreement } from "./agreement-form.server";

const FORM_ID = "agreement-form";
const ROUTE = "routes/monitoring/control-book/agreement-new";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  return {
    title: fixedT(language)("controlBook.newAgreement"),
    today: businessToday(),
    options: await agreementFormOptions(api, organizationId, language),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveAgreement(request, context, api, organizationId, null);
}

/** A new agreement: its first inspection is due the day it starts. */
export default function NewAgreement() {
  const { t } = useTranslation();
  const { today, options } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("controlBook.newAgreement")}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("controlBook.title"), to: CONTROL_BOOK }]}
        description={t("controlBook.newAgreementIntro")}
        actions={<EditActions cancelTo={CONTROL_BOOK} formId={FORM_ID} />}
      />
      <AgreementForm
        id={FORM_ID}
        lastResult={useActionData<typeof action>()}
        defaultValue={agreementDefaults(null, today)}
        options={options}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New agreement" }];
