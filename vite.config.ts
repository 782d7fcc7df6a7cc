import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import type { ManualChunkMeta } from "rollup";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const browserTranslation = fileURLToPath(new URL("./app/i18n/browser-translation.tsx", import.meta.url));

/**
 * Components call `useTranslation()` from react-i18next. The server keeps the real library (with
 * i18next); the browser gets app/i18n/browser-translation.tsx, the same `t` in a fraction of the bytes
 * (docs/decisions/006-javascript-budget.md). A component using anything else from react-i18next fails
 * the browser build, loudly.
 */
function browserTranslationPlugin(): Plugin {
  return {
    name: "browser-translation",
    enforce: "pre",
    resolveId(source, _importer, options) {
      return source === "react-i18next" && !options?.ssr ? browserTranslation : null;
    },
  };
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
  plugins: [browserTranslationPlugin(), tailwindcss(), remix(remixConfig), tsconfigPaths()],
  build: {
    target: "es2022",
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    rollupOptions: {
      output: {
        manualChunks: (id, { getModuleInfo }) =>
          !isSsrBuild && loadedByEveryPage(id, getModuleInfo) ? "every-page" : undefined,
      },
    },
  },
  server: { hmr: { port: 24678 } },
}));
