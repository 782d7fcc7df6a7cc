import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "../../app/locales");
const load = (language: string) =>
  JSON.parse(readFileSync(path.join(dir, `${language}.json`), "utf8")) as Record<string, unknown>;

function flatten(value: unknown, prefix = ""): Record<string, string> {
  if (typeof value === "string") return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe("translations", () => {
  const en = flatten(load("en"));
  const da = flatten(load("da"));

  it("exist for exactly English and Danish", () => {
    expect(readdirSync(dir).sort()).toEqual(["da.json", "en.json"]);
  });

  it("have the same keys in both languages", () => {
    expect(Object.keys(da).sort()).toEqual(Object.keys(en).sort());
  });

  it("have no empty texts and the same placeholders in both languages", () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), `en ${key}`).not.toBe("");
      expect(da[key]?.trim(), `da ${key}`).not.toBe("");
      expect(placeholders(da[key] ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("cover every key the code asks for by name", () => {
    const used = new Set<string>();
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const file = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(tsx?)$/.test(entry.name)) {
          for (const match of readFileSync(file, "utf8").matchAll(/\bt\("([a-zA-Z0-9_.]+)"/g)) used.add(match[1]!);
        }
      }
    };
    walk(path.resolve(dir, ".."));
    // A key asked for with a count may exist only in its plural forms (`key_one`, `key_other`).
    const missing = [...used].filter((key) => !(key in en) && !(`${key}_other` in en));
    expect(missing).toEqual([]);
  });
});
