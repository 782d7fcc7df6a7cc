import { createCookie, type AppLoadContext } from "@remix-run/node";
import { deriveKey, seal, unseal } from "../../server/domain/cipher";

/**
 * A secret made by an action (a calendar link, an API token) travels to the page shown next in a sealed
 * cookie that lives a minute and is read once: it works without script, and the secret never shows in
 * an address or a browser's history. The cookie's path must cover where the page's data is read: with
 * scripts, at `<page>.data`.
 */
export function shownOnce(context: AppLoadContext, name: string, path: string) {
  const key = deriveKey(context.sessionSecret, `shown-once:${name}`);
  const cookie = createCookie(name, {
    path,
    httpOnly: true,
    sameSite: "lax",
    secure: context.secureCookies,
    maxAge: 60,
  });
  return {
    /** The Set-Cookie header that carries the secret to the next page. */
    keep: (secret: string) => cookie.serialize(seal(secret, key)),
    /** The secret, if this is the page shown right after, and the header that forgets it. */
    async take(request: Request) {
      const sealed: unknown = await cookie.parse(request.headers.get("Cookie"));
      if (typeof sealed !== "string" || !sealed) return { secret: null, headers: undefined };
      return { secret: unseal(sealed, key), headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) } };
    },
  };
}
