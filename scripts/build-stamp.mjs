// The build's stamp: a hash of everything the production build reads, written when a build ends, so a
// start can tell whether the build in build/ is that of the current sources.
//   node scripts/build-stamp.mjs clear    before a build (a build that fails leaves no stamp)
//   node scripts/build-stamp.mjs write    after it
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** What the production build reads: a change in any of these makes the next start build again. */
export const BUILD_INPUTS = [
  "app",
  "server",
  "public",
  "scripts",
  "patches",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "remix.config.ts",
  "tsconfig.json",
];
const STAMP = "build/inputs.sha256";
const OUTPUTS = ["build/main.js", "build/user-create.js", "build/server/index.js", "build/client"];

/** @param {string} root @returns {string[]} the input files, as paths relative to root with "/" */
function inputFiles(root) {
  return BUILD_INPUTS.flatMap((entry) => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [entry];
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((item) => item.isFile())
      .map((item) => path.relative(root, path.join(item.parentPath, item.name)).split(path.sep).join("/"))
      .sort();
  });
}

/** @param {string} root @returns {string} a SHA-256 of the inputs' names and contents */
export function inputsHash(root) {
  const hash = createHash("sha256");
  for (const file of inputFiles(root)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest("hex");
}

/** @param {string} root @returns {boolean} whether build/ holds a whole build of the current sources */
export function buildIsCurrent(root) {
  const stamp = path.join(root, STAMP);
  if (!OUTPUTS.every((output) => existsSync(path.join(root, output))) || !existsSync(stamp)) return false;
  return readFileSync(stamp, "utf8").trim() === inputsHash(root);
}

/** @param {string} root */
export const writeStamp = (root) => writeFileSync(path.join(root, STAMP), `${inputsHash(root)}\n`);
/** @param {string} root */
export const clearStamp = (root) => rmSync(path.join(root, STAMP), { force: true });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const command = process.argv[2];
  if (command === "clear") clearStamp(root);
  else if (command === "write") writeStamp(root);
  else {
    console.error("usage: node scripts/build-stamp.mjs clear|write");
    process.exit(2);
  }
}
