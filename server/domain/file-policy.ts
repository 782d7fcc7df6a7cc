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

// Control characters and what file systems or headers reserve.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f"<>:|?*]/g;

/** A file name that is safe in a header and on any disk: no paths, control characters or quotes. */
export function safeFileName(name: string, fallback = "file"): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE_NAME_CHARACTERS, "").replace(/\s+/g, " ").trim().slice(0, 200);
  return cleaned && cleaned !== "." && cleaned !== ".." ? cleaned : fallback;
}

/** Content-Disposition for a download: an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, "_").replace(/[%\\]/g, "_");
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
