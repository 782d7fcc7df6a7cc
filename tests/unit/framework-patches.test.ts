import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FRAMEWORK_PATCHES, frameworkPatchProblems } from "../../server/framework-patches";

const PATCHES_DIR = path.resolve(import.meta.dirname, "../../patches");

describe("the patched framework", () => {
  it("lists every patch of patches/, by package and version", () => {
    const files = readdirSync(PATCHES_DIR).filter((file) => file.endsWith(".patch"));
    const listed = FRAMEWORK_PATCHES.map(({ name, version }) => `${name.replace("/", "+")}+${version}.patch`);
    expect(listed.sort()).toEqual(files.sort());
  });

  // Fails on an upgrade of Remix or React Router: remake the patch for the new version, or drop it
  // (decision 007 says when), and change FRAMEWORK_PATCHES with it.
  it("holds in the installed packages: the versions they were made for, applied", () => {
    expect(frameworkPatchProblems()).toEqual([]);
  });
});
