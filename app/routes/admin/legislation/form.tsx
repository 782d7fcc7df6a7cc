import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { legislationsApi } from "../../../../server/api/contracts/legislations";
import { requireRouteAccess } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { localized } from "~/lib/legislation-text";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";
import { territoryChoices, topicChoices } from "./register.server";

// One module for a new act and the edit of one (where its files are): routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/admin/legislation/new" : "routes/admin/legislation/edit";
const LIST = "/admin/legislation";
const FORM_ID = "legislation-form";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, routeOf(params));
  const [legislation, topics] = await Promise.all([
    params.id === undefined ? undefined : api.call(legislationsApi.get, { params: { id: requireId(params) } }),
    topicChoices({ api, language }),
  ]);
  return {
    legislation,
    rules: recordForm(legislationsApi.create).rules,
    choices: { territory: territoryChoices({ language }), topicIds: topics },
    title: legislation ? localized(legislation, language).title : fixedT(language)("adminLegislation.new"),
  };
}

/** Adds the act to the catalogue, or saves it, then shows it to edit, where its files are added. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: legislationsApi.create,
      message: "adminLegislation.created",
      send: async (body) => `${LIST}/${(await api.call(legislationsApi.create, { body })).id}/edit`,
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: legislationsApi.update,
    message: "adminLegislation.saved",
    send: async (body) => {
      await api.call(legislationsApi.update, { params: { id }, body });
      return `${LIST}/${id}/edit`;
    },
  });
}

/** A catalogue act: its fields, and the files with its text. */
export default function LegislationForm() {
  const { t } = useTranslation();
  const { legislation, rules, choices, title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminLegislation.title"), to: LIST },
        ]}
        description={legislation ? undefined : t("adminLegislation.filesAfterSaving")}
        actions={<EditActions cancelTo={LIST} formId={FORM_ID} />}
      />
      <div className="space-y-6">
        <RecordForm
          id={FORM_ID}
          section="adminLegislation"
          rules={rules}
          record={legislation}
          choices={choices}
          initial={{ territory: "DK" }}
          inputs={{ titleDa: { lang: "da" }, url: { placeholder: "https://" } }}
          lastResult={useActionData<typeof action>()}
        />
        {legislation ? (
          <FileList
            title={t("adminLegislation.files")}
            files={legislation.files}
            owner="legislation"
            ownerId={legislation.id}
            can={{ edit: true, details: false }}
            downloadHref={(file) => `/legislation-files/${legislation.id}/${file.id}`}
          />
        ) : null}
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Legislation" }];
