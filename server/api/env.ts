import type { IncomingMessage } from "node:http";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { DataVersion } from "../db/data-version";
import type { Logger } from "../logger";
import type { OrganizationAccess } from "../services/organization-directory";
import type { AuthState } from "../services/sessions";
import type { Mailer } from "../services/mailer";
import type { AuthCaches } from "../services/auth-caches";

export type ApiDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  caches: AuthCaches;
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
