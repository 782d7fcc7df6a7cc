import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { inspectionsApi } from "../../../../server/api/contracts/control-book";
import { INSPECTION_RESULTS } from "../../../../server/domain/control-book";
import { exceedsUploadLimit } from "../../../../server/domain/file-policy";
import type { ApiClient } from "~/api/client.server";
import { filesPath, withdrawFile } from "~/api/files.server";
import { SUBMISSION_FIELD } from "~/components/form/submission-key";
import { discardBody, readMultipartFormData, UnreadableFormError } from "~/files/multipart.server";
import { streamFileToApi, type UploadResult } from "~/files/stream-upload.server";
import { failureOf } from "~/files/upload-feedback";
import { chosenRows, optionalText, requiredDate } from "~/lib/form-schema";
import { submitChosen } from "~/lib/route.server";
import { COMPLETE_INTENT } from "./complete-chosen";

const MAX_CHOSEN = 100;

const completionSchema = z.object({
  id: chosenRows(MAX_CHOSEN),
  performedAt: requiredDate("happened"),
  result: z.enum(INSPECTION_RESULTS, "validation.required"),
  performedBy: optionalText(200),
});

const refused = (key: string, status: number) => data({ status: "error" as const, error: { "": [key] } }, { status });

/**
 * Completes the chosen inspections through the API, all or none, and comes back to the same list. The
 * visit's report, if one is sent, is stored as it arrives and attached to each in the same operation;
 * a form that is refused marks it deleted again, so nothing is left behind.
 */
export async function completeChosen(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
) {
  if (exceedsUploadLimit(request.headers.get("content-length"), context.maxUploadBytes)) {
    void discardBody(request);
    return refused("controlBook.visitReportFailed.tooLarge", 413);
  }
  let upload: UploadResult | null = null;
  let form: FormData;
  try {
    form = await readMultipartFormData(request, MAX_CHOSEN + 20, async (part) => {
      if (upload) return;
      upload = await streamFileToApi(api, { method: "POST", path: filesPath(organizationId) }, part, {
        standalone: "false",
      });
    });
  } catch (error) {
    if (error instanceof UnreadableFormError) return refused("errors.invalid", 400);
    throw error;
  }
  api.keyPostsWith(form.get(SUBMISSION_FIELD));
  const stored = upload as UploadResult | null;
  const withdraw = async () => {
    if (stored?.ok) await withdrawFile(api, organizationId, stored.file.id);
  };
  if (form.get("intent") !== COMPLETE_INTENT) {
    await withdraw();
    throw new Response("Unknown action", { status: 400 });
  }
  const submission = parseWithZod(form, { schema: completionSchema });
  if (submission.status !== "success" || (stored && !stored.ok)) {
    await withdraw();
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    const reason = failureOf((stored as Extract<UploadResult, { ok: false }>).problem).reason ?? "generic";
    return data(submission.reply({ formErrors: [`controlBook.visitReportFailed.${reason}`] }), { status: 422 });
  }
  return submitChosen(request, context, form, {
    schema: completionSchema,
    message: "controlBook.completedChosen",
    send: async ({ id, ...performance }) => {
      try {
        await api.call(inspectionsApi.complete, {
          params: { org: organizationId },
          body: { inspectionIds: id, ...performance, findings: null, reportFileId: stored?.file.id ?? null },
        });
      } catch (error) {
        await withdraw();
        throw error;
      }
    },
  });
}
