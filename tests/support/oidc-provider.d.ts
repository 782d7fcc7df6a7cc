/** The little of oidc-provider (a test-only provider, shipped without types) the tests use. */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Claims = { sub: string } & Record<string, unknown>;
  type Account = { accountId: string; claims(): Claims | Promise<Claims> };

  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients?: Record<string, unknown>[];
        claims?: Record<string, string[]>;
        cookies?: { keys: string[] };
        ttl?: Record<string, number>;
        features?: Record<string, { enabled: boolean }>;
        findAccount?: (context: unknown, sub: string) => Account | undefined | Promise<Account | undefined>;
      },
    );
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
