import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Api } from "../api/app";
import { API_BASE } from "../api/app";
import type { Database } from "../db/client";
import { requestScope, type Logger } from "../logger";

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

export type AppServerOptions = {
  logger: Logger;
  /** The API to mount under /api/v1; absent when this process is a page tier in front of API_URL. */
  api?: Api;
  database?: Database;
  /** A page tier in front of API_URL: whether that API tier is ready (it has the database). */
  upstreamReady?: (timeoutMs: number) => Promise<void>;
  web: NodeHandler;
};

const REQUEST_ID = /^[\w.-]{1,100}$/;
// A calendar feed's address is its only key: the access log keeps that it was read, not the key.
const loggedUrl = (url: string | undefined) => url?.replace(/(\/calendar-feeds\/)[^/?#]+/, "$1…");
const READY_TIMEOUT_MS = 2000;

/**
 * The HTTP entry: health probes, the API (before anything parses bodies) and the pages. Every request
 * runs in a request-id scope and ends with one access-log line.
 */
export function createAppServer({ logger, api, database, upstreamReady, web }: AppServerOptions) {
  let draining = false;
  const apiListener = api
    ? getRequestListener((request, env) => api.fetch(request, env), {
        overrideGlobalObjects: false,
        autoCleanupIncoming: false,
      })
    : undefined;

  const server = createServer((req, res) => {
    const given = req.headers["x-request-id"];
    const requestId = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      requestScope.run({ requestId }, () =>
        logger.info(
          { method: req.method, url: loggedUrl(req.url), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
          "request",
        ),
      );
    });
    // While draining, each answer ends its connection: the client's next request opens a new one,
    // which the load balancer sends to another process.
    if (draining) res.setHeader("Connection", "close");
    requestScope.run({ requestId }, () => {
      const url = req.url ?? "/";
      if (url === "/healthz") return sendJson(res, 200, { status: "ok" });
      if (url === "/readyz") return void readiness(res);
      if (apiListener && (url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`))) {
        return void apiListener(req, res);
      }
      web(req, res);
    });
  });

  async function readiness(res: ServerResponse) {
    if (draining) return sendJson(res, 503, { status: "draining" });
    try {
      if (database) await withTimeout(database.ping(), READY_TIMEOUT_MS);
      if (upstreamReady) await withTimeout(upstreamReady(READY_TIMEOUT_MS), READY_TIMEOUT_MS);
      sendJson(res, 200, { status: "ok", database: database?.kind ?? "api tier" });
    } catch (error) {
      logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "readiness check failed");
      sendJson(res, 503, { status: "unavailable" });
    }
  }

  return {
    server,
    /**
     * Answer /readyz with 503 and go on serving for `notifyMs`, so load balancers see it and stop
     * sending; then stop taking connections, let in-flight requests finish, and resolve.
     */
    async drain(graceMs: number, notifyMs = 0) {
      draining = true;
      if (notifyMs > 0) await new Promise((resolve) => setTimeout(resolve, notifyMs));
      return new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

function withTimeout<T>(promise: Promise<T>, ms: number) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
