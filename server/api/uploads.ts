import type { Context } from "hono";
import { exceedsUploadLimit, safeFileName } from "../domain/file-policy";
import { createFile } from "../services/files";
import { inspectFileType } from "../services/file-inspection";
import { MalformedUploadError, receiveMultipart, UploadTooLargeError, type MultipartUpload } from "../services/uploads";
import type { ApiEnv } from "./env";
import { currentUser } from "./middleware/session";
import { ApiError, invalid, PROBLEM_TYPES } from "./problem";

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The answer to a file above the limit, which names the limit. */
export const tooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    PROBLEM_TYPES.tooLarge,
    "Payload too large",
    `The file is larger than ${megabytes(maxBytes)} MB, the most that can be uploaded`,
    undefined,
    undefined,
    { max_bytes: maxBytes },
  );

/**
 * Receives exactly one uploaded file (field `file`) and decides its type from its bytes. The caller
 * stores it and must call `discard()` afterwards, whatever happens. `keptName`: the name the stored
 * file keeps (a replaced content), which the new bytes must fit as well as their own upload's name.
 * `maxBytes`: a limit below the configured one, for an upload read rather than stored.
 */
export async function receiveOneFile(
  c: Context<ApiEnv>,
  keptName?: string,
  maxBytes = c.var.deps.config.maxUploadBytes,
) {
  if (exceedsUploadLimit(c.req.header("content-length"), maxBytes)) throw tooLarge(maxBytes);
  let upload: MultipartUpload;
  try {
    upload = await receiveMultipart(c.req.raw, { maxFileBytes: maxBytes, maxFiles: 1 });
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw tooLarge(maxBytes);
    if (error instanceof MalformedUploadError) {
      throw new ApiError(400, PROBLEM_TYPES.malformed, "Bad request", error.message);
    }
    throw error;
  }
  try {
    const file = upload.files.find((candidate) => candidate.field === "file");
    if (!file) throw invalid([{ path: "file", message: "A file is required", code: "required" }]);
    if (file.size === 0) throw invalid([{ path: "file", message: "The file is empty", code: "empty_file" }]);
    const verdict = await inspectFileType(file.head, file.fileName);
    if (!verdict.ok) {
      throw new ApiError(
        415,
        PROBLEM_TYPES.unsupportedType,
        "Unsupported media type",
        verdict.reason === "mismatch"
          ? "The file's content does not match its name"
          : "Only PDF, images, office documents and text files can be uploaded",
      );
    }
    if (keptName === undefined) return { upload, file, contentType: verdict.contentType, fields: upload.fields };
    const kept = await inspectFileType(file.head, keptName);
    if (!kept.ok) {
      const message = "The new content's type does not match the file's name";
      throw invalid([{ path: "file", message, code: "file_type_of_name" }]);
    }
    return { upload, file, contentType: kept.contentType, fields: upload.fields };
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

/** Stores the one uploaded file as a catalogue file (no organization): a legislation's text, an SDS. */
export async function storeCatalogueFile(c: Context<ApiEnv>) {
  const received = await receiveOneFile(c);
  try {
    return await createFile(
      c.var.deps.db,
      { userId: currentUser(c).id },
      { organizationId: null },
      { contentType: received.contentType, upload: received.file },
      { standalone: false, name: safeFileName(received.file.fileName) },
    );
  } finally {
    await received.upload.discard();
  }
}
