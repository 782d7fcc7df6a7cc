import { describe, expect, it } from "vitest";
import { fromResponseBody, toDateOnly, toQueryString, toRequestBody } from "../../app/api/wire";

describe("query strings", () => {
  it("converts names to snake_case and skips empty values", () => {
    expect(toQueryString({ languageAlpha2: "da", name: "", deleted: undefined, topicId: null, page: 0 })).toBe(
      "?language_alpha2=da&page=0",
    );
    expect(toQueryString({})).toBe("");
    expect(toQueryString({ size: Number.NaN })).toBe("");
  });

  it("repeats arrays, sends dates as yyyy-mm-dd and sorting as repeated sort parameters", () => {
    const query = toQueryString({
      hazardStatementIds: [3, 7],
      from: new Date("2026-02-28T00:00:00Z"),
      sort: [
        { field: "lastModifiedDate", direction: "desc" },
        { field: "name", direction: "asc" },
      ],
    });
    expect(query).toBe(
      "?hazard_statement_ids=3&hazard_statement_ids=7&from=2026-02-28&sort=last_modified_date%2Cdesc&sort=name%2Casc",
    );
  });

  it("accepts sort given as field,direction strings", () => {
    expect(toQueryString({ sort: ["createdDate,desc", "name"] })).toBe("?sort=created_date%2Cdesc&sort=name%2Casc");
  });
});

describe("request bodies", () => {
  it("converts keys deeply, dates to date-only, leaving timestamps as given", () => {
    expect(
      toRequestBody({
        name: "Meter",
        startsAt: new Date("2026-05-01T00:00:00Z"),
        lastModifiedDate: "2026-05-01T10:11:12.123Z",
        substanceConcentrations: [{ substanceId: 4, concentration: 0.5 }],
        files: [],
        note: null,
      }),
    ).toEqual({
      name: "Meter",
      starts_at: "2026-05-01",
      last_modified_date: "2026-05-01T10:11:12.123Z",
      substance_concentrations: [{ substance_id: 4, concentration: 0.5 }],
      files: [],
      note: null,
    });
  });
});

describe("response bodies", () => {
  it("converts keys deeply and date-only strings to dates, leaving timestamps and other strings alone", () => {
    const body = fromResponseBody({
      total_elements: 1,
      content: [
        {
          next_review_date: "2026-12-31",
          last_modified_date: "2026-05-01T10:11:12.123Z",
          iso_standards: ["ISO_14001"],
          readings: [{ performed_at: "2026-01-15", value: 3 }],
          reference: "2026-12-31 rev. 2",
        },
      ],
    }) as unknown as {
      totalElements: number;
      content: {
        nextReviewDate: Date;
        lastModifiedDate: string;
        isoStandards: string[];
        readings: { performedAt: Date }[];
        reference: string;
      }[];
    };
    const item = body.content[0]!;
    expect(body.totalElements).toBe(1);
    expect(item.nextReviewDate).toBeInstanceOf(Date);
    expect(toDateOnly(item.nextReviewDate)).toBe("2026-12-31");
    expect(item.lastModifiedDate).toBe("2026-05-01T10:11:12.123Z");
    expect(item.isoStandards).toEqual(["ISO_14001"]);
    expect(item.readings[0]!.performedAt).toBeInstanceOf(Date);
    expect(item.reference).toBe("2026-12-31 rev. 2");
  });
});
