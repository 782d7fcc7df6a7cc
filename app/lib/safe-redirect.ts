/**
 * A same-site path to go to after a form, or the fallback. Anything that could lead off the site
 * (absolute URLs, protocol-relative `//host`, backslash tricks) is refused: no open redirect.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  try {
    const url = new URL(target, "http://same.invalid");
    if (url.host !== "same.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
