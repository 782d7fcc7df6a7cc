import { SUBMISSION_FIELD } from "~/components/form/submission-key";
import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRouteAccess } from "~/auth/guards.server";
import type { ApiClient } from "~/api/client.server";
import { filesPath, getFile, updateFile } from "~/api/files.server";
import { upstreamProblem } from "~/api/problem";
import { discardBody, readMultipartForm, UnreadableFormError } from "~/files/multipart.server";
import { FILE_OWNERS, type FileOwner } from "~/files/owners.server";
import { streamFileToApi } from "~/files/stream-upload.server";
import { failureOf, megabytes, requestTooLargeToast, uploadToast, type UploadOutcome } from "~/files/upload-feedback";
import { safeRedirect } from "~/lib/safe-redirect";
import { exceedsUploadLimit, fileNameProblem } from "../../../server/domain/file-policy";
import { errorToast, flashToast, forbiddenToast, successToast, type Toast } from "~/toast/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, "routes/resources/files");
  return redirect("/dashboard");
}

type Target = { api: ApiClient; organizationId: number | null; owner: FileOwner; ownerId: number };

/**
 * Uploads and content replacements arrive as multipart forms; each file is streamed on to the API as
 * it comes in. The form's own fields come first (the page puts them before the file input).
 */
async function receiveFiles(request: Request, target: Target) {
  const outcomes: UploadOutcome[] = [];
  const storedIds: number[] = [];
  const fields = await readMultipartForm(request, async (part, form) => {
    target.api.keyPostsWith(form[SUBMISSION_FIELD] ?? null);
    const replacing = form.intent === "replace" && Number(form.fileId) > 0;
    const path = replacing
      ? `${filesPath(target.organizationId!)}/${Number(form.fileId)}/raw`
      : target.owner.uploadPath(target.organizationId);
    const result = await streamFileToApi(
      target.api,
      { method: replacing ? "PUT" : "POST", path },
      part,
      replacing ? {} : { standalone: String(target.owner.standalone) },
    );
    if (result.ok) {
      storedIds.push(result.file.id);
      outcomes.push({ fileName: part.fileName, ok: true });
    } else {
      outcomes.push({ fileName: part.fileName, ok: false, ...failureOf(result.problem) });
    }
  });
  if (fields.intent === "upload" && storedIds.length && target.owner.attach) {
    await target.owner.attach(target.api, target.organizationId, target.ownerId, storedIds);
  }
  return { fields, outcomes };
}

/** Rename, date, describe, delete or restore: a plain form post. */
async function changeFile(form: FormData, target: Target): Promise<Toast> {
  const intent = String(form.get("intent"));
  const fileId = Number(form.get("fileId"));
  if (!Number.isSafeInteger(fileId) || fileId <= 0) return errorToast();
  if (intent === "delete" && target.owner.detach) {
    await target.owner.detach(target.api, target.organizationId, target.ownerId, fileId);
    return successToast("toast.success.title", "files.deleted");
  }
  const current = await getFile(target.api, target.organizationId!, fileId);
  const name = String(form.get("name") ?? current.name).trim();
  if (intent === "update" && !name) return errorToast("files.errors.nameRequired");
  if (intent === "update" && fileNameProblem(name)) return errorToast("validation.server.file_name");
  const dateText = String(form.get("date") ?? "");
  await updateFile(target.api, target.organizationId!, fileId, {
    name: intent === "update" ? name : current.name,
    description: intent === "update" ? String(form.get("description") ?? "").trim() || null : current.description,
    date: intent === "update" ? (dateText ? new Date(`${dateText}T00:00:00Z`) : null) : current.date,
    deleted: intent === "delete" ? true : intent === "restore" ? false : current.deleted,
    // A change made from a page that showed an older version is refused (409) rather than overwriting.
    lastModifiedDate: String(form.get("lastModifiedDate") || current.lastModifiedDate),
  });
  return successToast(
    "toast.success.title",
    `files.${intent === "update" ? "updated" : intent === "delete" ? "deleted" : "restored"}`,
  );
}

function toastForFailure(error: unknown): Toast {
  const problem = upstreamProblem(error);
  if (!problem) throw error;
  if (problem.status === 403) return forbiddenToast();
  if (problem.status === 409) return errorToast("files.errors.conflict");
  if (problem.status === 422) return errorToast("files.errors.invalid");
  return errorToast();
}

async function authorized(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const owner = FILE_OWNERS[url.searchParams.get("owner") ?? ""];
  if (!owner) throw new Response("Unknown file owner", { status: 404 });
  const ownerId = Number(url.searchParams.get("ownerId") ?? 0);
  const { api, organizationId } = await owner.authorize(request, context);
  return { api, organizationId, owner, ownerId: Number.isSafeInteger(ownerId) ? ownerId : 0 };
}

/**
 * Every change to files, for every record that has them (see files/owners.server.ts). Without
 * JavaScript it answers with a redirect back and a toast; the enhanced uploader asks for JSON.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const target = await authorized(request, context);
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  let toast: Toast | null = null;
  let redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  // Refused on its declared size, before the body is parsed or passed on: its bytes are only dropped.
  if (multipart && exceedsUploadLimit(request.headers.get("content-length"), context.maxUploadBytes)) {
    const maxMegabytes = megabytes(context.maxUploadBytes);
    void discardBody(request);
    if (wantsJson) {
      return Response.json(
        { outcomes: [{ fileName: "", ok: false, reason: "tooLarge", maxMegabytes }] },
        { status: 413 },
      );
    }
    return redirect(redirectTo, {
      headers: { "Set-Cookie": await flashToast(context, requestTooLargeToast(maxMegabytes)) },
    });
  }
  try {
    if (multipart) {
      const { fields, outcomes } = await receiveFiles(request, target);
      if (wantsJson) return Response.json({ outcomes });
      redirectTo = safeRedirect(fields.redirectTo ?? redirectTo);
      // An upload of no files does nothing (spec §5): no toast either.
      if (outcomes.length) toast = uploadToast(outcomes);
    } else {
      const form = await request.formData();
      redirectTo = safeRedirect(form.get("redirectTo") ?? redirectTo);
      toast = await changeFile(form, target);
    }
  } catch (error) {
    if (error instanceof UnreadableFormError) {
      if (wantsJson) return Response.json({ error: 400 }, { status: 400 });
      toast = errorToast("files.errors.unreadable");
    } else if (wantsJson && upstreamProblem(error))
      return Response.json({ error: upstreamProblem(error)!.status }, { status: 502 });
    else toast = toastForFailure(error);
  }
  const headers = toast ? { "Set-Cookie": await flashToast(context, toast) } : undefined;
  return redirect(redirectTo, { headers });
}
