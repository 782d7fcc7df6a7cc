process.env.NODE_ENV ??= "development";

import type { ServerBuild } from "@remix-run/node";
import express, { type RequestHandler } from "express";
import { start } from "./start";

// Development: Vite in middleware mode inside this same server, so /api/v1 is mounted as in production.
await start({ env: "development" }, async () => {
  const vite = await import("vite").then((module) =>
    module.createServer({ server: { middlewareMode: true }, appType: "custom" }),
  );
  return {
    build: () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
    assets: [
      vite.middlewares as unknown as RequestHandler,
      express.static("public", { maxAge: "1h" }) as RequestHandler,
    ],
    close: () => vite.close(),
  };
});
