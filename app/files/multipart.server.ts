import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";

/** A file part of a form, handed on while it arrives. */
export type IncomingFile = { field: string; fileName: string; contentType: string; data: AsyncIterable<Uint8Array> };

/** The body is not a multipart form that can be read (no boundary, cut off, too many parts). */
export class UnreadableFormError extends Error {
  override name = "UnreadableFormError";
}

/**
 * Reads a multipart form as it arrives: its fields into an object, and each chosen file handed to
 * `onFile` one at a time, with the fields that came before it. busboy reads any name a browser
 * sends (quotes, `=`, `;`, UTF-8, RFC 5987 `filename*`), where Remix's own parser fails on some.
 */
export async function readMultipartForm(
  request: Request,
  onFile: (file: IncomingFile, fields: Record<string, string>) => Promise<void>,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  await readParts(
    request,
    50,
    (name, value) => (fields[name] = value),
    (file) => onFile(file, fields),
  );
  return fields;
}

/**
 * The same for a form whose fields repeat (the rows a bulk action was sent for, `id=3&id=5`): its
 * fields as FormData, at most `maxFields` of them.
 */
export async function readMultipartFormData(
  request: Request,
  maxFields: number,
  onFile: (file: IncomingFile) => Promise<void>,
): Promise<FormData> {
  const fields = new FormData();
  await readParts(request, maxFields, (name, value) => fields.append(name, value), onFile);
  return fields;
}

async function readParts(
  request: Request,
  maxFields: number,
  onField: (name: string, value: string) => void,
  onFile: (file: IncomingFile) => Promise<void>,
) {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: { fields: maxFields, fieldSize: 100_000, parts: maxFields + 150 },
    });
  } catch (error) {
    throw new UnreadableFormError(error instanceof Error ? error.message : "Not a multipart form");
  }
  if (!request.body) throw new UnreadableFormError("No body");

  let handled = Promise.resolve();
  let failure: unknown = null;
  parser.on("field", onField);
  parser.on("file", (field, stream, info) => {
    // An empty file input still sends a part, without a name.
    if (!info.filename) {
      stream.resume();
      return;
    }
    const file = { field, fileName: info.filename, contentType: info.mimeType, data: stream };
    handled = handled
      .then(() => (failure ? undefined : onFile(file)))
      .catch((error: unknown) => {
        failure ??= error;
      })
      // Whatever was not read goes, so that the parser can go on to the next part.
      .finally(() => stream.resume());
  });

  try {
    await pipeline(Readable.fromWeb(request.body as NodeWebReadableStream), parser);
  } catch (error) {
    await handled;
    throw failure ?? new UnreadableFormError(error instanceof Error ? error.message : "Unreadable form");
  }
  await handled;
  if (failure) throw failure;
}

/**
 * Reads and drops the body of a request that is refused before it was read (too large). Closing the
 * connection instead would show the browser a network error rather than the answer.
 */
export async function discardBody(request: Request) {
  const reader = request.body?.getReader();
  if (!reader) return;
  try {
    while (!(await reader.read()).done) {
      /* dropped */
    }
  } catch {
    /* the client went away: nothing left to drop */
  }
}
