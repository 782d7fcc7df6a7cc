/**
 * What may be uploaded: documents, images, office files and plain text. A file's type is decided by
 * its bytes (see services/file-inspection.ts); its name may not claim a different type.
 */
export type AllowedType = { mime: string; extensions: readonly string[] };

/** Keyed by the type the bytes reveal (file-type's `ext`), or "text" for plain UTF-8 text. */
export const ALLOWED_TYPES: Record<string, AllowedType> = {
  pdf: { mime: "application/pdf", extensions: ["pdf"] },
  png: { mime: "image/png", extensions: ["png"] },
  jpg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
  gif: { mime: "image/gif", extensions: ["gif"] },
  webp: { mime: "image/webp", extensions: ["webp"] },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extensions: ["docx"] },
  xlsx: { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extensions: ["xlsx"] },
  pptx: { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", extensions: ["pptx"] },
  odt: { mime: "application/vnd.oasis.opendocument.text", extensions: ["odt"] },
  ods: { mime: "application/vnd.oasis.opendocument.spreadsheet", extensions: ["ods"] },
  odp: { mime: "application/vnd.oasis.opendocument.presentation", extensions: ["odp"] },
  // Legacy Office files share one container format; the extension tells which.
  cfb: { mime: "application/x-cfb", extensions: ["doc", "xls", "ppt"] },
  text: { mime: "text/plain", extensions: ["txt", "csv", "md", "log"] },
};

const LEGACY_OFFICE: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
};
const TEXT_TYPES: Record<string, string> = { csv: "text/csv; charset=utf-8" };

export const extensionOf = (fileName: string) => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : null;
};

export type TypeVerdict = { ok: true; contentType: string } | { ok: false; reason: "unsupported" | "mismatch" };

/**
 * The type to store for a file whose bytes were recognised as `detected` (undefined when not, "text"
 * for valid UTF-8 text): allowed types only, and a name whose extension fits them.
 */
export function judgeType(detected: string | undefined, fileName: string): TypeVerdict {
  const allowed = detected ? ALLOWED_TYPES[detected] : undefined;
  if (!detected || !allowed) return { ok: false, reason: "unsupported" };
  const extension = extensionOf(fileName);
  if (extension !== null && !allowed.extensions.includes(extension)) return { ok: false, reason: "mismatch" };
  if (detected === "cfb") {
    if (!extension) return { ok: false, reason: "unsupported" };
    return { ok: true, contentType: LEGACY_OFFICE[extension]! };
  }
  if (detected === "text") return { ok: true, contentType: TEXT_TYPES[extension ?? ""] ?? "text/plain; charset=utf-8" };
  return { ok: true, contentType: allowed.mime };
}

/** The type key `judgeType` takes for a stored content type. */
function detectedOf(contentType: string): string | undefined {
  if (Object.values(LEGACY_OFFICE).includes(contentType)) return "cfb";
  if (contentType.startsWith("text/")) return "text";
  return Object.keys(ALLOWED_TYPES).find((key) => ALLOWED_TYPES[key]!.mime === contentType);
}

/** Whether a stored file of `contentType` may be named `fileName`: a name never claims another type. */
export function nameFitsType(fileName: string, contentType: string): boolean {
  if (extensionOf(fileName) === null) return true;
  const verdict = judgeType(detectedOf(contentType), fileName);
  return verdict.ok && verdict.contentType === contentType;
}

export const MAX_FILE_NAME_LENGTH = 200;

/** Room for the multipart framing and a form's small fields around the file itself. */
export const UPLOAD_FRAMING_BYTES = 64 * 1024;

/**
 * Whether a request declares (Content-Length) more than one file of the limit can need: it is then
 * refused before its body is read. A request without a length is counted as it streams instead.
 */
export function exceedsUploadLimit(contentLength: string | null | undefined, maxFileBytes: number): boolean {
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared > maxFileBytes + UPLOAD_FRAMING_BYTES;
}

// C0 and C1 control characters: no file system or browser keeps them in a name.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const ONLY_DOTS = /^\.+$/;

export type FileNameProblem = "control_characters" | "dots_only";

/**
 * Why a name someone typed cannot be a file's name, or null when it can. A file's name is a label,
 * never a path on a disk, so slashes, quotes and the like are kept; downloads replace what a disk
 * cannot hold (see attachmentDisposition).
 */
export function fileNameProblem(name: string): FileNameProblem | null {
  if (name.search(CONTROL_CHARACTERS) !== -1) return "control_characters";
  if (ONLY_DOTS.test(name.trim())) return "dots_only";
  return null;
}

/** A name of at most `maxLength` characters: an overlong one is cut before its extension, which stays. */
export function shortenFileName(name: string, maxLength = MAX_FILE_NAME_LENGTH): string {
  const characters = [...name];
  if (characters.length <= maxLength) return name;
  const extension = extensionOf(name);
  const suffix = extension === null ? "" : name.slice(name.length - extension.length - 1);
  const stem = characters.slice(0, characters.length - suffix.length);
  return (
    stem
      .slice(0, maxLength - suffix.length)
      .join("")
      .trimEnd() + suffix
  );
}

/**
 * The name to store for an upload: the browser's name as it was, composed (NFC, as macOS sends
 * decomposed letters), without control characters, and short enough.
 */
export function safeFileName(name: string, fallback = "file"): string {
  const cleaned = name.normalize("NFC").replace(CONTROL_CHARACTERS, "").trim();
  return cleaned && !ONLY_DOTS.test(cleaned) ? shortenFileName(cleaned) : fallback;
}

const PATH_SEPARATORS = /[/\\]/g;

/** A header parameter's plain value for old clients: printable ASCII, nothing to escape. */
export const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["%\\]/g, "_");

/** A header parameter's extended value (RFC 5987 / 8187): the exact name, in UTF-8. */
export const extendedValue = (name: string) =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * Content-Disposition for a download: an ASCII fallback and the exact UTF-8 name (RFC 6266).
 * Path separators become "_", as a browser would do, so that no client takes a part of the name
 * for a folder.
 */
export function attachmentDisposition(name: string): string {
  const saved = safeFileName(name).replace(PATH_SEPARATORS, "_");
  return `attachment; filename="${asciiFallback(saved)}"; filename*=${extendedValue(saved)}`;
}

/** The largest safety data sheet read: one is rarely over 2 MB; a larger file is most likely scanned. */
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;
