import { data, type AppLoadContext } from "@remix-run/node";
import { metersApi, readingsApi } from "../../../../server/api/contracts/meters";
import type { ApiClient } from "~/api/client.server";
import { upstreamProblem } from "~/api/problem";
import {
  addRowRefusals,
  MAX_IMPORT_BYTES,
  parseReadingCsv,
  rowRefusalsOf,
  type ImportRow,
} from "~/lib/reading-csv.server";
import { redirectWithToast } from "~/lib/route.server";
import { INTENTS } from "./import-intents";
import { meterPath } from "./paths";

const UNUSUAL = "unusual_consumption";

/** What the page shows after a post: a problem (a translation key) or none, the rows, and the text sent. */
export type ImportResult = { problem: string; rows: ImportRow[]; csv: string; unusual: boolean };

async function csvText(form: FormData) {
  const file = form.get("file");
  if (file instanceof File && file.size > 0) return file.size > MAX_IMPORT_BYTES ? null : file.text();
  const pasted = String(form.get("csv") ?? "");
  return pasted.length > MAX_IMPORT_BYTES ? null : pasted;
}

/**
 * Reads the CSV, asks the API to judge every row without saving, and shows the rows with their
 * problems, each under its line and field; only a confirmed import of a file without any saves, and
 * then all its rows at once. A consumption far above the meter's usual is no error but is confirmed
 * for the file. The text sent comes back, so the form keeps it for the next try.
 */
export async function importReadings(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  id: number,
) {
  const form = await request.formData();
  const text = await csvText(form);
  const answer = (result: Omit<ImportResult, "csv" | "unusual"> & { unusual?: boolean }, status = 200) =>
    data<ImportResult>({ unusual: false, ...result, csv: text ?? "" }, { status });
  if (text === null) return answer({ problem: "meterReadings.importTooLarge", rows: [] }, 413);
  const meter = await api.call(metersApi.get, { params: { org: organizationId, id } });
  const { rows, problem } = parseReadingCsv(text, meter.units);
  if (problem || rows.some((row) => row.problems.length)) {
    return answer({ problem: problem ?? "meterReadings.importRefused", rows }, 422);
  }
  const dryRun = form.get("intent") !== INTENTS.import;
  const confirmUnusual = form.get("confirmUnusual") !== null;
  let result;
  try {
    result = await api.call(readingsApi.import, {
      params: { org: organizationId, id },
      body: { rows: rows.map((row) => ({ ...row.reading!, confirmUnusual })), dryRun },
    });
  } catch (error) {
    // A value the page let through but the API did not: on its row and field, like the page's own.
    const refused = upstreamProblem(error);
    if (refused?.status !== 422 || !addRowRefusals(rows, rowRefusalsOf(refused.fieldErrors))) throw error;
    return answer({ problem: "meterReadings.importRefused", rows }, 422);
  }
  const refusals = result.refusals.map(({ row, field, code }) => ({ row, field, error: `validation.server.${code}` }));
  addRowRefusals(rows, refusals);
  const unusual = result.refusals.length > 0 && result.refusals.every((refusal) => refusal.code === UNUSUAL);
  if (result.refusals.length > 0 && !unusual) return answer({ problem: "meterReadings.importRefused", rows }, 422);
  if (unusual && !dryRun) return answer({ problem: "meterReadings.importConfirmUnusual", rows, unusual }, 422);
  if (dryRun) return answer({ problem: "", rows, unusual });
  return redirectWithToast(context, meterPath(id), "meterReadings.imported");
}
