import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { headers: IncomingHttpHeaders; body: string; at: number };

/**
 * A webhook receiver on this machine: it keeps what it is sent (`received`, with when) and answers the
 * statuses a test queues in `answers`, else 204; a 302 points elsewhere, to show it is not followed.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      const status = answers.shift() ?? 204;
      response.writeHead(status, status === 302 ? { location: "http://127.0.0.1:1/elsewhere" } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answers,
    /** Forgets what was received and the answers not given. */
    reset() {
      received.length = 0;
      answers.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
