import { createHmac, randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { WEBHOOK_SECRET_PREFIX } from "./webhooks";

// Apart from ./webhooks.ts, which the pages' components read: this part needs Node's crypto and net.

/** A signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks' libraries read it. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64")}`;

/**
 * The `webhook-signature` value: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed by the
 * secret's base64 part decoded; one signature per secret, space-separated (during a rotation, two).
 */
export function signWebhook(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), "base64");
      return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
    })
    .join(" ");
}

/**
 * Whether an address is inside a network rather than on the internet (loopback, private, link-local,
 * carrier-grade NAT, unique-local, unspecified, multicast): a delivery there could reach a service the
 * installation's users cannot (decision 042), so it is refused unless the installation allows it.
 */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (isIP(address) === 4) {
    const [a, b] = address.split(".").map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    return lower === "::" || lower === "::1" || /^(f[cd]|fe[89ab]|ff)/.test(lower);
  }
  return false;
}
