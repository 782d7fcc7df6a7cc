import { describe, expect, it } from "vitest";
import { reactionFindings } from "../../server/domain/chemical-reactions";

const kept = (item: string, storageClass: string | null, hazardCodes: string[]) => ({
  item,
  storageClass,
  hazardCodes,
});
const pairs = (items: ReturnType<typeof kept>[]) =>
  reactionFindings(items).map(({ first, second, reaction }) => [first.item, second.item, reaction]);

describe("dangerous reactions at a storage location (TRGS 510)", () => {
  const hypochlorite = kept("sodium hypochlorite", "8B", ["H290", "H314", "H400", "EUH031"]);

  it("finds hypochlorite beside hydrochloric, sulfuric and phosphoric acid, all of class 8B", () => {
    const acids = ["hydrochloric acid", "sulfuric acid", "phosphoric acid"].map((name) =>
      kept(name, "8B", ["H290", "H314"]),
    );
    expect(pairs([...acids, hypochlorite])).toEqual(
      acids.map((acid) => ["sodium hypochlorite", acid.item, "TOXIC_GAS_WITH_ACID"]),
    );
  });

  it("reads EUH032 like EUH031 and EUH029 as a gas with water, from a combined statement too", () => {
    const acid = kept("acid", null, ["H314"]);
    expect(pairs([kept("azide", null, ["H300+H310", "EUH032"]), acid])).toEqual([
      ["azide", "acid", "TOXIC_GAS_WITH_ACID"],
    ]);
    expect(pairs([acid, kept("phosphide", "4.3", ["H260", "EUH029"])])).toEqual([
      ["phosphide", "acid", "TOXIC_GAS_WITH_WATER"],
    ]);
  });

  it("finds an oxidiser beside a flammable, by statement or by storage class", () => {
    expect(
      pairs([
        kept("acetone", "3", ["H225"]),
        kept("hydrogen peroxide", "5.1B", ["H272", "H318"]),
        kept("oxygen", null, ["H270", "H280"]),
        kept("acetylene", "2A", ["H220", "H230"]),
      ]),
    ).toEqual([
      ["hydrogen peroxide", "acetone", "OXIDISER_WITH_FLAMMABLE"],
      ["oxygen", "acetone", "OXIDISER_WITH_FLAMMABLE"],
      ["hydrogen peroxide", "acetylene", "OXIDISER_WITH_FLAMMABLE"],
      ["oxygen", "acetylene", "OXIDISER_WITH_FLAMMABLE"],
    ]);
  });

  it("says nothing of two hypochlorites, or of chemicals that do not react", () => {
    expect(pairs([hypochlorite, { ...hypochlorite, item: "another hypochlorite" }])).toEqual([]);
    expect(pairs([kept("ethanol", "3", ["H225"]), kept("lye", "8B", ["H314"]), kept("wax", "11", [])])).toEqual([]);
  });
});
