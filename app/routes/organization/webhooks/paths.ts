// Shared by the pages and their server modules: a `*.server.ts` exports nothing a component needs.
export const WEBHOOKS_PATH = "/organization/webhooks";
export const webhookPath = (id: number) => `${WEBHOOKS_PATH}/${id}`;
export const DELIVERIES_PAGE_SIZE = 10;
export const WEBHOOK_INTENTS = { test: "test", rotate: "rotate", redeliver: "redeliver" } as const;
