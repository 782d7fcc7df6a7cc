import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
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

/** React, the router and Remix change together and load on every page: one file compresses best. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[\w-]+|turbo-stream)\//;

export default defineConfig({
  plugins: [browserTranslationPlugin(), tailwindcss(), remix(remixConfig), tsconfigPaths()],
  build: {
    target: "es2022",
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    rollupOptions: {
      output: { manualChunks: (id) => (FRAMEWORK.test(id) ? "framework" : undefined) },
    },
  },
  server: { hmr: { port: 24678 } },
});
