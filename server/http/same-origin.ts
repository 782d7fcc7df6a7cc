import type { RequestHandler } from "express";
import { isCrossSiteRequest } from "../domain/request-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// A mail program's one-click unsubscribe (RFC 8058) posts from wherever it runs; the signed token in
// the address is the request's whole authority, so where it comes from does not matter.
const CARRIES_ITS_OWN_AUTHORITY = new Set(["/unsubscribe"]);

/**
 * Cross-site request forgery defence for every form post and action: besides SameSite=Lax cookies, a
 * state-changing request must come from a page of this site. Browsers say where a request comes from
 * (Sec-Fetch-Site, Origin); a request that says it comes from elsewhere is refused. This works for
 * plain HTML forms, with or without JavaScript.
 */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const headers = { secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") };
    if (!CARRIES_ITS_OWN_AUTHORITY.has(req.path) && isCrossSiteRequest(headers, [publicOrigin, ownOrigin])) {
      res.status(403).type("text/plain").send("Cross-site requests are not accepted.");
      return;
    }
    // Judged here (or needing no judgement), against PUBLIC_URL too. Remix would judge the Origin again against the Host (or
    // X-Forwarded-Host) header alone and answer 500 to a proxy that passes the public origin on
    // with an internal Host, so it does not see the header it cannot judge rightly.
    delete req.headers.origin;
    next();
  };
}
