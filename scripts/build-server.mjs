// Bundles the HTTP entry (server/index.ts) to build/main.js and the user script to build/user-create.js
// (an image without development packages runs it with node), and ships the SQL migrations beside them.
import { cpSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/index.ts", "user-create": "scripts/user-create.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("server/db/migrations", "build/migrations", { recursive: true });
