import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a first load of each page fetches, read from the production build: the entry, then
 * every route of the page's chain (root to leaf) with their static imports, followed through the
 * built files themselves so a chunk the manifest leaves out is still counted. Sizes are gzip at
 * level 9 (what a server compressing static files ahead of time sends; level 6 is ~1% larger).
 */

const BUILD = resolve("build");
const ASSETS = join(BUILD, "client", "assets");

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export interface PageBudget {
  routeId: string;
  hydrates: boolean;
  files: FileSize[];
  gzip: number;
}

interface ManifestEntry {
  module: string;
  imports?: string[];
}

interface ServerRoute {
  parentId?: string;
  module: { default?: unknown; handle?: { hydrate?: boolean } };
}

function readClientManifest(): { entry: ManifestEntry; routes: Record<string, ManifestEntry> } {
  const file = readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("No Remix manifest in build/client/assets: run `npm run build` first");
  const source = readFileSync(join(ASSETS, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

const sizes = new Map<string, FileSize>();
function sizeOf(file: string): FileSize {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(BUILD, "client", file));
    size = { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(file, size);
  }
  return size;
}

// Static imports between built chunks: `import{a as b}from"./x.js"` and `import"./x.js"`.
// Dynamic `import("./x.js")` is left out on purpose: it loads later, when needed.
const STATIC_IMPORT = /(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[\w.-]+\.js)["']/g;

function withStaticImports(files: Iterable<string>): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(BUILD, "client", file), "utf8");
    for (const [, relative] of source.matchAll(STATIC_IMPORT)) queue.push(`/assets/${relative!.slice(2)}`);
  }
  return [...seen];
}

/** Every page route of the build (resource routes have no component and ship nothing). */
export async function pageBudgets(): Promise<PageBudget[]> {
  const manifest = readClientManifest();
  const server = (await import(pathToFileURL(join(BUILD, "server", "index.js")).href)) as {
    routes: Record<string, ServerRoute>;
  };
  const chainOf = (id: string): string[] => {
    const parent = server.routes[id]?.parentId;
    return parent ? [...chainOf(parent), id] : [id];
  };
  return Object.entries(server.routes)
    .filter(([id, route]) => id !== "root" && route.module.default)
    .map(([routeId]) => {
      const chain = chainOf(routeId);
      const hydrates = chain.every((id) => server.routes[id]!.module.handle?.hydrate !== false);
      if (!hydrates) return { routeId, hydrates, files: [], gzip: 0 };
      const roots = [manifest.entry, ...chain.map((id) => manifest.routes[id]!)].flatMap((entry) => [
        entry.module,
        ...(entry.imports ?? []),
      ]);
      const files = withStaticImports(roots)
        .map(sizeOf)
        .sort((a, b) => b.gzip - a.gzip);
      return { routeId, hydrates, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
    });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function describeBudget(page: PageBudget): string {
  const lines = page.files.map((file) => `  ${kb(file.gzip).padStart(9)}  ${file.file}`);
  return `${page.routeId}: ${kb(page.gzip)} gzip in ${page.files.length} files\n${lines.join("\n")}`;
}
