import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const keys = new Map<string, Buffer>();

/** A 256-bit key for one purpose, derived from the application secret. */
export function deriveKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\0${secret}`;
  let key = keys.get(id);
  if (!key) keys.set(id, (key = createHash("sha256").update(id).digest()));
  return key;
}

/** AES-256-GCM: the content (a cookie's, a kept secret's) is hidden and any change to it is detected. */
export function seal(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function unseal(sealed: string, key: Buffer): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    if (raw.length < 29) return null;
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
