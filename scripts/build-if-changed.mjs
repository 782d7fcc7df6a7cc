// `npm start` and the browser tests: build only when the sources changed since the last build
// (scripts/build-stamp.mjs).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (buildIsCurrent(root)) {
  console.log("The build is current: no source changed since it was made.");
} else {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
