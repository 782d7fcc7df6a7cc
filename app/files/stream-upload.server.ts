import { randomBytes } from "node:crypto";
import type { ApiClient } from "~/api/client.server";
import { readProblem } from "~/api/client.server";
import type { FileItem } from "~/api/files.server";
import type { UpstreamProblem } from "~/api/problem";
import { asciiFallback, extendedValue } from "../../server/domain/file-policy";
import { fileMetadata } from "../../server/api/schemas/files";
import { revive } from "../../server/api/contracts/wire-schema";

export type UploadResult = { fileName: string } & (
  { ok: true; file: FileItem } | { ok: false; problem: UpstreamProblem }
);

const encoder = new TextEncoder();

// Field names are the page's own (intent, standalone): plain words.
const quoted = (value: string) => value.replace(/["\r\n\\]/g, "_");

/** The file's name, whatever it holds, in a form the API reads back exactly (it prefers `filename*`). */
const fileDisposition = (fileName: string) =>
  `form-data; name="file"; filename="${asciiFallback(fileName)}"; filename*=${extendedValue(fileName)}`;

/**
 * Passes one uploaded file on to the API as it arrives: the browser's bytes are wrapped in a fresh
 * multipart body and streamed, never held whole in memory. Whatever the API answers, the rest of the
 * part is drained so the browser's request can be read on. `read` takes the API's answer.
 */
export async function sendFileToApi<T>(
  api: ApiClient,
  target: { method: "POST" | "PUT"; path: string },
  part: { fileName: string; contentType: string; data: AsyncIterable<Uint8Array> },
  fields: Record<string, string>,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const boundary = `----upload${randomBytes(12).toString("hex")}`;
  const iterator = part.data[Symbol.asyncIterator]();
  const head =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
    `--${boundary}\r\nContent-Disposition: ${fileDisposition(part.fileName)}\r\n` +
    `Content-Type: ${part.contentType || "application/octet-stream"}\r\n\r\n`;
  let stage: "head" | "body" | "done" = "head";
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === "head") {
        stage = "body";
        controller.enqueue(encoder.encode(head));
        return;
      }
      const next = await iterator.next();
      if (!next.done) {
        controller.enqueue(next.value);
        return;
      }
      stage = "done";
      controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
      controller.close();
    },
  });
  try {
    const response = await api.send(target.method, target.path, {
      stream: { body, contentType: `multipart/form-data; boundary=${boundary}` },
    });
    return await read(response);
  } finally {
    for (let rest = await iterator.next(); !rest.done; rest = await iterator.next()) {
      /* drain what the API did not read */
    }
  }
}

/** A file streamed on to the API's file store (sendFileToApi), answered as its stored file or the API's problem. */
export function streamFileToApi(
  api: ApiClient,
  target: { method: "POST" | "PUT"; path: string },
  part: { fileName: string; contentType: string; data: AsyncIterable<Uint8Array> },
  fields: Record<string, string> = {},
): Promise<UploadResult> {
  return sendFileToApi(api, target, part, fields, async (response) =>
    response.ok
      ? { fileName: part.fileName, ok: true, file: revive(fileMetadata, await response.json()) as FileItem }
      : { fileName: part.fileName, ok: false, problem: await readProblem(response) },
  );
}
