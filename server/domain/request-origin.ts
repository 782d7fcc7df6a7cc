/**
 * Whether a browser says a request comes from another site. Browsers send Sec-Fetch-Site and, on
 * form posts, Origin; a request with neither (a script, the app calling its API in-process) is not
 * cross-site. `ownOrigins` are the origins this server answers for: the public URL first, because
 * behind a proxy the Host header may name an internal address.
 */
export function isCrossSiteRequest(
  headers: { secFetchSite?: string | null; origin?: string | null },
  ownOrigins: readonly string[],
): boolean {
  const { secFetchSite, origin } = headers;
  if (secFetchSite && secFetchSite !== "same-origin" && secFetchSite !== "none") return true;
  return typeof origin === "string" && !ownOrigins.includes(origin);
}
