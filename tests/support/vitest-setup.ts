import { format } from "node:util";
import { afterAll, afterEach, beforeEach } from "vitest";

/**
 * A `console.error` in a unit or API test is a failure: React's warnings, an error a handler logged
 * and swallowed, a rejected promise someone printed. It still prints, so the cause is in the output.
 * A test that expects an error spies on console.error itself (vi.spyOn replaces this one).
 */
// Test files share a process (vitest.config.ts, isolate: false) and each runs this file again: the
// console's own error is kept once, so the wrappers do not pile up.
const globals = globalThis as { consoleErrorBeforeTests?: typeof console.error };
const printError = (globals.consoleErrorBeforeTests ??= console.error.bind(console));
let logged: string[] = [];

console.error = (...args: unknown[]) => {
  logged.push(format(...args));
  printError(...args);
};

export function failOnLoggedErrors(when: string) {
  const messages = logged;
  logged = [];
  if (messages.length) {
    throw new Error(`console.error was called ${when}:\n${messages.map((m) => `  ${m.split("\n")[0]}`).join("\n")}`);
  }
}

beforeEach(() => failOnLoggedErrors("before the test (in a file's set-up)"));
afterEach(() => failOnLoggedErrors("during the test"));
afterAll(() => failOnLoggedErrors("in the file's set-up or tear-down"));
