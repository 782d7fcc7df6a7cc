import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import { sheetReadingsApi } from "../../../../server/api/contracts/sheet-readings";
import { MAX_SHEET_BYTES } from "../../../../server/domain/file-policy";
import { revive } from "../../../../server/api/contracts/wire-schema";
import { sheetDraft } from "../../../../server/api/schemas/sheet-readings";
import { exceedsUploadLimit } from "../../../../server/domain/file-policy";
import type { ApiClient } from "~/api/client.server";
import { readProblem } from "~/api/client.server";
import type { UpstreamProblem } from "~/api/problem";
import { discardBody, readMultipartForm, UnreadableFormError } from "~/files/multipart.server";
import { streamPartToApi } from "~/files/stream-upload.server";
import { megabytes } from "~/files/upload-feedback";
import { errorKey } from "~/lib/error-message";
import type { Language } from "~/i18n/config";
import { chemicalFormOptions } from "../../admin/chemicals/chemical-form.server";
import { catalogueDraft } from "./sheet-draft.server";

export type SheetDraft = ResultOf<typeof sheetReadingsApi.read>;
type Read = { ok: true; fileName: string; draft: SheetDraft } | { ok: false; error: string };

const MATCHES = 5;
const readPath = (organizationId: number) =>
  sheetReadingsApi.read.path.replace("{org}", String(organizationId)) as `/organizations/${number}/${string}`;

/** Why a sheet was not read, as the form shows it beside the file. */
function refusal(problem: UpstreamProblem): string {
  if (problem.status === 413)
    return errorKey("validation.server.sds_too_large", { max: megabytes(problem.maxBytes ?? MAX_SHEET_BYTES) });
  if (problem.status === 415) return "validation.server.sds_not_pdf";
  const code = problem.fieldErrors.file?.[0];
  return code ? `validation.server.${code}` : "validation.server.sds_unreadable";
}

/** Streams the form's file to the API's reading, never holding it whole; the draft, or why there is none. */
async function readUpload(request: Request, api: ApiClient, organizationId: number): Promise<Read> {
  const tooLarge = errorKey("validation.server.sds_too_large", { max: megabytes(MAX_SHEET_BYTES) });
  // Refused on its declared size, before the body is read: its bytes are only dropped.
  if (exceedsUploadLimit(request.headers.get("content-length"), MAX_SHEET_BYTES)) {
    void discardBody(request);
    return { ok: false, error: tooLarge };
  }
  let read: Read | null = null;
  try {
    await readMultipartForm(request, async (part) => {
      if (part.field !== "file" || read) return;
      read = await streamPartToApi(
        api,
        { method: "POST", path: readPath(organizationId) },
        part,
        {},
        async (response) =>
          response.ok
            ? { ok: true, fileName: part.fileName, draft: revive(sheetDraft, await response.json()) as SheetDraft }
            : { ok: false, error: refusal(await readProblem(response)) },
      );
    });
  } catch (error) {
    if (!(error instanceof UnreadableFormError)) throw error;
  }
  return read ?? { ok: false, error: "validation.server.sds_file_required" };
}

/**
 * Reads the posted sheet into what the page shows: the draft, the catalogue's chemicals of the same
 * name to choose from, and for a maintainer of the catalogue its new-chemical form filled from it.
 */
export async function readSheet(
  request: Request,
  {
    api,
    organizationId,
    language,
    maintains,
  }: { api: ApiClient; organizationId: number; language: Language; maintains: boolean },
) {
  const read = await readUpload(request, api, organizationId);
  if (!read.ok) return read;
  const name = read.draft.productName?.value;
  const [found, options] = await Promise.all([
    name ? api.call(chemicalsApi.list, { query: { q: name.slice(0, 200), size: MATCHES } }) : null,
    maintains ? chemicalFormOptions(api, language) : null,
  ]);
  return {
    ...read,
    matches: (found?.content ?? []).map(({ id, name, producer, dangerCode }) => ({ id, name, producer, dangerCode })),
    catalogue: options ? { options, ...catalogueDraft(read.draft, options) } : null,
  };
}
export type SheetReading = Awaited<ReturnType<typeof readSheet>>;
