import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "../domain/webhook-signing";
import { WEBHOOK_TIMEOUT_MS, type WebhookError } from "../domain/webhooks";

export type PostOutcome = {
  statusCode: number | null;
  durationMs: number;
  error: WebhookError | null;
  detail: string | null;
};

class AddressRefused extends Error {
  readonly code = "EADDRREFUSED";
}

/**
 * Resolves the host as the connection is made and refuses a private address then, so a name that
 * answers a public address when the endpoint is saved and a private one later (DNS rebinding) is caught.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 4);
    const refused = addresses.find((address) => isPrivateAddress(address.address));
    if (refused) return callback(new AddressRefused(`${hostname} is ${refused.address}`), "", 4);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  });
};

function errorOf(error: NodeJS.ErrnoException): WebhookError {
  if (error instanceof AddressRefused) return "address_refused";
  if (error.code === "ETIMEDOUT") return "timeout";
  if (error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") return "name_not_found";
  if (error.code?.startsWith("ERR_TLS") || /certificate|SSL|TLS/i.test(error.message)) return "tls";
  return "connection_failed";
}

/**
 * POSTs a webhook's body and reads the answer's status only: no redirect is followed (a 3xx is a
 * failure), the body is not read, and the whole attempt ends after ten seconds.
 */
export function postWebhook(
  address: string,
  headers: Record<string, string>,
  body: string,
  options: { allowPrivate: boolean; timeoutMs?: number },
): Promise<PostOutcome> {
  const started = performance.now();
  const url = new URL(address);
  const done = (statusCode: number | null, error: WebhookError | null, detail: string | null): PostOutcome => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
    detail,
  });
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!options.allowPrivate && (host === "localhost" || (isIP(host) && isPrivateAddress(host)))) {
    return Promise.resolve(done(null, "address_refused", `${host} is not on the internet`));
  }
  return new Promise((resolve) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const request = send(url, {
      method: "POST",
      agent: false,
      headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
    });
    const timer = setTimeout(() => {
      const timeout: NodeJS.ErrnoException = new Error("no answer in time");
      timeout.code = "ETIMEDOUT";
      request.destroy(timeout);
    }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.once("response", (response: IncomingMessage) => {
      clearTimeout(timer);
      const status = response.statusCode ?? 0;
      // The receiver's answer says nothing we keep: its body is never read.
      response.destroy();
      request.destroy();
      if (status >= 200 && status < 300) resolve(done(status, null, null));
      // Where a redirect points is the receiver's business, and may carry its own keys: not kept.
      else if (status >= 300 && status < 400) resolve(done(status, "redirect", null));
      else resolve(done(status, "status", null));
    });
    request.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(done(null, errorOf(error), error.message.slice(0, 300)));
    });
    request.end(body);
  });
}
