import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { requireId } from "~/lib/route.server";
import { countryOptions } from "~/lib/territories.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";

// One module for a new catalogue entry and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/admin/stakeholders/new" : "routes/admin/stakeholders/edit";
const LIST = "/admin/stakeholders";
const FORM_ID = "stakeholder-form";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, routeOf(params));
  const stakeholder =
    params.id === undefined ? undefined : await api.call(stakeholdersApi.get, { params: { id: requireId(params) } });
  return {
    stakeholder,
    rules: recordForm(stakeholdersApi.create).rules,
    countries: countryOptions(language).map(({ code, name }) => ({ value: code, label: name })),
    title: stakeholder?.name ?? fixedT(language)("adminStakeholders.new"),
  };
}

/** Adds the stakeholder to the catalogue, or saves it, then shows the catalogue. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: stakeholdersApi.create,
      message: "adminStakeholders.created",
      send: async (body) => {
        await api.call(stakeholdersApi.create, { body });
        return LIST;
      },
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: stakeholdersApi.update,
    message: "adminStakeholders.saved",
    send: async (body) => {
      await api.call(stakeholdersApi.update, { params: { id }, body });
      return LIST;
    },
  });
}

/** A catalogue entry: who the stakeholder is and how to reach them. */
export default function StakeholderForm() {
  const { t } = useTranslation();
  const { stakeholder, rules, countries, title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminStakeholders.title"), to: LIST },
        ]}
        actions={<EditActions cancelTo={LIST} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="stakeholders"
        rules={rules}
        record={stakeholder}
        choices={{ countryAlpha2: countries }}
        initial={{ countryAlpha2: "DK" }}
        inputs={{
          phone: { type: "tel" },
          address: { autoComplete: "street-address" },
          zipCode: { autoComplete: "postal-code" },
          city: { autoComplete: "address-level2" },
        }}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Stakeholder" }];
