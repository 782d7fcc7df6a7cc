import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, type Params } from "@remix-run/react";
import { procedureTemplatesApi } from "../../../../server/api/contracts/procedure-templates";
import { ISO_STANDARDS } from "../../../../server/domain/standards";
import { requireRouteAccess } from "~/auth/guards.server";
import { ChoiceList } from "~/components/form/choice-list";
import { DocumentTextFields } from "~/components/form/document-text-fields";
import { FormErrors, TextAreaField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { documentTitle, textValues, titlesOf } from "~/lib/document-texts";
import { requireId, submitForm } from "~/lib/route.server";
import { templateSchema, templateUpdateSchema } from "./register.server";

// One module for a new template and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/admin/procedure-templates/new" : "routes/admin/procedure-templates/edit";
const LIST = "/admin/procedure-templates";
const editPath = (id: number) => `${LIST}/${id}/edit`;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) return { template: undefined, title: fixedT(language)("adminProcedureTemplates.new") };
  const template = await api.call(procedureTemplatesApi.get, { params: { id: requireId(params) } });
  return { template, title: documentTitle(titlesOf(template.texts), language) };
}

/** Adds the template, or saves it, then shows it in edit mode. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) {
    return submitForm(request, context, {
      schema: templateSchema,
      message: "adminProcedureTemplates.created",
      send: async (body) => editPath((await api.call(procedureTemplatesApi.create, { body })).id),
    });
  }
  const id = requireId(params);
  return submitForm(request, context, {
    schema: templateUpdateSchema,
    message: "adminProcedureTemplates.saved",
    send: async (body) => {
      await api.call(procedureTemplatesApi.update, { params: { id }, body });
      return editPath(id);
    },
  });
}

type Fields = Record<"titleEn" | "contentEn" | "titleDa" | "contentDa" | "clauses", string> & {
  isoStandards: string[];
};

/** A procedure template: the procedure in English, Danish or both (Markdown), and the clauses it serves. */
export default function ProcedureTemplateForm() {
  const { t } = useTranslation();
  const { template, title } = useLoaderData<typeof loader>();
  const [form, fields] = formState<Fields>({
    id: "procedure-template-form",
    lastResult: useActionData<typeof action>(),
    defaultValue: {
      ...textValues(template?.texts),
      isoStandards: template?.isoStandards ?? [],
      clauses: template?.clauses.join("\n") ?? "",
    },
  });
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminProcedureTemplates.title"), to: LIST },
        ]}
      />
      <Form key={String(template?.lastModifiedDate)} method="post" className="space-y-6" {...form.props}>
        {template ? <input type="hidden" name="lastModifiedDate" value={String(template.lastModifiedDate)} /> : null}
        <FormErrors form={form} />
        <DocumentTextFields fields={fields} />
        <div className="card space-y-4">
          <ChoiceList
            field={fields.isoStandards}
            legend={t("adminProcedureTemplates.isoStandards")}
            choices={ISO_STANDARDS.map((code) => ({ id: code, name: t(`standards.${code}`) }))}
            empty=""
          />
          <TextAreaField
            field={fields.clauses}
            label={t("adminProcedureTemplates.clauses")}
            hint={t("adminProcedureTemplates.clausesHint")}
            rows={5}
          />
        </div>
        <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Procedure template" }];
