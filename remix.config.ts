import type { VitePluginConfig } from "@remix-run/dev";

/** Options for the Remix Vite plugin (vite.config.ts hands them over); all v3 future flags on. */
export default {
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
} satisfies VitePluginConfig;
