import { describe, expect, it } from "vitest";
import { unstorableValueProblem } from "../../server/api/problem";
import { dateOnly, id, idParam, isRecordId, MAX_ID, text, timestamp, url } from "../../server/api/schemas/common";

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe("ids", () => {
  it("are PostgreSQL integers from 1", () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    for (const value of [1, MAX_ID]) expect(accepts(id, value), String(value)).toBe(true);
    for (const value of [0, -1, 1.5, MAX_ID + 1, Number.MAX_SAFE_INTEGER, "1"]) {
      expect(accepts(id, value), String(value)).toBe(false);
    }
  });

  it("in a path come as text and are bounded the same", () => {
    const param = idParam("id");
    expect(param.safeParse("7").data).toBe(7);
    for (const value of ["0", "-1", String(MAX_ID + 1), "abc", ""]) expect(accepts(param, value), value).toBe(false);
  });

  it("that could not name a record are told apart without a schema (middleware)", () => {
    expect([1, MAX_ID].map(isRecordId)).toEqual([true, true]);
    expect([0, -1, 2.5, MAX_ID + 1, Number.NaN].map(isRecordId)).toEqual([false, false, false, false, false]);
  });
});

describe("text", () => {
  it("is trimmed, bounded and never holds NUL, which PostgreSQL's text cannot store", () => {
    expect(text(5).parse("  abc ")).toBe("abc");
    expect(accepts(text(5), "abcdef")).toBe(false);
    const refused = text(50).safeParse("a\u0000b");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ code: "custom", params: { code: "nul_character" } });
  });

  it("includes web addresses, whose parser would otherwise let NUL through", () => {
    expect(accepts(url(100), "https://example.org/act")).toBe(true);
    expect(accepts(url(100), "https://example.org/\u0000")).toBe(false);
    expect(accepts(url(100), "javascript:alert(1)")).toBe(false);
  });
});

describe("dateOnly", () => {
  it("accepts real calendar dates in the years 1000..9999", () => {
    for (const value of ["1000-01-01", "1849-06-05", "2024-02-29", "9999-12-31"]) {
      expect(accepts(dateOnly, value), value).toBe(true);
    }
  });

  it("refuses year 0000 (PostgreSQL has none), early years, impossible days and other shapes", () => {
    for (const value of ["0000-01-01", "0999-12-31", "2025-02-29", "2026-04-31", "10000-01-01", "2026-1-1", ""]) {
      expect(accepts(dateOnly, value), value).toBe(false);
    }
  });
});

describe("timestamp (e.g. last_modified_date)", () => {
  it("accepts ISO 8601 instants with Z or an offset", () => {
    for (const value of ["2026-03-31T08:15:00.000Z", "2026-03-31T08:15:00Z", "2026-03-31T10:15:00.123+02:00"]) {
      expect(accepts(timestamp, value), value).toBe(true);
    }
  });

  it("refuses empty, unparseable, date-only, zone-less and impossible instants", () => {
    for (const value of [
      "",
      "yesterday",
      "2026-03-31",
      "2026-03-31T08:15:00",
      "2026-02-30T08:15:00Z",
      "0000-01-01T00:00:00Z",
      "2026-03-31T25:00:00Z",
    ]) {
      expect(accepts(timestamp, value), value).toBe(false);
    }
  });
});

describe("unstorableValueProblem", () => {
  const refusal = (code: string) =>
    Object.assign(new Error("Failed query"), { cause: Object.assign(new Error(), { code }) });

  it("turns PostgreSQL's refusal of a request value into a 400", () => {
    for (const code of ["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]) {
      expect(unstorableValueProblem(refusal(code))).toMatchObject({
        status: 400,
        type: "urn:problem:unstorable-value",
      });
    }
  });

  it("leaves every other error a server error", () => {
    for (const error of [refusal("23505"), refusal("22012"), new Error("boom"), "text", null]) {
      expect(unstorableValueProblem(error)).toBeUndefined();
    }
  });
});
