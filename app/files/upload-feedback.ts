import type { UpstreamProblem } from "~/api/problem";
import type { Toast } from "~/toast/toast.server";

/** How one file's upload ended, as the browser learns it (JSON for the enhanced uploader, a toast otherwise). */
export type UploadOutcome = { fileName: string; ok: boolean; reason?: UploadFailure; maxMegabytes?: number };

export type UploadFailure = "tooLarge" | "type" | "empty" | "forbidden" | "generic";

/** A byte limit as the megabytes people read (one decimal at most), as the API words it too. */
export const megabytes = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

export function failureOf(problem: UpstreamProblem): Pick<UploadOutcome, "reason" | "maxMegabytes"> {
  if (problem.status === 413) {
    return { reason: "tooLarge", maxMegabytes: problem.maxBytes ? megabytes(problem.maxBytes) : undefined };
  }
  if (problem.status === 415) return { reason: "type" };
  if (problem.status === 422 && problem.fieldErrors.file?.includes("empty_file")) return { reason: "empty" };
  if (problem.status === 403) return { reason: "forbidden" };
  return { reason: "generic" };
}

/** The toast that sums up a batch of uploads: how many were stored, or which failed and why. */
export function uploadToast(outcomes: UploadOutcome[]): Toast {
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length === 0) {
    return {
      type: "success",
      title: "toast.success.title",
      description: "files.uploaded",
      values: { count: outcomes.length },
    };
  }
  const first = failed[0]!;
  return {
    type: "error",
    title: "toast.error.title",
    description: `files.failed.${first.reason ?? "generic"}`,
    values: {
      names: failed.map((outcome) => outcome.fileName).join(", "),
      max: first.maxMegabytes ?? 0,
      stored: outcomes.length - failed.length,
    },
    replace: true,
  };
}

/** A form whose files together declare more than the limit, refused before it is read (without JavaScript). */
export const requestTooLargeToast = (maxMegabytes: number): Toast => ({
  type: "error",
  title: "toast.error.title",
  description: "files.failed.requestTooLarge",
  values: { max: maxMegabytes },
  replace: true,
});
