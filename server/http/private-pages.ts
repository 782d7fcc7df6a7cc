import type { RequestHandler } from "express";

/**
 * Pages and their `.data` answered to a request that carries a session are the user's own: no cache
 * may keep them, so Back after log-out (or the next user of a shared computer) cannot bring them back
 * from the browser's cache. A response that chose its own caching (a download, the versioned
 * translations) keeps its choice. Set at the last moment, because the page's headers come later.
 */
export function privateWhenSignedIn(sessionCookie: string): RequestHandler {
  const carriesSession = new RegExp(`(?:^|;\\s*)${sessionCookie}=[^;\\s]`);
  return (req, res, next) => {
    if (!carriesSession.test(req.headers.cookie ?? "")) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", "private, no-store");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
