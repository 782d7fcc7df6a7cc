import { readFile } from "node:fs/promises";
import type { Context } from "hono";
import { exceedsUploadLimit } from "../domain/file-policy";
import { camelKeys } from "../domain/wire-casing";
import { IMPORT_DEFINITIONS } from "../services/imports/definitions";
import { chooseMapping, holdUpload, runImport, viewImport } from "../services/imports/kit";
import { readImportFile } from "../services/imports/read-file";
import type { ImportScope } from "../services/imports/definition";
import { MalformedUploadError, receiveMultipart, UploadTooLargeError } from "../services/uploads";
import { placementOf } from "./circle";
import { MAX_IMPORT_BYTES } from "../domain/import-limits";
import { IMPORT_REGISTER_NAMES, type ImportRegisterName } from "./contracts/import-registers";
import { importsApi } from "./contracts/imports";
import type { ApiEnv } from "./env";
import { currentUser } from "./middleware/session";
import { ApiError, invalid, PROBLEM_TYPES } from "./problem";
import { addStreamingRoute, createRouter, guarded, respond } from "./router";
import { tooLarge } from "./uploads";

async function scopeOf(c: Context<ApiEnv>): Promise<ImportScope> {
  return { ...(await placementOf(c)), userId: currentUser(c).id };
}

/** The one file of an import's upload, read whole: a few megabytes at most. */
async function receiveImportFile(c: Context<ApiEnv>) {
  const maxBytes = Math.min(MAX_IMPORT_BYTES, c.var.deps.config.maxUploadBytes);
  if (exceedsUploadLimit(c.req.header("content-length"), maxBytes)) throw tooLarge(maxBytes);
  const upload = await receiveMultipart(c.req.raw, { maxFileBytes: maxBytes, maxFiles: 1 }).catch((error) => {
    if (error instanceof UploadTooLargeError) throw tooLarge(maxBytes);
    if (error instanceof MalformedUploadError)
      throw new ApiError(400, PROBLEM_TYPES.malformed, "Bad request", error.message);
    throw error;
  });
  try {
    const file = upload.files.find((candidate) => candidate.field === "file");
    if (!file) throw invalid([{ path: "file", message: "A file is required", code: "required" }]);
    if (file.size === 0) throw invalid([{ path: "file", message: "The file is empty", code: "empty_file" }]);
    return { fileName: file.fileName, bytes: new Uint8Array(await readFile(file.path)) };
  } finally {
    await upload.discard();
  }
}

function registerRoutes(register: ImportRegisterName) {
  const operations = importsApi[register];
  const definition = IMPORT_DEFINITIONS[register];
  const view = async (c: Context<ApiEnv>, id: number, query = { page: 0, size: 50 }) =>
    viewImport(c.var.deps.db, await scopeOf(c), definition, register, id, query);
  const router = createRouter()
    .openapi(guarded(operations.get), async (c) => {
      const query = camelKeys(c.req.valid("query"));
      return c.json(respond(operations.get, await view(c, c.req.valid("param").id, query)), 200);
    })
    .openapi(guarded(operations.map), async (c) => {
      const { id } = c.req.valid("param");
      await chooseMapping(c.var.deps.db, await scopeOf(c), register, id, c.req.valid("json").mapping);
      return c.json(respond(operations.map, await view(c, id)), 200);
    })
    .openapi(guarded(operations.run), async (c) => {
      const { id } = c.req.valid("param");
      const onlyClean = c.req.valid("json").only_clean;
      await runImport(c.var.deps.db, await scopeOf(c), definition, register, id, onlyClean);
      // Memberships are read through the directory's cache: forgotten, as after the member form's save.
      if (register === "members") c.var.deps.caches.directory.forget();
      return c.json(respond(operations.run, await view(c, id)), 200);
    });
  addStreamingRoute(router, guarded(operations.upload), async (c) => {
    const { fileName, bytes } = await receiveImportFile(c);
    const table = await readImportFile(bytes, fileName);
    const id = await holdUpload(c.var.deps.db, await scopeOf(c), register, fileName, table);
    return c.json(respond(operations.upload, await view(c, id)), 201);
  });
  return router;
}

/** The import kit's routes (decision 043): upload, map, check and run, for each register it serves. */
export const importRoutes = IMPORT_REGISTER_NAMES.reduce(
  (router, register) => router.route("/", registerRoutes(register)),
  createRouter(),
);
