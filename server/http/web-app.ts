import { readdirSync } from "node:fs";
import { createRequestHandler } from "@remix-run/express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "@remix-run/node";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ServerLoadContext, Upstream } from "../../app/load-context";
import type { Config } from "../config";
import { trustFunction } from "../domain/client-address";
import { requestScope, type Logger } from "../logger";
import { SESSION_COOKIE_NAME } from "../../app/session/cookie-name";
import { literalOddPaths } from "./malformed-paths";
import { privateWhenSignedIn } from "./private-pages";
import { type CachedPage, publicPageCache } from "./public-page-cache";
import { sameOriginOnly } from "./same-origin";
import { securityHeaders } from "./security-headers";

export type WebAppOptions = {
  config: Config;
  logger: Logger;
  upstream: Upstream;
  /** The Remix server build, or a function that loads it per request (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves built or on-the-fly assets, before the Remix handler. */
  assets: RequestHandler[];
};

/** The public document pages and the public API reads they show (the loaders ask the same). */
const PUBLIC_DOCUMENT_PAGES: CachedPage[] = [
  {
    page: /^\/leadership\/policies\/([A-Za-z0-9_-]{22})\/public$/,
    apiPath: (id, language) => `/policies/${id}?language_alpha2=${language}`,
  },
  {
    page: /^\/operation\/procedures\/([A-Za-z0-9_-]{22})\/public$/,
    apiPath: (id, language) => `/procedures/${id}?language_alpha2=${language}`,
  },
];

/** The page tier: security headers, compression, static assets and the Remix handler. */
export function createWebApp({ config, logger, upstream, build, assets }: WebAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.use(literalOddPaths);
  app.set("trust proxy", trustFunction(config.trustProxy));
  const development = config.env === "development";
  app.use(securityHeaders({ development, https: config.publicUrl.startsWith("https://") }));
  app.use(compression());
  app.use(...assets);
  app.use(sameOriginOnly(config.publicUrl));
  app.use(privateWhenSignedIn(SESSION_COOKIE_NAME));
  const mode = development ? "development" : "production";
  const getLoadContext = (req: express.Request, res: express.Response): ServerLoadContext => ({
    requestId: requestScope.getStore()?.requestId ?? "",
    clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
    cspNonce: String(res.locals.cspNonce ?? ""),
    upstream,
    secureCookies: config.publicUrl.startsWith("https://"),
    publicUrl: config.publicUrl,
    sessionSecret: config.sessionSecret,
    maxUploadBytes: config.maxUploadBytes,
    development,
    log: {
      error: (details, message) => logger.error(details, message),
      warn: (details, message) => logger.warn(details, message),
      info: (details, message) => logger.info(details, message),
    },
  });
  const renderPage = createFetchHandler(build, mode);
  app.use(
    publicPageCache({
      pages: PUBLIC_DOCUMENT_PAGES,
      upstream,
      sessionCookie: SESSION_COOKIE_NAME,
      render: (request, req, res) => renderPage(request, getLoadContext(req, res)),
    }),
  );
  app.all("*", createRequestHandler({ build, mode, getLoadContext }));
  return app;
}

/** Long-lived caching for fingerprinted build output, a short one for the rest of /public. */
export function builtAssets(clientDir: string): RequestHandler[] {
  const router = express.Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  // Only addresses under a name /public has: a page request then costs no file-system lookup.
  const publicNames = new Set(readdirSync(clientDir).filter((name) => name !== "assets"));
  const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
  router.use((request, response, next) => {
    const name = request.path.split("/")[1] ?? "";
    if (publicNames.has(name)) return publicFiles(request, response, next);
    next();
  });
  return [router];
}
