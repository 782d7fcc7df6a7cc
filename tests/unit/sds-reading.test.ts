import { describe, expect, it } from "vitest";
import { firstDate, revisionDate } from "../../server/domain/sds-dates";
import { readSafetyDataSheet } from "../../server/domain/sds-reading";
import { findSections } from "../../server/domain/sds-sections";
import { concentration, readSubstances } from "../../server/domain/sds-substances";
import type { DateOnly } from "../../server/domain/wire-casing";
import { DANISH_SHEET, ENGLISH_SHEET } from "../support/safety-data-sheets";

const TODAY = "2025-06-01" as DateOnly;
const ALL_SECTIONS = Array.from({ length: 16 }, (_, index) => index + 1);

describe("reading a safety data sheet", () => {
  it("reads an English sheet, each value with the section it came from", () => {
    const draft = readSafetyDataSheet(ENGLISH_SHEET.lines, TODAY);
    expect(draft.language).toBe("en");
    expect(draft.sections).toEqual(ALL_SECTIONS);
    expect(draft.productName).toEqual({ value: "Testline Degreaser 500", section: "1.1" });
    expect(draft.supplier).toEqual({ value: "Testchem Supplies Ltd", section: "1.3" });
    expect(draft.revisionDate).toEqual({ value: "2024-03-15", section: null });
    expect(draft.hazardCodes).toEqual({ value: ["H225", "H319", "H336"], section: "2" });
    expect(draft.euHazardCodes).toEqual({ value: ["EUH066"], section: "2" });
    expect(draft.precautionaryCodes?.value).toEqual([
      "P210",
      "P233",
      "P280",
      "P303+P361+P353",
      "P305+P351+P338",
      "P403+P235",
    ]);
    expect(draft.substances?.value).toEqual([
      { name: "Ethanol", casNumber: "64-17-5", ecNumber: "200-578-6", min: 25, max: 50 },
      { name: "Acetone", casNumber: "67-64-1", ecNumber: "200-662-2", min: 10, max: 25 },
      { name: "Propan-2-ol", casNumber: "67-63-0", ecNumber: "200-661-7", min: 1, max: 10 },
    ]);
    expect(draft.unNumber).toEqual({ value: "1993", section: "14.1" });
    expect(draft.storageHints).toEqual({
      value:
        "Store in a well-ventilated place. Keep container tightly closed. Keep cool. Store away from oxidising agents.",
      section: "7.2",
    });
  });

  it("reads a Danish sheet with labelled lines for each substance", () => {
    const draft = readSafetyDataSheet(DANISH_SHEET.lines, TODAY);
    expect(draft.language).toBe("da");
    expect(draft.sections).toEqual(ALL_SECTIONS);
    expect(draft.productName?.value).toBe("Testrens Alkalisk Afkalker");
    expect(draft.supplier?.value).toBe("Testkemi A/S");
    expect(draft.revisionDate?.value).toBe("2023-10-30");
    expect(draft.hazardCodes?.value).toEqual(["H290", "H314"]);
    expect(draft.euHazardCodes).toBeNull();
    expect(draft.precautionaryCodes?.value).toContain("P301+P330+P331");
    expect(draft.substances?.value).toEqual([
      { name: "Natriumhydroxid", casNumber: "1310-73-2", ecNumber: "215-185-5", min: 1, max: 5 },
      { name: "Dinatriummetasilikat", casNumber: "6834-92-0", ecNumber: "229-912-9", min: 5, max: 10 },
    ]);
    expect(draft.unNumber?.value).toBe("1719");
    expect(draft.storageHints?.value).toBe("Opbevares i original emballage, frostfrit og adskilt fra syrer.");
  });

  it("reads nothing from text that is no safety data sheet", () => {
    const draft = readSafetyDataSheet(["An invoice", "Total: 100 %", "H225 is mentioned here"], TODAY);
    expect(draft.sections).toEqual([]);
    expect(draft.language).toBeNull();
    expect(draft.hazardCodes).toBeNull();
    expect(draft.productName).toBeNull();
  });

  it("takes statement codes from section 2 only, and only those the regulation lists", () => {
    const draft = readSafetyDataSheet(
      [
        "SECTION 2: Hazards identification",
        "H225, H999, EUH999, P999, h319, P301 + P310, P310+P999",
        "SECTION 3: Composition/information on ingredients",
        "Methanol 67-56-1 200-659-6 < 1 % H301 H311 H331 H370",
      ],
      TODAY,
    );
    expect(draft.hazardCodes?.value).toEqual(["H225", "H319"]);
    expect(draft.euHazardCodes).toBeNull();
    // P310+P999 is no combination of the regulation's: its known part stands alone.
    expect(draft.precautionaryCodes?.value).toEqual(["P301+P310", "P310"]);
  });
});

describe("the sections of a sheet", () => {
  it("knows the Danish 'Afsnit', dashes after the number, and skips a table of contents", () => {
    const { sections, preamble } = findSections([
      "Contents: Section 1 Identification, Section 2 Hazards",
      "AFSNIT 1 - IDENTIFIKATION",
      "Afsnit 8 indeholder værnemidlerne.",
      "Afsnit 2: Fareidentifikation",
      "SECTION 1: a heading out of order is text",
    ]);
    expect(preamble).toEqual(["Contents: Section 1 Identification, Section 2 Hazards"]);
    expect([...sections.keys()]).toEqual([1, 2]);
    expect(sections.get(1)).toContain("Afsnit 8 indeholder værnemidlerne.");
    expect(sections.get(2)).toContain("SECTION 1: a heading out of order is text");
  });
});

describe("dates as sheets write them", () => {
  it.each([
    ["2024-03-15", "2024-03-15"],
    ["15.03.2024", "2024-03-15"],
    ["15/03/2024", "2024-03-15"],
    ["5-3-2024", "2024-03-05"],
    ["15 March 2024", "2024-03-15"],
    ["March 15, 2024", "2024-03-15"],
    ["15. marts 2024", "2024-03-15"],
    ["30-okt-2023", "2023-10-30"],
    ["1. maj 2022", "2022-05-01"],
    ["31.02.2024", null],
    ["15.13.2024", null],
  ])("reads %s", (written, expected) => {
    expect(firstDate(written)).toBe(expected);
  });

  it("prefers the revision date, never takes the date replaced, and refuses one ahead of today", () => {
    expect(revisionDate(["Erstatter: 01.01.2020 Revideret: 02.02.2022"], TODAY)?.date).toBe("2022-02-02");
    expect(revisionDate(["Revision date: 01.01.2030"], TODAY)).toBeNull();
    expect(revisionDate(["Date of issue: 01.01.2021", "Revision date:", "03.04.2023"], TODAY)?.date).toBe("2023-04-03");
    expect(revisionDate(["Udarbejdet: 7. juni 2019"], TODAY)?.date).toBe("2019-06-07");
  });
});

describe("substances of section 3", () => {
  it.each([
    ["10 - <25 %", { min: 10, max: 25 }],
    ["≥ 1 – < 5 %", { min: 1, max: 5 }],
    [">= 0,1 - < 1 %", { min: 0.1, max: 1 }],
    ["< 1 %", { min: null, max: 1 }],
    ["≤ 0.5%", { min: null, max: 0.5 }],
    ["30 %", { min: 30, max: 30 }],
    ["25 til 50 %", { min: 25, max: 50 }],
    ["50 - 25 %", null],
    ["150 %", null],
  ])("reads the range %s", (written, expected) => {
    expect(concentration(written)).toEqual(expected);
  });

  it("keeps only CAS and EC numbers whose check digit holds, and takes the name from the line above", () => {
    expect(
      readSubstances([
        "Fatty alcohol C12-14 ethoxylate",
        "68439-50-9 500-213-3 1 - < 5 %",
        "Wrong 64-17-4 200-578-5 5 %",
        "Index No. 603-002-00-5 is not an EC number",
      ]),
    ).toEqual([
      { name: "Fatty alcohol C12-14 ethoxylate", casNumber: "68439-50-9", ecNumber: "500-213-3", min: 1, max: 5 },
    ]);
  });
});
