import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

type Service = {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
};

// Docker does not run here: these read the files as Docker would and hold them to the README.
describe("the container files", () => {
  const compose = load(read("compose.yaml")) as { services: Record<string, Service> };
  const apps = Object.entries(compose.services).filter(([, service]) => service.build === ".");

  it("compose: PostgreSQL, two app processes and a load balancer, each with a health check", () => {
    expect(compose.services.db?.image).toMatch(/^postgres:\d+/);
    expect(apps.map(([name]) => name)).toEqual(["app1", "app2"]);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
    for (const [, app] of apps) {
      expect(app.depends_on?.db?.condition).toBe("service_healthy");
      expect(Object.keys(app.environment ?? {})).toEqual(
        expect.arrayContaining(["DATABASE_URL", "SESSION_SECRET", "PUBLIC_URL", "TRUST_PROXY"]),
      );
      expect(app.environment?.DATABASE_URL).toMatch(/@db:5432\//);
    }
    const caddyfile = read("deploy/Caddyfile");
    for (const [name] of apps) expect(caddyfile).toContain(`${name}:3000`);
    expect(caddyfile).toContain("health_uri /readyz");
  });

  it("Dockerfile: Node 22 LTS in every stage, node itself as the command, and only files that exist", () => {
    const dockerfile = read("Dockerfile");
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe("node:22-bookworm-slim");
    expect(dockerfile).toMatch(/^CMD \["node", "build\/main.js"\]$/m);
    const copied = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) => match[1]!.split(" "));
    for (const file of copied.filter((file) => file !== "."))
      expect(existsSync(path.join(ROOT, file)), file).toBe(true);
    const ignored = read(".dockerignore").split("\n");
    for (const needed of ["app", "server", "public", "scripts", "patches", "package-lock.json", ".npmrc"]) {
      expect(ignored, needed).not.toContain(needed);
    }
  });

  it("the README shows the same image", () => {
    const readme = read("README.md");
    expect(readme).toContain("node:22-bookworm-slim");
    expect(readme).not.toMatch(/node:20/);
  });

  it("the README says how to back up, restore and upgrade either database", () => {
    const section = (title: string) => {
      const readme = read("README.md");
      const start = readme.indexOf(`## ${title}\n`);
      expect(start, title).toBeGreaterThan(0);
      return readme.slice(start, readme.indexOf("\n## ", start + 1));
    };
    const backup = section("Back up and restore");
    for (const needed of ["DATA_DIR", "pg_dump", "pg_restore", "SESSION_SECRET"]) expect(backup).toContain(needed);
    const upgrade = section("Upgrade");
    for (const needed of ["advisory lock", "back up", "/readyz"]) expect(upgrade).toContain(needed);
  });
});
