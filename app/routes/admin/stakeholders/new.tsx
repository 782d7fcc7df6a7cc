import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { countryOptions } from "~/lib/territories.server";
import { StakeholderForm } from "./stakeholder-form";
import { saveStakeholder } from "./stakeholder-form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = await requireRouteAccess(request, context, "routes/admin/stakeholders/new");
  return {
    countries: countryOptions(language),
    title: fixedT(language)("adminStakeholders.new"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/stakeholders/new");
  return saveStakeholder(request, context, api);
}

export default function NewStakeholder() {
  const { t } = useTranslation();
  const { countries } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("adminStakeholders.new")}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminStakeholders.title"), to: "/admin/stakeholders" },
        ]}
      />
      <StakeholderForm countries={countries} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New stakeholder" }];
