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
import { errorToast, flashToast } from "~/toast/toast.server";
import { chemicalPath } from "./paths";

/** The sheet form's fields; they come before the file in the form, so they are known when it arrives. */
const sheetSchema = (withCountry: boolean) =>
  z.object({
    submission: z.string().max(100).optional(),
    countryAlpha2: withCountry
      ? z.enum(COUNTRY_CODES as unknown as [string, ...string[]], "validation.required")
      : z.undefined().optional(),
    language: z.string("validation.required").regex(/^[a-z]{2}$/, "validation.server.invalid_value"),
    lastRevisionDate: requiredDate("happened").refine(
      (date) => date <= businessToday(),
      "adminChemicals.revisionInFuture",
    ),
  });
type Sheet = z.output<ReturnType<typeof sheetSchema>>;

type Filed = { ok: true } | { ok: false; fileError: string } | { ok: false; refusal: unknown };

function parseSheet(fields: Record<string, string>, withCountry: boolean) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: sheetSchema(withCountry) });
}

/**
 * Where a sheet goes: the upload its file streams to, how it is filed after (a catalogue sheet names
 * its country, an organization's does not), and the page the form is on.
 */
export type SheetTarget = {
  key: string;
  back: string;
  uploadPath: string;
  withCountry: boolean;
  file: (fileId: number, sheet: Sheet) => Promise<unknown>;
};

export const catalogueSheets = (api: ApiClient, chemicalId: number): SheetTarget => ({
  key: `chemical-${chemicalId}`,
  back: chemicalPath(chemicalId),
  uploadPath: "/chemicals/files",
  withCountry: true,
  file: (fileId, { countryAlpha2, language, lastRevisionDate }) =>
    api.call(chemicalsApi.addSheet, {
      params: { id: chemicalId },
      body: { fileId, countryAlpha2: countryAlpha2!, language, lastRevisionDate },
    }),
});

/** Uploads the sheet's file, then files it where the target says. */
async function fileSheet(api: ApiClient, target: SheetTarget, part: IncomingFile, sheet: Sheet): Promise<Filed> {
  const stored = await streamFileToApi(
    api,
    { method: "POST", path: target.uploadPath },
    part,
    target.withCountry ? {} : { standalone: "false" },
  );
  if (!stored.ok) {
    const { reason = "generic", maxMegabytes } = failureOf(stored.problem);
    return {
      ok: false,
      fileError: errorKey(`files.failed.${reason}`, { names: part.fileName, max: maxMegabytes ?? 0 }),
    };
  }
  try {
    await target.file(stored.file.id, sheet);
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
  { api, userId, target, addedToast }: { api: ApiClient; userId: number; target: SheetTarget; addedToast: string },
) {
  const { back, withCountry } = target;
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
    submission = parseSheet(form, withCountry);
    if (submission.status !== "success") return;
    const sheet = submission.value;
    const post = () => fileSheet(api, target, part, sheet);
    const key = [userId, target.key, sheet.submission, part.fileName, sheet.countryAlpha2, sheet.language];
    filed = sheet.submission ? await once(JSON.stringify([...key, sheet.lastRevisionDate]), post) : await post();
  });
  // Both are set in the file's callback, which TypeScript cannot follow; no submission there, no file.
  const sent = submission as ReturnType<typeof parseSheet> | null;
  const outcome = filed as Filed | null;
  const result = sent ?? parseSheet(fields, withCountry);
  if (result.status !== "success" || !outcome) {
    const noFile: Record<string, string[]> = sent ? {} : { file: ["adminChemicals.sheetFileRequired"] };
    return data(result.reply({ fieldErrors: noFile }), { status: 400 });
  }
  if ("fileError" in outcome)
    return data(result.reply({ fieldErrors: { file: [outcome.fileError] } }), { status: 422 });
  if ("refusal" in outcome) return replyToRefusal(outcome.refusal, result.reply, request, context);
  return redirectWithToast(context, back, addedToast);
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

/**
 * Takes a sheet an organization sent into the catalogue, as the sheet for the chosen country. A
 * country that is none, or a sheet that is gone meanwhile, says so in a toast.
 */
export async function adoptSentSheet(context: AppLoadContext, api: ApiClient, chemicalId: number, form: FormData) {
  const sheetId = Number(form.get("sheetId"));
  const countryAlpha2 = String(form.get("countryAlpha2") ?? "");
  if (!Number.isSafeInteger(sheetId) || sheetId <= 0) throw new Response("No sheet", { status: 400 });
  if (!COUNTRY_CODES.includes(countryAlpha2)) {
    return redirect(chemicalPath(chemicalId), {
      headers: { "Set-Cookie": await flashToast(context, errorToast("adminChemicals.adoptCountryMissing")) },
    });
  }
  try {
    await api.call(chemicalsApi.adoptSentSheet, { params: { id: chemicalId, sheetId }, body: { countryAlpha2 } });
  } catch (error) {
    if (!isUpstreamStatus(error, 404)) throw error;
    return redirect(chemicalPath(chemicalId), {
      headers: { "Set-Cookie": await flashToast(context, errorToast("adminChemicals.adoptGone")) },
    });
  }
  return redirectWithToast(context, chemicalPath(chemicalId), "adminChemicals.sheetAdopted");
}
