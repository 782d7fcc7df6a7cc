import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { TEMPLATES_PATH } from "./paths";
import { TemplateForm } from "./template-form";
import { saveTemplate } from "./template-form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = await requireRouteAccess(request, context, "routes/admin/procedure-templates/new");
  return { title: fixedT(language)("adminProcedureTemplates.new") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/procedure-templates/new");
  return saveTemplate(request, context, api);
}

export default function NewProcedureTemplate() {
  const { t } = useTranslation();
  useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("adminProcedureTemplates.new")}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminProcedureTemplates.title"), to: TEMPLATES_PATH },
        ]}
      />
      <TemplateForm lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New procedure template" }];
