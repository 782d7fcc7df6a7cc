import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "@playwright/test";
import { deriveKey, seal, unseal } from "../../../server/domain/cipher";
import { e2eDataDir } from "./data-dir.mjs";

/** The secret the end-to-end server signs with (see support/serve.mjs): its sessions and unsubscribe links. */
export function sessionSecret() {
  if (process.env.DATABASE_URL) return process.env.SESSION_SECRET ?? "end-to-end-secret-end-to-end-secret-0123";
  return readFileSync(path.join(e2eDataDir(), "session-secret"), "utf8").trim();
}

/**
 * Makes the API forget the browser's session, as after an expiry: the app's cookie keeps the user
 * but now carries an API token the API has never issued.
 */
export async function expireApiSession(context: BrowserContext, baseURL: string) {
  const key = deriveKey(sessionSecret(), "bff-session");
  const cookie = (await context.cookies(baseURL)).find((c) => c.name === "__session");
  if (!cookie) throw new Error("not logged in");
  const sealed = JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString("utf8")) as string;
  const data = JSON.parse(unseal(sealed, key)!) as Record<string, unknown>;
  data.apiToken = "expired-token-the-api-does-not-know";
  const value = encodeURIComponent(Buffer.from(JSON.stringify(seal(JSON.stringify(data), key))).toString("base64"));
  await context.addCookies([{ ...cookie, value }]);
}
