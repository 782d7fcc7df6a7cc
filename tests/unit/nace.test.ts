import { describe, expect, it } from "vitest";
import { isNaceCode, NACE_ACTIVITIES, naceActivity, naceAncestry, searchNace } from "../../server/domain/nace";

describe("NACE Rev. 2", () => {
  it("holds the whole classification, in tree order", () => {
    const count = (level: string) => NACE_ACTIVITIES.filter((activity) => activity.level === level).length;
    expect([count("SECTION"), count("DIVISION"), count("GROUP"), count("CLASS")]).toEqual([21, 88, 272, 615]);
    expect(NACE_ACTIVITIES.slice(0, 4).map((activity) => activity.code)).toEqual(["A", "A01", "A01.1", "A01.11"]);
  });

  it("writes codes with their section and links each level to the one above", () => {
    expect(naceActivity("C20.14")).toEqual({
      code: "C20.14",
      level: "CLASS",
      parentCode: "C20.1",
      titleEn: "Manufacture of other organic basic chemicals",
      titleDa: null,
    });
    expect(naceAncestry("C20.14").map((activity) => activity.code)).toEqual(["C", "C20", "C20.1", "C20.14"]);
    expect(naceActivity("c20.14 ")?.code).toBe("C20.14");
    expect(isNaceCode("C20.1")).toBe(true);
    expect(isNaceCode("C99.9")).toBe(false);
    expect(isNaceCode("20.14")).toBe(false);
  });

  it("has Danish titles only where the source has them: divisions", () => {
    expect(naceActivity("H49")?.titleDa).toBe("Landtransport; rørtransport");
    const danish = NACE_ACTIVITIES.filter((activity) => activity.titleDa !== null);
    expect(danish.length).toBe(87);
    expect(danish.every((activity) => activity.level === "DIVISION")).toBe(true);
    expect(naceActivity("K64")?.titleDa).toBeNull();
  });

  it("reads section titles as sentences", () => {
    expect(naceActivity("A")?.titleEn).toBe("Agriculture, forestry and fishing");
  });

  it("finds activities by code, written in any usual way, or by words in either language", () => {
    expect(searchNace("20.14")[0]?.code).toBe("C20.14");
    expect(searchNace("2014")[0]?.code).toBe("C20.14");
    expect(searchNace("C20.1").map((activity) => activity.code)).toEqual([
      "C20.1",
      "C20.11",
      "C20.12",
      "C20.13",
      "C20.14",
      "C20.15",
      "C20.16",
      "C20.17",
    ]);
    expect(searchNace("freight road").map((activity) => activity.code)).toContain("H49.41");
    expect(searchNace("landtransport").map((activity) => activity.code)).toEqual(["H49"]);
    expect(searchNace("rortransport").map((activity) => activity.code)).toEqual(["H49"]);
    expect(searchNace("no such activity anywhere")).toEqual([]);
    expect(searchNace("  ")).toHaveLength(996);
  });
});
