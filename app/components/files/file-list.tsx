import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { FileItem } from "~/api/files.server";
import { dateInputValue, fileKind, formatBytes, formatDate } from "~/lib/format";
import { SubmitButton } from "~/components/form/submit-button";
import { UploadForm, useUploadAction } from "./upload-form";

export type FileListFile = Pick<
  FileItem,
  "id" | "name" | "description" | "date" | "deleted" | "contentType" | "size" | "lastModifiedDate"
>;

type Capabilities = {
  /** May add, change and remove files. */
  edit: boolean;
  /** Files of an organization can be renamed, dated and replaced; catalogue files only added and removed. */
  details: boolean;
};

/**
 * The files of a record, and everything one does with them: download, upload several at once, rename,
 * date and describe, replace the content, delete and restore. Every form is a plain form post to
 * /resources/files, so it all works without JavaScript.
 */
export function FileList({
  files,
  owner,
  ownerId,
  can,
  downloadHref,
  title,
}: {
  files: FileListFile[];
  owner: string;
  ownerId?: number;
  can: Capabilities;
  downloadHref: (file: FileListFile) => string;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const action = `/resources/files?owner=${owner}${ownerId ? `&ownerId=${ownerId}` : ""}`;
  return (
    <section aria-labelledby={`${owner}-files`} className="card">
      <h2 id={`${owner}-files`} className="text-lg font-semibold">
        {title}
      </h2>
      {files.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("files.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {files.map((file) => (
            <li key={file.id} className="py-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <a href={downloadHref(file)} className="link wrap-anywhere" download>
                    {file.name}
                  </a>
                  <p className="text-xs text-slate-600">
                    {[
                      fileKind(file.contentType),
                      formatBytes(file.size, i18n.language),
                      formatDate(file.date, i18n.language),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  {file.description ? <p className="mt-1 text-sm text-slate-700">{file.description}</p> : null}
                </div>
                {can.edit ? (
                  <FileActions action={action} file={file} details={can.details} replace={can.details} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {can.edit ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <UploadForm action={action} label={t("files.add")} id={`${owner}-${ownerId ?? "all"}-upload`} />
        </div>
      ) : null}
    </section>
  );
}

function Hidden({ file, intent }: { file: FileListFile; intent: string }) {
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="fileId" value={file.id} />
      <input type="hidden" name="lastModifiedDate" value={file.lastModifiedDate} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
    </>
  );
}

/** A file's own actions; the bigger ones open in place, without script. */
export function FileActions({
  action,
  file,
  details,
  replace,
}: {
  action: string;
  file: FileListFile;
  details: boolean;
  replace: boolean;
}) {
  const { t } = useTranslation();
  const uploadAction = useUploadAction(action);
  const prefix = `file-${file.id}`;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {details ? (
        <details className="group">
          <summary className="button-secondary px-3 py-1">{t("files.editDetails")}</summary>
          <Form
            method="post"
            action={action}
            className="mt-2 w-72 space-y-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200"
          >
            <Hidden file={file} intent="update" />
            <label className="block text-sm">
              {t("files.name")}
              <input name="name" defaultValue={file.name} required maxLength={200} className="input mt-1" />
            </label>
            <label className="block text-sm">
              {t("files.date")}
              <input name="date" type="date" defaultValue={dateInputValue(file.date)} className="input mt-1" />
            </label>
            <label className="block text-sm">
              {t("files.description")}
              <textarea
                name="description"
                defaultValue={file.description ?? ""}
                maxLength={2000}
                rows={2}
                className="input mt-1"
              />
            </label>
            <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
          </Form>
        </details>
      ) : null}
      {replace ? (
        <details>
          <summary className="button-secondary px-3 py-1">{t("files.replace")}</summary>
          <form
            method="post"
            action={uploadAction}
            encType="multipart/form-data"
            className="mt-2 w-72 space-y-2 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200"
          >
            <Hidden file={file} intent="replace" />
            <label htmlFor={`${prefix}-replace`} className="block text-sm">
              {t("files.newContent")}
            </label>
            <input id={`${prefix}-replace`} type="file" name="file" required className="block w-full text-sm" />
            <SubmitButton className="button-primary">{t("files.replace")}</SubmitButton>
          </form>
        </details>
      ) : null}
      <Form method="post" action={action}>
        <Hidden file={file} intent={file.deleted ? "restore" : "delete"} />
        <SubmitButton className={file.deleted ? "button-secondary px-3 py-1" : "button-danger px-3 py-1"}>
          {file.deleted ? t("files.restore") : t("files.delete")}
          <span className="sr-only"> {file.name}</span>
        </SubmitButton>
      </Form>
    </div>
  );
}
