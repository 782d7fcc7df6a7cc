const SAME_SITE = "http://same.invalid";

/**
 * A same-site path to go to after a form, or the fallback: no open redirect. The target is judged
 * after the URL parser has normalized it, as the browser will: `/.//evil.example`, `/%2e//…` and
 * `/./\evil.example` all become `//evil.example`, which a browser reads as another host.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE || url.pathname.startsWith("//") || url.pathname.includes("\\")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
