import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { DocumentForm } from "./document-form";
import type { editLoader, newLoader } from "./editor.server";
import { type DocumentKindScreens, documentPath, documentTitle, registerCrumbs } from "./kinds";
import { documentReplies } from "./replies";

/** A new policy or procedure starts as a draft; publishing makes it revision 1.0. */
export function NewDocument({ kind }: { kind: DocumentKindScreens }) {
  const { t } = useTranslation();
  const { title, owners, departments, templates, template } = useLoaderData<ReturnType<typeof newLoader>>();
  const replies = documentReplies(useActionData());
  return (
    <>
      <PageHeader title={title} crumbs={registerCrumbs(kind, t)} />
      {templates.length > 0 ? (
        <Form method="get" className="card mb-6 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:max-w-md">
            <label htmlFor="template-choice" className="block text-sm font-medium text-slate-800">
              {t("controlled.startFrom")}
            </label>
            <select
              id="template-choice"
              name="template"
              defaultValue={template?.id ?? ""}
              className="input mt-1 w-full"
            >
              <option value="">{t("controlled.blankStart")}</option>
              {templates.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button-secondary">
            {t("controlled.useTemplate")}
          </button>
          <p className="w-full text-xs text-slate-600">
            {template?.clauses.length
              ? t("controlled.templateServes", { clauses: template.clauses.join(", ") })
              : t("controlled.templateHint")}
          </p>
        </Form>
      ) : null}
      <DocumentForm
        // A template chosen anew fills the form anew.
        key={template?.id ?? "blank"}
        values={template ? { texts: template.texts, isoStandards: template.isoStandards } : undefined}
        kind={kind}
        owners={owners}
        departments={departments}
        lastResult={replies.form}
        preview={replies.preview}
      />
    </>
  );
}

/** Writing the next revision: the draft starts from the latest published text. */
export function EditDocument({ kind }: { kind: DocumentKindScreens }) {
  const { t, i18n } = useTranslation();
  const { document, owners, departments } = useLoaderData<ReturnType<typeof editLoader>>();
  const replies = documentReplies(useActionData());
  const title = documentTitle(document.titles, i18n.language);
  return (
    <>
      <PageHeader
        title={t("controlled.editTitle", { title })}
        crumbs={[...registerCrumbs(kind, t), { label: title, to: documentPath(kind, document.id) }]}
      />
      <DocumentForm
        kind={kind}
        values={{
          texts: document.draft ?? document.published?.texts ?? {},
          isoStandards: document.isoStandards,
          ownerId: document.owner?.id ?? null,
          reviewPeriod: document.reviewPeriod,
          nextReviewDate: document.nextReviewDate ? String(document.nextReviewDate).slice(0, 10) : null,
          departmentId: document.department?.id ?? null,
          process: document.process,
          lastModifiedDate: String(document.lastModifiedDate),
        }}
        owners={owners}
        departments={departments}
        lastResult={replies.form}
        preview={replies.preview}
      />
    </>
  );
}
