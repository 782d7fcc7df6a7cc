import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { procedureTemplatesApi } from "../../../../server/api/contracts/procedure-templates";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { documentTitle, titlesOf } from "~/lib/document-texts";
import { requireId } from "~/lib/route.server";
import { TEMPLATES_PATH } from "./paths";
import { TemplateForm } from "./template-form";
import { saveTemplate } from "./template-form.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/procedure-templates/edit");
  const template = await api.call(procedureTemplatesApi.get, { params: { id: requireId(params) } });
  return { template, title: documentTitle(titlesOf(template.texts), language) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/procedure-templates/edit");
  return saveTemplate(request, context, api, requireId(params));
}

export default function EditProcedureTemplate() {
  const { t } = useTranslation();
  const { template, title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminProcedureTemplates.title"), to: TEMPLATES_PATH },
        ]}
      />
      <TemplateForm
        key={String(template.lastModifiedDate)}
        template={template}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Procedure template" }];
