import { describe, expect, it } from "vitest";
import { territoryName, territoryNames, territoryOptions } from "../../app/lib/territories.server";

describe("territory names", () => {
  it("names regions in the reader's language and translates INTL with the rest of the interface", () => {
    expect(territoryName("DK", "en")).toBe("Denmark");
    expect(territoryName("DK", "da")).toBe("Danmark");
    expect(territoryName("INTL", "en")).toBe("International");
    expect(territoryName("INTL", "da")).toBe("International");
    expect(territoryNames(["EU", "DK", "EU"], "en")).toEqual({ EU: "European Union", DK: "Denmark" });
  });

  it("offers EU, INTL and Denmark first, then every other territory by its name in that language", () => {
    for (const language of ["en", "da"] as const) {
      const options = territoryOptions(language);
      expect(options.slice(0, 3).map((option) => option.code)).toEqual(["EU", "INTL", "DK"]);
      const rest = options.slice(3).map((option) => option.name);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, language)));
      expect(new Set(options.map((option) => option.code)).size).toBe(options.length);
    }
    expect(territoryOptions("da").find((option) => option.code === "DE")?.name).toBe("Tyskland");
  });
});
