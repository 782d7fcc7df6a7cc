// Bundles the HTTP entry (server/index.ts) to build/main.js and ships the SQL migrations beside it.
import { cpSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("server/db/migrations", "build/migrations", { recursive: true });
