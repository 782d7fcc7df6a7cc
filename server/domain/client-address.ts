import proxyaddr from "proxy-addr";

/**
 * Which proxies in front of this process may speak for the client: how many hops (0 trusts none), or
 * the proxies' own addresses and CIDR ranges.
 */
export type TrustProxy = number | string[];

/**
 * Reads `TRUST_PROXY`: `false`/`true` (none, or the one proxy in front), a number of hops, or a
 * comma-separated list of proxy addresses and CIDRs. Throws on an address it cannot read.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (["false", "no", ""].includes(text)) return 0;
  if (["true", "yes"].includes(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text.split(",").map((entry) => entry.trim());
  proxyaddr.compile(proxies);
  return proxies;
}

/**
 * The client's address as the nearest trusted proxy saw it. `X-Forwarded-For` is read from the right:
 * each proxy appends the address it was reached from, so only the entries our own proxies added can be
 * believed, and anything a client wrote stays to the left of them.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const socket = socketAddress ?? "unknown";
  if (trust === 0 || (Array.isArray(trust) && trust.length === 0) || !forwardedFor) return socket;
  const request = { headers: { "x-forwarded-for": forwardedFor }, socket: { remoteAddress: socket } };
  return proxyaddr(request as never, trustFunction(trust));
}

/** The trust test Express and the API share, so both tiers agree on who the client is. */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return proxyaddr.compile(trust);
}
