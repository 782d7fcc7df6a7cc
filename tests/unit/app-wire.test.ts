import { describe, expect, it } from "vitest";
import { toQueryString, toRequestBody } from "../../app/api/wire";
import { revive, serialize } from "../../server/api/contracts/wire-schema";
import { dateOnly, listOf, timestamp, z } from "../../server/api/schemas/common";

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
  const record = z.object({
    next_review_date: dateOnly,
    last_modified_date: timestamp,
    name: z.string(),
    readings: z.array(z.object({ performed_at: dateOnly, value: z.number() })),
  });

  it("turns the fields the schema declares as dates into Dates, and only those", () => {
    const body = revive(listOf(record), {
      total_elements: 1,
      content: [
        {
          next_review_date: "2026-12-31",
          last_modified_date: "2026-05-01T10:11:12.123Z",
          name: "2026-01-01",
          readings: [{ performed_at: "2026-01-15", value: 3 }],
        },
      ],
    }) as { totalElements: number; content: Record<string, unknown>[] };
    const item = body.content[0]!;
    expect(body.totalElements).toBe(1);
    expect(item.nextReviewDate).toEqual(new Date("2026-12-31T00:00:00Z"));
    expect(item.lastModifiedDate).toBe("2026-05-01T10:11:12.123Z");
    expect(item.name).toBe("2026-01-01");
    expect((item.readings as { performedAt: unknown }[])[0]!.performedAt).toEqual(new Date("2026-01-15T00:00:00Z"));
  });

  it("writes a service's camelCase record as the declared snake_case answer, leaving out undeclared fields", () => {
    const wire = serialize(record, {
      nextReviewDate: "2026-12-31",
      lastModifiedDate: new Date("2026-05-01T10:11:12.123Z"),
      name: "2026-01-01",
      readings: [{ performedAt: "2026-01-15", value: 3 }],
      passwordHash: "secret",
    });
    expect(wire).toEqual({
      next_review_date: "2026-12-31",
      last_modified_date: "2026-05-01T10:11:12.123Z",
      name: "2026-01-01",
      readings: [{ performed_at: "2026-01-15", value: 3 }],
    });
  });
});
