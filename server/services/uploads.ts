import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { SNIFF_BYTES } from "./file-inspection";

/**
 * Where uploads wait while they arrive. Each file's name carries the process id, so that the files a
 * killed process left behind can be told from those of a process still running (see
 * removeAbandonedUploads).
 */
export const SPOOL_DIRECTORY = path.join(tmpdir(), "compliance-workbench-uploads");
const SPOOLED_NAME = /^(\d+)-[0-9a-f]{24}$/;

/** A file received from a multipart request, spooled to a temporary file while counted and hashed. */
export type SpooledFile = {
  field: string;
  fileName: string;
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, to tell the type. */
  head: Uint8Array;
};

export type MultipartUpload = { fields: Record<string, string>; files: SpooledFile[]; discard(): Promise<void> };

export class UploadTooLargeError extends Error {
  override name = "UploadTooLargeError";
}
export class MalformedUploadError extends Error {
  override name = "MalformedUploadError";
}

/**
 * Reads a multipart/form-data body without holding it in memory: each file goes to a temporary file
 * as it arrives, so a 25 MB upload costs a few hundred kilobytes of memory. The database is written
 * afterwards in one short transaction, never while waiting on a slow client.
 */
export async function receiveMultipart(
  request: Request,
  limits: { maxFileBytes: number; maxFiles: number },
): Promise<MultipartUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) {
    throw new MalformedUploadError("Expected a multipart/form-data body");
  }
  const fields: Record<string, string> = {};
  const files: SpooledFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };
  await mkdir(SPOOL_DIRECTORY, { recursive: true });
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send names as UTF-8 (busboy's default would read them as Latin-1); RFC 5987
      // `filename*` is read in the charset it names and wins over `filename`.
      defParamCharset: "utf8",
      // busboy stops a file on reaching fileSize; one byte more lets a file of exactly the limit through.
      limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles, fields: 20, fieldSize: 10_000, parts: 40 },
    });
  } catch (error) {
    // busboy refuses a content type without a boundary (or otherwise unparseable) as it starts.
    throw new MalformedUploadError(error instanceof Error ? error.message : "Malformed multipart content type");
  }
  const pending: Promise<void>[] = [];
  let failure: Error | null = null;

  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("file", (field, stream, info) => {
    const target = path.join(SPOOL_DIRECTORY, `${process.pid}-${randomBytes(12).toString("hex")}`);
    const spooled: SpooledFile = {
      field,
      fileName: info.filename ?? "",
      path: target,
      size: 0,
      sha256: "",
      head: new Uint8Array(),
    };
    files.push(spooled);
    const hash = createHash("sha256");
    const headParts: Buffer[] = [];
    let headLength = 0;
    stream.on("data", (chunk: Buffer) => {
      spooled.size += chunk.length;
      hash.update(chunk);
      if (headLength < SNIFF_BYTES) {
        headParts.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
    });
    stream.on("limit", () => {
      failure ??= new UploadTooLargeError(`A file is larger than ${limits.maxFileBytes} bytes`);
    });
    pending.push(
      pipeline(stream, createWriteStream(target)).then(() => {
        spooled.sha256 = hash.digest("hex");
        spooled.head = Buffer.concat(headParts);
      }),
    );
  });
  parser.on("filesLimit", () => {
    failure ??= new MalformedUploadError(`At most ${limits.maxFiles} file(s) per request`);
  });
  parser.on("partsLimit", () => {
    failure ??= new MalformedUploadError("Too many parts");
  });

  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream), parser);
    await Promise.all(pending);
  } catch (error) {
    // A broken form (e.g. cut off inside a file) fails each file's own pipeline too: wait for them, or
    // their rejections go unobserved, and an unhandled rejection ends the process.
    await Promise.allSettled(pending);
    await discard();
    if (failure) throw failure;
    throw new MalformedUploadError(error instanceof Error ? error.message : "Unreadable multipart body");
  }
  if (failure) {
    await discard();
    throw failure;
  }
  return { fields, files, discard };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Removes the uploads a killed process left in the spool directory: only files of our own naming,
 * older than this process, whose process is gone. Answers how many were removed.
 */
export async function removeAbandonedUploads(
  directory = SPOOL_DIRECTORY,
  startedAt = Date.now() - process.uptime() * 1000,
): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const pid = Number(SPOOLED_NAME.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= startedAt) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
