import type { IncomingMessage } from "node:http";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { DataVersion } from "../db/data-version";
import type { JobWake } from "../jobs/wake";
import type { Logger } from "../logger";
import type { OrganizationAccess } from "../services/organization-directory";
import type { AuthState } from "../services/sessions";
import type { Mailer } from "../services/mailer";
import type { AuthCaches } from "../services/auth-caches";
import type { WebhookListeners } from "../services/webhook-listeners";

export type ApiDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  caches: AuthCaches;
  webhookListeners: WebhookListeners;
  /**
   * Asks a background job to run soon; bound to the queue once it has started, and a no-op before
   * then or without one (JOBS=false, tests), so the API never waits for it.
   */
  jobs?: JobWake;
  /** The embedded database's changes; with it the API keeps answers to reads (decision 008). */
  dataVersion?: DataVersion;
};

export type ApiEnv = {
  Bindings: { incoming?: IncomingMessage; clientAddress?: string };
  Variables: {
    deps: ApiDeps;
    auth: AuthState | null;
    organization: OrganizationAccess;
  };
};
