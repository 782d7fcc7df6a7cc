import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/api/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    // Any console.error fails the test that caused it.
    setupFiles: ["tests/support/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Test files in one worker share its modules instead of importing the server again for each file
    // (half the suite's time). Each file still opens a database and an API of its own.
    isolate: false,
    // Vitest leaves a core free by default: on a two-core machine that is one file at a time.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
