import { spawn } from "node:child_process";
import { once } from "node:events";

// Runs in its own process: a client in the test's process would read the answer only after whatever
// the server does next on the shared event loop, and so would time the server's later work too.
const CHILD = `
process.on("message", async ({ url, init }) => {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  process.send({ status: response.status, ms: performance.now() - started });
});
`;

export type TimedAnswer = { status: number; ms: number };

/** An HTTP client in another process that times each request from sending it to the answer's end. */
export function startOutsideClient() {
  const child = spawn(process.execPath, ["-e", CHILD], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return {
    async request(url: string, init: { method: string; headers?: Record<string, string>; body?: string }) {
      child.send({ url, init });
      const [answer] = (await once(child, "message")) as [TimedAnswer];
      return answer;
    },
    close: () => void child.kill(),
  };
}
