import { createHash } from "node:crypto";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { Upstream } from "../../app/load-context";
import { detectLanguage } from "../../app/i18n/detect.server";
import { isLanguage } from "../domain/standards";

/** A public page kept rendered: its address, and the public API read whose answer the page shows. */
export type CachedPage = { page: RegExp; apiPath: (id: string, language: string) => string };

type Kept = { source: string; html: string; etag: string; headers: [string, string][] };

export type PublicPageCacheOptions = {
  pages: CachedPage[];
  upstream: Upstream;
  sessionCookie: string;
  /** Renders the page as the app would (the Remix handler, as a Fetch call). */
  render: (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>;
  maxEntries?: number;
};

const MAX_HTML = 512 * 1024;
// What the page's own answer may not carry into a kept copy, or is set again for every request.
const NOT_KEPT = new Set(["set-cookie", "date", "content-length", "transfer-encoding", "connection", "etag"]);

/**
 * Public policy and procedure pages are read far more often than they change: each is rendered once
 * per revision, language and address, and kept. Every request still asks the public API (cheap, and
 * kept by the API's read cache on the embedded database), and renders again only when its answer
 * differs from the one the kept page was made from: a new revision, a withdrawn page or a changed
 * logo shows at once. The page carries an ETag of its HTML, so a second visit is a 304. Requests with
 * a session pass through (their pages are private and may carry a toast).
 */
export function publicPageCache({
  pages,
  upstream,
  sessionCookie,
  render,
  maxEntries = 500,
}: PublicPageCacheOptions): RequestHandler {
  const kept = new Map<string, Kept>();
  const carriesSession = new RegExp(`(?:^|;\\s*)${sessionCookie}=[^;\\s]`);
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const found = pages.map((page) => ({ page, match: page.page.exec(req.path) })).find((entry) => entry.match);
    if (!found || carriesSession.test(req.headers.cookie ?? "")) return next();
    try {
      const request = fetchRequest(req);
      const asked = typeof req.query.lang === "string" ? req.query.lang : "";
      const reader = await detectLanguage(request);
      const language = isLanguage(asked) ? asked : reader;
      const answer = await upstream.fetch(
        new Request(`${upstream.baseUrl}${found.page.apiPath(found.match![1]!, language)}`, {
          headers: { accept: "application/json", "accept-language": language },
        }),
      );
      // Not public (or anything unexpected): the app answers as it always does.
      if (answer.status !== 200) return next();
      const source = await answer.text();
      // The document speaks the language asked for (on the address) or the reader's; the frame around it
      // always the reader's: a page is kept per reader's language and address.
      const key = `${reader} ${req.originalUrl}`;
      let page = kept.get(key);
      if (page?.source !== source) {
        kept.delete(key);
        const rendered = await render(request, req, res);
        const html = await rendered.text();
        if (rendered.status !== 200 || rendered.headers.has("set-cookie") || html.length > MAX_HTML) {
          return send(res, rendered.status, [...rendered.headers], html);
        }
        const headers = [...rendered.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
        page = { source, html, etag: `W/"${createHash("sha1").update(html).digest("base64url")}"`, headers };
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      }
      kept.delete(key);
      kept.set(key, page);
      res.set("ETag", page.etag);
      res.set("Cache-Control", "public, no-cache");
      res.vary("Accept-Language").vary("Cookie");
      // Express answers 304 itself when the request's If-None-Match holds this ETag.
      send(res, 200, page.headers, page.html);
    } catch (error) {
      next(error);
    }
  };
}

function send(res: ExpressResponse, status: number, headers: [string, string][], body: string) {
  for (const [name, value] of headers) {
    if (!NOT_KEPT.has(name.toLowerCase())) res.setHeader(name, value);
  }
  res.status(status).send(body);
}

/** The request as a Fetch GET request (a HEAD is answered from it), for the language detection and the render. */
function fetchRequest(req: ExpressRequest) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
    headers,
  });
}
