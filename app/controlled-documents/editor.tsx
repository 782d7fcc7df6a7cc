import { useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { DocumentForm } from "./document-form";
import type { editLoader, newLoader } from "./editor.server";
import { type DocumentKindScreens, documentPath, documentTitle, registerCrumbs } from "./kinds";
import { documentReplies } from "./replies";

/** A new policy or procedure starts as a draft; publishing makes it revision 1.0. */
export function NewDocument({ kind }: { kind: DocumentKindScreens }) {
  const { t } = useTranslation();
  const { title, owners, departments } = useLoaderData<ReturnType<typeof newLoader>>();
  const replies = documentReplies(useActionData());
  return (
    <>
      <PageHeader title={title} crumbs={registerCrumbs(kind, t)} />
      <DocumentForm
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
