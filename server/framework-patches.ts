import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The framework files the application patches (`patches/`, applied by patch-package on `npm install`;
 * decision 007): each package with the version its patch was made for and the file the patch changes,
 * which then carries the marker line. An upgrade of the package, or an install that skipped the
 * patches (`--ignore-scripts`), leaves the router matching every route again on every call: correct,
 * but a fifth of a page's time slower.
 */
export const FRAMEWORK_PATCHES = [
  { name: "@remix-run/react", version: "2.17.5", file: "dist/server.js" },
  { name: "@remix-run/router", version: "1.23.3", file: "dist/router.cjs.js" },
  { name: "react-router-dom", version: "6.30.4", file: "server.js" },
] as const;

export const PATCH_MARKER = "Patched by the application (patches/)";

const require = createRequire(import.meta.url);

/** The patches that do not hold in the installed packages, each said in a sentence. */
export function frameworkPatchProblems(): string[] {
  return FRAMEWORK_PATCHES.flatMap(({ name, version, file }) => {
    const packageFile = require.resolve(`${name}/package.json`);
    const installed = (JSON.parse(readFileSync(packageFile, "utf8")) as { version: string }).version;
    if (installed !== version) return [`${name} is ${installed}, its patch was made for ${version}`];
    const patched = readFileSync(path.join(path.dirname(packageFile), file), "utf8").includes(PATCH_MARKER);
    return patched ? [] : [`${name} ${version} is installed without its patch (npm install runs patch-package)`];
  });
}
