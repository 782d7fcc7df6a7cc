import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { stakeholderAssociationsApi } from "../../../../server/api/contracts/stakeholders";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors, TextAreaField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { optionalText, version } from "~/lib/form-schema";
import { formValues } from "~/lib/form-values";
import { requireId, submitForm } from "~/lib/route.server";

const FORM_ID = "stakeholder-record-form";
const recordSchema = z.object({
  needsAndExpectations: optionalText(5000),
  // A checkbox sends its value only when ticked.
  complianceObligation: z
    .string()
    .optional()
    .transform((value) => value === "on"),
  howAddressed: optionalText(5000),
  lastModifiedDate: version,
});

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/stakeholders/edit");
  return {
    entry: await api.call(stakeholderAssociationsApi.get, { params: { org: organizationId, id: requireId(params) } }),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/stakeholders/edit");
  const id = requireId(params);
  return submitForm(request, context, {
    schema: recordSchema,
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
  const { entry } = useLoaderData<typeof loader>();
  const path = `/organization/stakeholders/${entry.id}`;
  const [form, fields] = formState<z.input<typeof recordSchema>>({
    id: FORM_ID,
    lastResult: useActionData<typeof action>(),
    defaultValue: {
      ...formValues(["needsAndExpectations", "howAddressed"], entry),
      complianceObligation: entry.complianceObligation ? "on" : undefined,
    },
  });
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
      <Form method="post" className="card space-y-4" {...form.props}>
        <input type="hidden" name="lastModifiedDate" value={String(entry.lastModifiedDate)} />
        <FormErrors form={form} />
        <TextAreaField
          field={fields.needsAndExpectations}
          label={t("stakeholders.needs")}
          hint={t("stakeholders.needsHint")}
          rows={5}
        />
        <div className="flex items-start gap-2 text-sm">
          <input
            id="compliance-obligation"
            type="checkbox"
            name={fields.complianceObligation.name}
            defaultChecked={fields.complianceObligation.initialValue === "on"}
            aria-describedby="compliance-obligation-hint"
            className="mt-1"
          />
          <div>
            <label htmlFor="compliance-obligation" className="font-medium text-slate-800">
              {t("stakeholders.complianceObligation")}
            </label>
            <p id="compliance-obligation-hint" className="text-slate-600">
              {t("stakeholders.complianceObligationHint")}
            </p>
          </div>
        </div>
        <TextAreaField field={fields.howAddressed} label={t("stakeholders.howAddressed")} rows={5} />
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.entry.stakeholder.name ?? "Stakeholder" },
];
