import { data, redirect, type AppLoadContext } from "@remix-run/node";
import writeXlsxFile from "write-excel-file/node";
import { columnLabelKey, IMPORT_REGISTERS } from "../../server/api/contracts/import-registers";
import { importsApi, type ImportOperations } from "../../server/api/contracts/imports";
import { MAX_IMPORT_BYTES } from "../../server/domain/import-limits";
import { operationPath } from "../../server/api/contracts/operation";
import { exceedsUploadLimit } from "../../server/domain/file-policy";
import { readProblem } from "~/api/client.server";
import { upstreamProblem } from "~/api/problem";
import { requireRouteAccess } from "~/auth/guards.server";
import { isRouteId, ROUTE_ACCESS, type OrganizationRouteId } from "~/auth/route-access";
import { discardBody, readMultipartForm, UnreadableFormError } from "~/files/multipart.server";
import { streamPartToApi } from "~/files/stream-upload.server";
import { megabytes } from "~/files/upload-feedback";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { redirectWithToast, requireId } from "~/lib/route.server";
import { errorToast, flashToast } from "~/toast/toast.server";
import { importPageAt, importPathOf, INTENTS, ROWS_PER_PAGE, type ImportPage } from "./import-pages";

type Step = "import" | "import-template" | "import-steps";

/** The import page the address names and the caller's access to it: the register's edit permission. */
export async function requireImportAccess(request: Request, context: AppLoadContext, step: Step) {
  const page = importPageAt(new URL(request.url).pathname);
  const routeId = `${page?.routes}/${step}`;
  if (!page || !isRouteId(routeId) || ROUTE_ACCESS[routeId].kind !== "organization") {
    throw new Response("Not found", { status: 404 });
  }
  const granted = await requireRouteAccess(request, context, routeId as OrganizationRouteId);
  const t = fixedT(granted.language);
  const { section, columns } = IMPORT_REGISTERS[page.register];
  // Every register's operations take and answer the same shapes; only their paths differ.
  const operations = importsApi[page.register] as ImportOperations as typeof importsApi.machines;
  return {
    ...granted,
    page,
    operations,
    t,
    registerTitle: t(page.title ?? `${section}.title`),
    labels: Object.fromEntries(columns.map((column) => [column.name, t(columnLabelKey(page.register, column))])),
  };
}

/** The register's template: its columns' labels in the reader's language, as CSV or as an Excel workbook. */
export async function importTemplate(request: Request, context: AppLoadContext) {
  const { page, labels, language } = await requireImportAccess(request, context, "import-template");
  const headers = Object.values(labels);
  const name = `${page.register}-import`;
  if (new URL(request.url).searchParams.get("format") !== "xlsx") {
    return csvResponse(`${name}.csv`, [headers], language);
  }
  const workbook = await writeXlsxFile([headers.map((value) => ({ value, fontWeight: "bold" as const }))]).toBuffer();
  return new Response(new Uint8Array(workbook), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${name}.xlsx"`,
      "Cache-Control": "private, no-store",
    },
  });
}

type Uploaded = { id: number } | { error: string };

/** What the API said of a file it refused, in the reader's words: too large, or the file's own code. */
async function refusalOf(response: Response): Promise<Uploaded> {
  const problem = await readProblem(response);
  if (response.status === 413)
    return { error: `imports.tooLarge|${JSON.stringify({ max: megabytes(MAX_IMPORT_BYTES) })}` };
  const code = problem.fieldErrors.file?.[0];
  if (response.status === 422 && code) return { error: `validation.server.${code}` };
  throw data(problem, { status: response.status >= 500 ? 502 : response.status });
}

/**
 * Sends the chosen file on to the API as it arrives, and goes to its mapping; a file the API refuses
 * stays on this page with the reason. Nothing of the file is in an address: the API holds it.
 */
export async function uploadForImport(request: Request, context: AppLoadContext) {
  const { api, organizationId, page, operations } = await requireImportAccess(request, context, "import");
  if (exceedsUploadLimit(request.headers.get("content-length"), MAX_IMPORT_BYTES + 64 * 1024)) {
    void discardBody(request);
    return data({ error: `imports.tooLarge|${JSON.stringify({ max: megabytes(MAX_IMPORT_BYTES) })}` }, { status: 413 });
  }
  let uploaded: Uploaded | null = null;
  const path = operationPath(operations.upload.path, { org: organizationId });
  try {
    await readMultipartForm(request, async (part) => {
      if (part.field !== "file" || uploaded) return;
      uploaded = await streamPartToApi(api, { method: "POST", path }, part, {}, async (response) =>
        response.ok ? { id: ((await response.json()) as { id: number }).id } : refusalOf(response),
      );
    });
  } catch (error) {
    if (!(error instanceof UnreadableFormError)) throw error;
  }
  const result = uploaded as Uploaded | null;
  if (!result) return data({ error: "imports.fileRequired" }, { status: 400 });
  if ("error" in result) return data(result, { status: 422 });
  return redirect(importPathOf(page, result.id));
}

/** The upload's state for its page: the mapping to choose, the rows checked, or what was made. */
export async function loadImport(request: Request, context: AppLoadContext, params: { importId?: string }) {
  const access = await requireImportAccess(request, context, "import-steps");
  const id = requireId({ id: params.importId });
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get("page")) || 1));
  const onlyBad = url.searchParams.get("rows") === "bad";
  const view = await access.api.call(access.operations.get, {
    params: { org: access.organizationId, id },
    query: { page: page - 1, size: ROWS_PER_PAGE, onlyBad },
  });
  const step = view.outcome ? "done" : !view.mapped || url.searchParams.has("mapping") ? "mapping" : "preview";
  return { access, view, step, page, onlyBad } as const;
}

/** Saves the mapping chosen, or runs the import (all rows, or the clean ones), and comes back to the page. */
export async function importStep(request: Request, context: AppLoadContext, params: { importId?: string }) {
  const { api, organizationId, page, operations } = await requireImportAccess(request, context, "import-steps");
  const id = requireId({ id: params.importId });
  const form = await request.formData();
  const intent = form.get("intent");
  const back = importPathOf(page, id);
  try {
    if (intent === INTENTS.map) {
      const mapping = Object.fromEntries(
        IMPORT_REGISTERS[page.register].columns.map((column) => {
          const chosen = String(form.get(`column.${column.name}`) ?? "");
          return [column.name, /^\d{1,3}$/.test(chosen) ? Number(chosen) : null];
        }),
      );
      await api.call(operations.map, { params: { org: organizationId, id }, body: { mapping } });
      return redirect(back);
    }
    const onlyClean = intent === INTENTS.runClean;
    await api.call(operations.run, { params: { org: organizationId, id }, body: { onlyClean } });
    return redirectWithToast(context, back, "imports.imported");
  } catch (error) {
    const problem = upstreamProblem(error);
    const code = problem?.status === 422 ? Object.values(problem.fieldErrors)[0]?.[0] : undefined;
    if (!code) throw error;
    const toast = errorToast(`validation.server.${code}`);
    return redirect(back, { headers: { "Set-Cookie": await flashToast(context, toast) } });
  }
}

export type { ImportPage };
