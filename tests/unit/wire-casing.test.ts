import { describe, expect, it } from "vitest";
import { camelCase, keysToCamel, snakeCase, toWire } from "../../server/domain/wire-casing";

describe("wire casing", () => {
  it("converts single keys both ways, digits included", () => {
    expect(snakeCase("countryAlpha2")).toBe("country_alpha2");
    expect(snakeCase("lastModifiedDate")).toBe("last_modified_date");
    expect(camelCase("country_alpha2")).toBe("countryAlpha2");
    expect(camelCase("total_elements")).toBe("totalElements");
  });

  it("leaves a constant used as a key (a notification topic) as it is, both ways", () => {
    expect(snakeCase("DOCUMENT_REVIEW")).toBe("DOCUMENT_REVIEW");
    expect(snakeCase("INSPECTION")).toBe("INSPECTION");
    expect(camelCase("DOCUMENT_REVIEW")).toBe("DOCUMENT_REVIEW");
  });

  it("converts nested objects and arrays of objects, and dates to ISO strings", () => {
    const date = new Date("2026-03-01T10:00:00.000Z");
    expect(toWire({ totalElements: 1, content: [{ lastModifiedDate: date, subOrgs: [{ naceCode: "C20" }] }] })).toEqual(
      {
        total_elements: 1,
        content: [{ last_modified_date: "2026-03-01T10:00:00.000Z", sub_orgs: [{ nace_code: "C20" }] }],
      },
    );
  });

  it("leaves values alone: strings with underscores, nulls, primitives in arrays", () => {
    expect(keysToCamel({ iso_standards: ["ISO_14001"], nace_code: null, n: 0 })).toEqual({
      isoStandards: ["ISO_14001"],
      naceCode: null,
      n: 0,
    });
  });
});
