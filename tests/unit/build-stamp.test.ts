import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildIsCurrent, clearStamp, writeStamp } from "../../scripts/build-stamp.mjs";

function project() {
  const root = mkdtempSync(path.join(tmpdir(), "cw-build-stamp-"));
  const write = (file: string, text = "x") => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  for (const file of ["app/root.tsx", "server/index.ts", "public/favicon.ico", "package-lock.json", "vite.config.ts"]) {
    write(file);
  }
  for (const output of ["build/main.js", "build/user-create.js", "build/server/index.js", "build/client/a.js"]) {
    write(output);
  }
  return { root, write, remove: (file: string) => rmSync(path.join(root, file), { recursive: true }) };
}

describe("npm start builds only when the sources changed", () => {
  it("takes a stamped build as current until an input changes", () => {
    const { root, write } = project();
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(root);
    expect(buildIsCurrent(root)).toBe(true);
    write("tests/e2e/any.spec.ts");
    write("docs/decisions/new.md");
    expect(buildIsCurrent(root)).toBe(true);
    write("app/routes/new-page.tsx");
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(root);
    write("package-lock.json", "changed");
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(root);
    write("server/index.ts", "y");
    expect(buildIsCurrent(root)).toBe(false);
  });

  it("builds again when the build is incomplete or was not finished", () => {
    const { root, remove } = project();
    writeStamp(root);
    clearStamp(root);
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(root);
    remove("build/server");
    expect(buildIsCurrent(root)).toBe(false);
  });
});
