import { fileTypeFromBuffer } from "file-type";
import { judgeType, type TypeVerdict } from "../domain/file-policy";

/** How much of a file is read to tell its type: enough for office containers' first entries. */
export const SNIFF_BYTES = 64 * 1024;

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  // The sample may end inside a multi-byte character: allow up to three bytes to be cut off.
  for (const cut of [0, 1, 2, 3]) {
    try {
      decoder.decode(bytes.subarray(0, Math.max(0, bytes.length - cut)));
      return true;
    } catch {
      /* try a shorter sample */
    }
  }
  return false;
}

/** Decides a file's type from its first bytes (not from its name or the type the browser claimed). */
export async function inspectFileType(head: Uint8Array, fileName: string): Promise<TypeVerdict> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return judgeType(detected.ext, fileName);
  return judgeType(isUtf8Text(head) ? "text" : undefined, fileName);
}
