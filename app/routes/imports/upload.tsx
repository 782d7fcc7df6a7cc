import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { MAX_IMPORT_ROWS } from "../../../server/domain/import-limits";
import { FileInput } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { registerPageOf } from "~/imports/import-pages";
import { ImportNote } from "~/imports/import-steps";
import { requireImportAccess, uploadForImport } from "~/imports/import.server";
import { useTranslation } from "~/i18n/translation";
import { translateError } from "~/lib/error-message";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, registerTitle, t } = await requireImportAccess(request, context, "import");
  return { page, registerTitle, title: t("imports.title", { register: registerTitle }) };
}

export const action = ({ request, context }: ActionFunctionArgs) => uploadForImport(request, context);

/** The first step of an import: the register's template to fill in, and the file to upload. */
export default function ImportUpload() {
  const { t, i18n } = useTranslation();
  const { page, registerTitle, title } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const template = `${page.list}/import/template`;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: registerTitle, to: registerPageOf(page) }]}
        description={t("imports.intro")}
      />
      <ImportNote note={page.note} className="mb-6" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Form method="post" encType="multipart/form-data" className="card space-y-4">
          <h2 className="text-lg font-semibold">{t("imports.uploadTitle")}</h2>
          {result && "error" in result ? (
            <p role="alert" className="font-medium text-red-800">
              {translateError(t, result.error)}
            </p>
          ) : null}
          <FileInput
            id="import-file"
            name="file"
            label={t("imports.file")}
            hint={t("imports.fileHint", { rows: MAX_IMPORT_ROWS.toLocaleString(i18n.language) })}
            accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
          />
          {/* An upload makes nothing in the register: sent twice, the second is only held too. */}
          <SubmitButton keyed={false} className="button-primary">
            {t("imports.upload")}
          </SubmitButton>
        </Form>
        <section className="card space-y-3" aria-labelledby="template-heading">
          <h2 id="template-heading" className="text-lg font-semibold">
            {t("imports.templateTitle")}
          </h2>
          <p className="text-sm text-slate-700">{t("imports.templateIntro")}</p>
          <p className="flex flex-wrap gap-3">
            <a href={template} className="button-secondary" download>
              {t("imports.templateCsv")}
            </a>
            <a href={`${template}?format=xlsx`} className="button-secondary" download>
              {t("imports.templateXlsx")}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Import" }];
