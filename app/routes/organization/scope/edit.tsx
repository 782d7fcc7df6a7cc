import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { scopeApi } from "../../../../server/api/contracts/scope";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors, TextAreaField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { requiredText } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { findScope } from "./scope.server";

const FORM_ID = "scope-form";
const scopeSchema = z.object({
  text: requiredText(20_000),
  lastModifiedDate: z
    .string()
    .optional()
    .transform((value) => value || null),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/scope/edit",
  );
  return { scope: await findScope(api, organizationId), title: fixedT(language)("scope.edit") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/scope/edit");
  return submitForm(request, context, {
    schema: scopeSchema,
    message: "scope.saved",
    send: async (body) => {
      await api.call(scopeApi.put, { params: { org: organizationId }, body });
      return "/organization/scope";
    },
  });
}

/** Writing the scope statement; each save is kept as a version. */
export default function EditScope() {
  const { t } = useTranslation();
  const { scope } = useLoaderData<typeof loader>();
  const [form, fields] = formState<z.input<typeof scopeSchema>>({
    id: FORM_ID,
    lastResult: useActionData<typeof action>(),
    defaultValue: { text: scope?.text ?? "" },
  });
  return (
    <>
      <PageHeader
        title={t("scope.edit")}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("scope.title"), to: "/organization/scope" }]}
        actions={<EditActions cancelTo="/organization/scope" formId={FORM_ID} />}
      />
      <Form method="post" className="card space-y-4" {...form.props}>
        <input type="hidden" name="lastModifiedDate" value={scope ? String(scope.lastModifiedDate) : ""} />
        <FormErrors form={form} />
        <TextAreaField field={fields.text} label={t("scope.statement")} hint={t("scope.statementHint")} rows={14} />
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Scope" }];
