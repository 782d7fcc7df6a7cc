import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { fixedT } from "~/i18n/translations.server";
import { LegislationFormFields } from "./legislation-form";
import { legislationFormOptions, saveLegislation } from "./legislation-form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/legislation/new");
  return { ...(await legislationFormOptions(api, language)), title: fixedT(language)("adminLegislation.new") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/legislation/new");
  return saveLegislation(request, context, api);
}

export default function NewLegislation() {
  const { t } = useTranslation();
  const { topics, territories } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("adminLegislation.new")}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminLegislation.title"), to: "/admin/legislation" },
        ]}
        description={t("adminLegislation.filesAfterSaving")}
      />
      <LegislationFormFields topics={topics} territories={territories} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New legislation" }];
