import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

const port = () => process.env.E2E_PORT ?? "3210";

/**
 * The end-to-end server's embedded database, one per port: two suites on different ports never share
 * (or delete) each other's database.
 */
export const e2eDataDir = () => path.join(root, `tests/.cache/e2e-data-${port()}`);

/** The demo users' signed-in sessions, per port as the server they were signed in to. */
export const e2eSignInDir = () => path.join(root, `tests/.cache/e2e-sign-in-${port()}`);

/** Where the end-to-end server's mails land, one JSON file each (support/serve.mjs, support/mailbox.ts). */
export const e2eMailDir = () => path.join(e2eDataDir(), "mails");
