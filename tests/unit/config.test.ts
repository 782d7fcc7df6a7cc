import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "cw-config-"));

describe("loadConfig", () => {
  it("uses the embedded defaults and keeps a generated secret in the data directory", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({ port: 3000, databaseUrl: undefined, seedDemo: true, dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8").trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it("names every bad value in one message", () => {
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), PORT: "eighty", DATABASE_URL: "mysql://x", API_URL: "ftp://y" }),
    ).toThrow(expect.objectContaining({ message: expect.stringMatching(/PORT[\s\S]*DATABASE_URL[\s\S]*API_URL/) }));
  });

  it("stops a PostgreSQL deployment without a long enough secret and seeds no demo users there", () => {
    const url = "postgres://app@db:5432/app";
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: url, SESSION_SECRET: "short" })).toThrow(/at least 32 characters/);
    const config = loadConfig({ DATABASE_URL: url, SESSION_SECRET: "s".repeat(40) });
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SESSION_SECRET: "s".repeat(40), SEED_DEMO: "true" }).seedDemo).toBe(true);
  });
});
