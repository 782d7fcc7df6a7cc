import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import type { ManualChunkMeta } from "rollup";
import { defineConfig } from "vite";
import license from "rollup-plugin-license";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Every hydrated page loads the entry, the root route and, signed in, the app's layout, with all they
 * import: React, the router, Remix, the shell. One file of those compresses best, and is cached once.
 */
const EVERY_PAGE = /\/app\/(entry\.client\.tsx|root\.tsx|routes\/app\/layout\.tsx)$/;
const everyPage = new Map<string, boolean>();

function loadedByEveryPage(id: string, moduleInfo: ManualChunkMeta["getModuleInfo"]): boolean {
  let answer = everyPage.get(id);
  if (answer === undefined) {
    everyPage.set(id, false); // within an import cycle: at worst a module keeps a file of its own
    const importers = moduleInfo(id)?.importers ?? [];
    answer = importers.some((importer) => EVERY_PAGE.test(importer) || loadedByEveryPage(importer, moduleInfo));
    everyPage.set(id, answer);
  }
  return answer;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  build: {
    target: "es2022",
    // Terser packs the browser's script a few per cent smaller than esbuild, and the licences of the
    // packages in it go to one file the about page links to, not into every page's script (decision 006).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    rollupOptions: {
      plugins: isSsrBuild
        ? []
        : [license({ thirdParty: { output: { file: "build/client/third-party-licenses.txt" } } })],
      output: {
        manualChunks: (id, { getModuleInfo }) =>
          !isSsrBuild && loadedByEveryPage(id, getModuleInfo) ? "every-page" : undefined,
      },
    },
  },
  server: { hmr: { port: 24678 } },
}));
