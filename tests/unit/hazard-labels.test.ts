import { describe, expect, it } from "vitest";
import { dangerCodeOf } from "../../server/domain/danger-code";
import { labelOf, signalWordText } from "../../server/domain/hazard-labels";
import {
  HAZARD_STATEMENTS,
  parseHazardCodes,
  parsePrecautionaryCodes,
  precautionKind,
  singleCodes,
} from "../../server/domain/hazard-statements";

describe("pictograms and signal word from hazard statements", () => {
  it("acetone: flame and exclamation mark, Danger", () => {
    expect(labelOf(["H225", "H319", "H336", "EUH066"])).toEqual({
      pictograms: ["GHS02", "GHS07"],
      signalWord: "DANGER",
      uncertain: [],
    });
  });

  it("diesel: flame, exclamation mark, health hazard and environment, Danger", () => {
    const label = labelOf(["H226", "H304", "H315", "H332", "H351", "H373", "H411"]);
    expect(label.pictograms).toEqual(["GHS02", "GHS07", "GHS08", "GHS09"]);
    expect(label.signalWord).toBe("DANGER");
  });

  it("a mixture with only warnings is labelled Warning", () => {
    expect(labelOf(["H315", "H319"])).toMatchObject({ pictograms: ["GHS07"], signalWord: "WARNING" });
  });

  it("no hazard statement: no pictogram and no signal word", () => {
    expect(labelOf([])).toEqual({ pictograms: [], signalWord: "NORMAL", uncertain: [] });
    expect(labelOf(["EUH210"])).toEqual({ pictograms: [], signalWord: "NORMAL", uncertain: [] });
  });

  describe("CLP Article 26 precedence", () => {
    it("the skull and crossbones makes the exclamation mark unnecessary, whatever brought it", () => {
      expect(labelOf(["H331", "H315", "H335"]).pictograms).toEqual(["GHS06"]);
      // Methanol: the combined acute toxicity statement counts as its parts.
      expect(labelOf(["H225", "H301+H311+H331", "H370"]).pictograms).toEqual(["GHS02", "GHS06", "GHS08"]);
    });

    it("corrosion replaces the exclamation mark for skin and eye irritation only", () => {
      expect(labelOf(["H314", "H315", "H319"]).pictograms).toEqual(["GHS05"]);
      expect(labelOf(["H318", "H315", "H335"]).pictograms).toEqual(["GHS05", "GHS07"]);
    });

    it("the health hazard for respiratory sensitisation replaces it for skin sensitisation and irritation", () => {
      expect(labelOf(["H334", "H317", "H319"]).pictograms).toEqual(["GHS08"]);
      expect(labelOf(["H334", "H317", "H302"]).pictograms).toEqual(["GHS07", "GHS08"]);
      // A health hazard for another reason does not.
      expect(labelOf(["H351", "H317"]).pictograms).toEqual(["GHS07", "GHS08"]);
    });

    it("leaves the gas cylinder off beside the flame", () => {
      expect(labelOf(["H220", "H280"]).pictograms).toEqual(["GHS02"]);
      expect(labelOf(["H270", "H280"]).pictograms).toEqual(["GHS03", "GHS04"]);
    });
  });

  it("takes the stricter reading of a statement shared by two categories, and says so", () => {
    // H221: flammable gas 1B (flame, Danger) or 2 (no pictogram, Warning).
    expect(labelOf(["H221"])).toEqual({ pictograms: ["GHS02"], signalWord: "DANGER", uncertain: ["H221"] });
    // H228: flammable solid 1 (Danger) or 2 (Warning), CLP Annex I Table 2.7.2.
    expect(labelOf(["H228"])).toEqual({ pictograms: ["GHS02"], signalWord: "DANGER", uncertain: ["H228"] });
  });

  it.each([
    ["EUH380", "DANGER"],
    ["EUH381", "WARNING"],
    ["EUH440", "DANGER"],
    ["EUH441", "DANGER"],
    ["EUH450", "DANGER"],
    ["EUH451", "DANGER"],
  ])("gives the 2023 hazard class of %s its signal word, without a pictogram", (code, signalWord) => {
    expect(labelOf([code])).toEqual({ pictograms: [], signalWord, uncertain: [] });
  });
});

describe("danger code colour", () => {
  it.each([
    [["H350"], "RED"],
    [["H361d"], "RED"],
    [["H300+H310"], "RED"],
    [["H330"], "RED"],
    [["H372", "H315"], "RED"],
    [["H334"], "RED"],
    [["EUH380"], "RED"],
    [["H301"], "YELLOW"],
    [["H225", "H319", "H336"], "YELLOW"],
    [["H411"], "YELLOW"],
    [["EUH066"], "YELLOW"],
    [["EUH208", "EUH210"], "GREEN"],
    [[], "GREEN"],
  ])("%j is %s", (codes, colour) => expect(dangerCodeOf(codes)).toBe(colour));

  it("every CLP health statement of category 1–2 acute toxicity or CMR in the catalogue is RED", () => {
    const cmrOrFatal = HAZARD_STATEMENTS.filter((statement) =>
      singleCodes(statement.code).some((code) => /^H(300|310|330|34\d|35\d|36[012])/.test(code)),
    );
    expect(cmrOrFatal.length).toBeGreaterThan(20);
    for (const statement of cmrOrFatal) expect(dangerCodeOf([statement.code]), statement.code).toBe("RED");
  });
});

describe("hazard statement codes as typed", () => {
  it("reads a pasted list in any separator and case, in annex order, each once", () => {
    expect(parseHazardCodes("euh066; h319,H225  H225\nh336")).toEqual({
      codes: ["H225", "H319", "H336", "EUH066"],
      unknown: [],
    });
  });

  it("keeps combined statements whole, also when typed with spaces", () => {
    expect(parseHazardCodes("H330, H300 + H310, H300").codes).toEqual(["H300", "H300+H310", "H330"]);
  });

  it("tells statements apart that differ by case only, and names what it cannot read", () => {
    expect(parseHazardCodes("H360Fd H360FD h350i").codes).toEqual(["H350i", "H360FD", "H360Fd"]);
    expect(parseHazardCodes("h360fd H999 flammable")).toEqual({ codes: [], unknown: ["h360fd", "H999", "flammable"] });
  });

  it("reads precautionary statements the same way, combined ones whole", () => {
    expect(parsePrecautionaryCodes("p233; P210, P301 + p310 P999")).toEqual({
      codes: ["P210", "P233", "P301+P310"],
      unknown: ["P999"],
    });
  });
});

describe("the words of a workplace instruction", () => {
  it("prints the signal word in the reader's language (Danish from ECHA), and none for none", () => {
    expect(signalWordText("DANGER", "da")).toBe("Fare");
    expect(signalWordText("WARNING", "da")).toBe("Advarsel");
    expect(signalWordText("DANGER", "en")).toBe("Danger");
    expect(signalWordText("NORMAL", "da")).toBeNull();
  });

  it("sorts a precautionary statement by its kind, a combined one by its first", () => {
    expect(["P102", "P280", "P303+P361+P353", "P403+P235", "P501"].map(precautionKind)).toEqual([
      "GENERAL",
      "PREVENTION",
      "RESPONSE",
      "STORAGE",
      "DISPOSAL",
    ]);
  });
});
