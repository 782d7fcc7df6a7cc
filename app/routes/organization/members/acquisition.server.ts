import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { acquisitionAttachments, membersApi } from "../../../../server/api/contracts/members";
import { exceedsUploadLimit } from "../../../../server/domain/file-policy";
import type { ApiClient } from "~/api/client.server";
import { filesPath, withdrawFile } from "~/api/files.server";
import { discardBody, readMultipartForm, UnreadableFormError } from "~/files/multipart.server";
import { streamFileToApi, type UploadResult } from "~/files/stream-upload.server";
import { failureOf } from "~/files/upload-feedback";
import { replyToRefusal } from "~/lib/form-errors.server";
import { optionalDate } from "~/lib/form-schema";
import { redirectWithToast } from "~/lib/route.server";
import { acquisitionPath, DETACH_INTENT, memberPath } from "./paths";

export const acquisitionSchema = z.object({
  lastAcquisitionDate: optionalDate("happened"),
  acquisitionDeadline: optionalDate("planned"),
  /** Empty while nothing was recorded for the pair. */
  lastModifiedDate: z
    .string()
    .optional()
    .transform((value) => value || null),
});

type Pair = { org: number; id: number; competenceId: number };

/** Takes a certificate off the requirement (the file itself stays, as every detached attachment does). */
export async function detachEvidence(request: Request, context: AppLoadContext, api: ApiClient, pair: Pair) {
  const form = await request.formData();
  const fileId = Number(form.get("fileId"));
  if (form.get("intent") !== DETACH_INTENT || !Number.isSafeInteger(fileId) || fileId <= 0) {
    throw new Response("Unknown action", { status: 400 });
  }
  await api.call(acquisitionAttachments.detachFile, { params: { ...pair, fileId } });
  return redirectWithToast(context, acquisitionPath(pair.id, pair.competenceId), "competences.evidenceRemoved");
}

/**
 * Records an acquisition from one form: the dates, and a certificate streamed on to the API as it
 * arrives. The certificate is linked only once the dates are stored; if they are refused (stale,
 * invalid), the stored file is marked deleted again, so a refused form leaves nothing behind.
 */
export async function recordAcquisition(request: Request, context: AppLoadContext, api: ApiClient, pair: Pair) {
  const problem = (key: string, status: number) => data({ status: "error" as const, error: { "": [key] } }, { status });
  if (exceedsUploadLimit(request.headers.get("content-length"), context.maxUploadBytes)) {
    void discardBody(request);
    return problem("competences.evidenceFailed.tooLarge", 413);
  }
  let upload: UploadResult | null = null;
  let fields: Record<string, string>;
  try {
    fields = await readMultipartForm(request, async (part) => {
      if (upload) return;
      upload = await streamFileToApi(api, { method: "POST", path: filesPath(pair.org) }, part, { standalone: "false" });
    });
  } catch (error) {
    if (error instanceof UnreadableFormError) return problem("errors.invalid", 400);
    throw error;
  }
  const stored = upload as UploadResult | null;
  const withdraw = async () => {
    if (stored?.ok) await withdrawFile(api, pair.org, stored.file.id);
  };
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema: acquisitionSchema });
  if (submission.status !== "success") {
    await withdraw();
    return data(submission.reply(), { status: 400 });
  }
  if (stored && !stored.ok) {
    const reason = failureOf(stored.problem).reason ?? "generic";
    return data(submission.reply({ formErrors: [`competences.evidenceFailed.${reason}`] }), { status: 422 });
  }
  try {
    await api.call(membersApi.recordAcquisition, { params: pair, body: submission.value });
    if (stored) await api.call(acquisitionAttachments.attachFile, { params: { ...pair, fileId: stored.file.id } });
  } catch (error) {
    await withdraw();
    return replyToRefusal(error, submission.reply, request, context);
  }
  return redirectWithToast(context, memberPath(pair.id), "competences.recorded");
}
