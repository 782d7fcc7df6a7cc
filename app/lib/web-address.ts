/**
 * An address the browser may be sent to in a page (a link, a refresh): an absolute http(s) address as
 * the URL parser writes it, or null for anything else (a `javascript:` or `data:` address, a path).
 */
export function webAddress(address: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
}
