import { SubmissionKey } from "~/components/form/submission-key";
import { useLocation, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/translation";
import { showToast } from "~/components/toasts";
import { megabytes, uploadToast, type UploadOutcome } from "~/files/upload-feedback";
import type { loader as rootLoader } from "~/root";

type Progress = { name: string; percent: number; done: boolean; ok?: boolean };

/** Sends one file and reports its progress; the server answers how it went. */
function sendFile(action: string, file: File, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("intent", "upload");
    body.append("file", file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", action);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      try {
        const outcome = (JSON.parse(request.responseText) as { outcomes?: UploadOutcome[] }).outcomes?.[0];
        resolve(outcome ? { ...outcome, fileName: file.name } : { fileName: file.name, ok: false, reason: "generic" });
      } catch {
        resolve({ fileName: file.name, ok: false, reason: "generic" });
      }
    };
    request.onerror = () => resolve({ fileName: file.name, ok: false, reason: "generic" });
    request.send(body);
  });
}

/**
 * A multipart form's action with the way back in its address: a form refused before its body is read
 * (too large) cannot tell it otherwise.
 */
export function useUploadAction(action: string) {
  const location = useLocation();
  return `${action}${action.includes("?") ? "&" : "?"}redirectTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/**
 * Adds files to a record. Without JavaScript: one multipart form with every chosen file. With it:
 * each file is sent on its own, with its progress shown, and the page refreshes when all are done.
 * A file over the limit (MAX_UPLOAD_MB, from the root data) is refused before it is sent.
 */
export function UploadForm({ action, label, id }: { action: string; label: string; id: string }) {
  const { t } = useTranslation();
  const target = useUploadAction(action);
  const maxBytes = useRouteLoaderData<typeof rootLoader>("root")?.maxUploadBytes ?? Number.POSITIVE_INFINITY;
  const maxMegabytes = megabytes(maxBytes);
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<Progress[]>([]);
  const busy = progress.some((item) => !item.done);

  async function enhance(event: FormEvent<HTMLFormElement>) {
    const chosen = [...(input.current?.files ?? [])];
    event.preventDefault();
    // An empty list uploads nothing and says nothing (spec §5).
    if (chosen.length === 0) return;
    setProgress(chosen.map((file) => ({ name: file.name, percent: 0, done: false })));
    const outcomes: UploadOutcome[] = [];
    for (const [index, file] of chosen.entries()) {
      const outcome =
        file.size > maxBytes
          ? { fileName: file.name, ok: false, reason: "tooLarge" as const, maxMegabytes }
          : await sendFile(target, file, (percent) =>
              setProgress((items) => items.map((item, i) => (i === index ? { ...item, percent } : item))),
            );
      outcomes.push(outcome);
      setProgress((items) =>
        items.map((item, i) => (i === index ? { ...item, percent: 100, done: true, ok: outcome.ok } : item)),
      );
    }
    const summary = uploadToast(outcomes);
    const text = t(summary.description!, summary.values);
    showToast(summary.type, text);
    if (input.current) input.current.value = "";
    setProgress([]);
    revalidator.revalidate();
  }

  return (
    <form method="post" action={target} encType="multipart/form-data" onSubmit={enhance} className="space-y-2">
      <input type="hidden" name="intent" value="upload" />
      {/* Before the file input, so the server has it when the first file arrives (decision 027). */}
      <SubmissionKey />
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          name="file"
          multiple
          className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-900 hover:file:bg-primary-100"
        />
        <button type="submit" className="button-primary" disabled={busy}>
          {t("files.upload")}
        </button>
      </div>
      <p className="text-xs text-slate-600">
        {t("files.allowed")} {Number.isFinite(maxBytes) ? t("files.limit", { max: maxMegabytes }) : null}
      </p>
      {progress.length ? (
        <ul aria-live="polite" className="space-y-1 text-sm">
          {progress.map((item) => (
            <li key={item.name} className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate">{item.name}</span>
              <progress
                max={100}
                value={item.percent}
                className="h-2 w-32"
                aria-label={t("files.progress", { name: item.name })}
              />
              <span className="w-10 text-right tabular-nums">{item.percent}%</span>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
