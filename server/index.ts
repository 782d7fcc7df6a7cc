import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { builtAssets } from "./http/web-app";
import { start } from "./start";

// Bundled to build/main.js, beside the Remix output in build/server and build/client.
const buildDir = path.dirname(fileURLToPath(import.meta.url));

process.env.NODE_ENV ??= "production";

await start({}, async () => {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  return { build, assets: builtAssets(path.join(buildDir, "client")) };
});
