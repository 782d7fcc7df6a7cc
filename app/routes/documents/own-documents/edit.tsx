import { formState } from "~/components/form/form-state";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { z } from "zod";
import { updateFile } from "~/api/files.server";
import { FormErrors, TextAreaField, TextField } from "~/components/form/field";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { dateInputValue } from "~/lib/format";
import { replyToRefusal } from "~/lib/form-errors.server";
import { flashToast, successToast } from "~/toast/toast.server";
import { fileNameProblem } from "../../../../server/domain/file-policy";
import { requireOwnDocument } from "./document.server";

const FORM_ID = "own-document-form";

const schema = z.object({
  name: z
    .string("validation.required")
    .trim()
    .min(1, "validation.required")
    .max(200, "validation.tooLong")
    .refine((name) => fileNameProblem(name) === null, "validation.server.file_name"),
  date: z.iso.date("validation.date").optional(),
  description: z.string().trim().max(2000, "validation.tooLong").optional(),
  lastModifiedDate: z.string().min(1),
});

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { document } = await requireOwnDocument(request, context, "routes/documents/own-documents/edit", params.id);
  if (document.deleted) throw redirect(`/documents/own-documents/${document.id}`);
  return { document };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId, document } = await requireOwnDocument(
    request,
    context,
    "routes/documents/own-documents/edit",
    params.id,
  );
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return submission.reply();
  const { name, date, description, lastModifiedDate } = submission.value;
  try {
    await updateFile(api, organizationId, document.id, {
      name,
      date: date ? new Date(`${date}T00:00:00Z`) : null,
      description: description || null,
      deleted: document.deleted,
      lastModifiedDate,
    });
  } catch (error) {
    return replyToRefusal(error, submission.reply, request, context);
  }
  const toast = await flashToast(context, successToast("toast.success.title", "files.updated"));
  return redirect(`/documents/own-documents/${document.id}`, { headers: { "Set-Cookie": toast } });
}

/** An own document in edit mode: name, date and description; the version guards against overwriting. */
export default function EditOwnDocument() {
  const { t } = useTranslation();
  const { document } = useLoaderData<typeof loader>();
  const [form, fields] = formState<z.input<typeof schema>>({
    id: FORM_ID,
    lastResult: useActionData<typeof action>(),
    defaultValue: {
      name: document.name,
      date: dateInputValue(document.date),
      description: document.description ?? "",
      lastModifiedDate: document.lastModifiedDate,
    },
  });
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
      <Form method="post" className="card max-w-2xl space-y-4" {...form.props}>
        <input type="hidden" name="lastModifiedDate" value={document.lastModifiedDate} />
        <FormErrors form={form} />
        <TextField field={fields.name} label={t("ownDocuments.name")} required maxLength={200} />
        <TextField field={fields.date} label={t("ownDocuments.date")} type="date" />
        <TextAreaField field={fields.description} label={t("ownDocuments.description")} />
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.document.name ?? "Document" }];
