import { expect, it } from "vitest";
import { failOnLoggedErrors } from "../support/vitest-setup";

it("a console.error fails the test that logged it", () => {
  console.error("the upstream answered %d", 500);
  expect(() => failOnLoggedErrors("during the test")).toThrow(/console.error was called during the test:\n.*500/);
  // Asked once, the check has reported it: the test's own check after it passes.
  expect(() => failOnLoggedErrors("during the test")).not.toThrow();
});
