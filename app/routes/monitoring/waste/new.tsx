import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { HANDLER_FORM_ID, HandlerForm } from "./handler-form";
import { handlerFormOptions, saveHandler } from "./handler-form.server";
import { WASTE } from "./paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, "routes/monitoring/waste/new");
  return { ...(await handlerFormOptions(api, organizationId)), title: fixedT(language)("waste.handlers.new") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/monitoring/waste/new");
  return saveHandler(request, context, api, organizationId);
}

export default function NewWasteHandler() {
  const { t } = useTranslation();
  const { handlers, members } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("waste.handlers.new")}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("waste.handlers.title"), to: WASTE }]}
        description={t("waste.handlers.newIntro")}
        actions={<EditActions cancelTo={WASTE} formId={HANDLER_FORM_ID} />}
      />
      <HandlerForm handlers={handlers} members={members} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New waste handler" }];
