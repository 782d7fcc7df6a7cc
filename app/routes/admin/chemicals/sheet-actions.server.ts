import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { exceedsUploadLimit } from "../../../../server/domain/file-policy";
import { businessToday } from "../../../../server/domain/recurrence";
import { COUNTRY_CODES } from "../../../../server/domain/territories";
import type { ApiClient } from "~/api/client.server";
import { isUpstreamStatus } from "~/api/problem";
import { discardBody, readMultipartForm, type IncomingFile } from "~/files/multipart.server";
import { once } from "~/files/once.server";
import { streamFileToApi } from "~/files/stream-upload.server";
import { failureOf, megabytes, requestTooLargeToast } from "~/files/upload-feedback";
import { errorKey } from "~/lib/error-message";
import { replyToRefusal } from "~/lib/form-errors.server";
import { requiredDate } from "~/lib/form-schema";
import { redirectWithToast } from "~/lib/route.server";
import { flashToast } from "~/toast/toast.server";
import { chemicalPath } from "./paths";

/** The sheet form's fields; they come before the file in the form, so they are known when it arrives. */
const sheetSchema = z.object({
  submission: z.string().max(100).optional(),
  countryAlpha2: z.enum(COUNTRY_CODES as unknown as [string, ...string[]], "validation.required"),
  language: z.string("validation.required").regex(/^[a-z]{2}$/, "validation.server.invalid_value"),
  lastRevisionDate: requiredDate().refine((date) => date <= businessToday(), "adminChemicals.revisionInFuture"),
});
type Sheet = z.output<typeof sheetSchema>;

type Filed = { ok: true } | { ok: false; fileError: string } | { ok: false; refusal: unknown };

function parseSheet(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: sheetSchema });
}

/** Uploads the sheet's file as a catalogue file, then files it under the chemical. */
async function fileSheet(api: ApiClient, chemicalId: number, part: IncomingFile, sheet: Sheet): Promise<Filed> {
  const stored = await streamFileToApi(api, { method: "POST", path: "/chemicals/files" }, part);
  if (!stored.ok) {
    const { reason = "generic", maxMegabytes } = failureOf(stored.problem);
    return {
      ok: false,
      fileError: errorKey(`files.failed.${reason}`, { names: part.fileName, max: maxMegabytes ?? 0 }),
    };
  }
  const { countryAlpha2, language, lastRevisionDate } = sheet;
  try {
    await api.call(chemicalsApi.addSheet, {
      params: { id: chemicalId },
      body: { fileId: stored.file.id, countryAlpha2, language, lastRevisionDate },
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, refusal: error };
  }
}

/** A new token for each rendering of the sheet form: a post that repeats one is the same post again. */
export const sheetFormToken = () => randomUUID();

/**
 * Adds a safety data sheet from the detail page's multipart form: the file streams on to the API as it
 * arrives. The same form sent twice files one sheet: the form carries a token of its page, and a
 * repeat waits for the first post and answers as it did (the API files one file once, but each upload
 * is a new file).
 */
export async function addSheet(
  request: Request,
  context: AppLoadContext,
  { api, userId, chemicalId }: { api: ApiClient; userId: number; chemicalId: number },
) {
  const back = chemicalPath(chemicalId);
  // Refused on its declared size, before the body is read: its bytes are only dropped.
  if (exceedsUploadLimit(request.headers.get("content-length"), context.maxUploadBytes)) {
    void discardBody(request);
    const toast = requestTooLargeToast(megabytes(context.maxUploadBytes));
    return redirect(back, { headers: { "Set-Cookie": await flashToast(context, toast) } });
  }
  let filed: Filed | null = null;
  let submission: ReturnType<typeof parseSheet> | null = null;
  const fields = await readMultipartForm(request, async (part, form) => {
    if (part.field !== "file" || submission) return;
    submission = parseSheet(form);
    if (submission.status !== "success") return;
    const sheet = submission.value;
    const post = () => fileSheet(api, chemicalId, part, sheet);
    const key = [userId, chemicalId, sheet.submission, part.fileName, sheet.countryAlpha2, sheet.language];
    filed = sheet.submission ? await once(JSON.stringify([...key, sheet.lastRevisionDate]), post) : await post();
  });
  // Both are set in the file's callback, which TypeScript cannot follow; no submission there, no file.
  const sent = submission as ReturnType<typeof parseSheet> | null;
  const outcome = filed as Filed | null;
  const result = sent ?? parseSheet(fields);
  if (result.status !== "success" || !outcome) {
    const noFile: Record<string, string[]> = sent ? {} : { file: ["adminChemicals.sheetFileRequired"] };
    return data(result.reply({ fieldErrors: noFile }), { status: 400 });
  }
  if ("fileError" in outcome)
    return data(result.reply({ fieldErrors: { file: [outcome.fileError] } }), { status: 422 });
  if ("refusal" in outcome) return replyToRefusal(outcome.refusal, result.reply, request, context);
  return redirectWithToast(context, back, "adminChemicals.sheetAdded");
}

/** Removes a sheet; one removed already (the confirmation sent twice) is gone as asked. */
export async function removeSheet(context: AppLoadContext, api: ApiClient, chemicalId: number, form: FormData) {
  const sheetId = Number(form.get("sheetId"));
  if (!Number.isSafeInteger(sheetId) || sheetId <= 0) throw new Response("No sheet", { status: 400 });
  try {
    await api.call(chemicalsApi.removeSheet, { params: { id: chemicalId, sheetId } });
  } catch (error) {
    if (!isUpstreamStatus(error, 404)) throw error;
  }
  return redirectWithToast(context, chemicalPath(chemicalId), "adminChemicals.sheetRemoved");
}
