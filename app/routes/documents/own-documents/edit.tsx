import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { filesApi } from "../../../../server/api/contracts/files";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";
import { requireOwnDocument } from "./document.server";

const ROUTE = "routes/documents/own-documents/edit";
const FORM_ID = "own-document-form";
/** What the form changes; whether the document is deleted is changed by its actions, not here. */
const FIELDS = ["name", "date", "description"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { document } = await requireOwnDocument(request, context, ROUTE, params.id);
  if (document.deleted) throw redirect(`/documents/own-documents/${document.id}`);
  return { document, rules: recordForm(filesApi.update).rules };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId, document } = await requireOwnDocument(request, context, ROUTE, params.id);
  return saveRecord(request, context, {
    operation: filesApi.update,
    message: "files.updated",
    send: async (body) => {
      await api.call(filesApi.update, {
        params: { org: organizationId, id: document.id },
        body: { ...body, deleted: document.deleted },
      });
      return `/documents/own-documents/${document.id}`;
    },
  });
}

/** An own document in edit mode: name, date and description; the version guards against overwriting. */
export default function EditOwnDocument() {
  const { t } = useTranslation();
  const { document, rules } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("ownDocuments.editTitle", { name: document.name })}
        crumbs={[
          { label: t("menu.groups.documents") },
          { label: t("ownDocuments.title"), to: "/documents/own-documents" },
          { label: document.name, to: `/documents/own-documents/${document.id}` },
        ]}
        actions={<EditActions cancelTo={`/documents/own-documents/${document.id}`} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="ownDocuments"
        names={FIELDS}
        rules={rules}
        record={document}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.document.name ?? "Document" }];
