import { describe, expect, it } from "vitest";
import { addRowRefusals, parseReadingCsv, rowRefusalsOf } from "../../app/lib/reading-csv.server";

describe("the readings CSV", () => {
  it("names the row and the field of a day that is none, as 31-02-2026", () => {
    const { rows } = parseReadingCsv("dato;værdi\n31-01-2026;100\n31-02-2026;200\n2026-02-30;300\n28.02.2026;250", [
      "kWh",
    ]);
    expect(rows.map((row) => [row.line, row.problems])).toEqual([
      [2, []],
      [3, [{ field: "performedAt", error: "meterReadings.importDate" }]],
      [4, [{ field: "performedAt", error: "meterReadings.importDate" }]],
      [5, []],
    ]);
    expect(rows[3]!.reading?.performedAt).toBe("2026-02-28");
  });

  it("puts the API's refusals on their rows and fields, whether judged or refused as a request", () => {
    const { rows } = parseReadingCsv("date,value\n2026-01-31,1\n2026-02-28,2", ["kWh"]);
    expect(addRowRefusals(rows, [{ row: 1, field: "performed_at", error: "validation.server.day_taken" }])).toBe(true);
    expect(addRowRefusals(rows, rowRefusalsOf({ "rows.0.performedAt": ["date_out_of_range"], other: ["x"] }))).toBe(
      true,
    );
    expect(rows.map((row) => row.problems)).toEqual([
      [{ field: "performedAt", error: "validation.server.date_out_of_range" }],
      [{ field: "performedAt", error: "validation.server.day_taken" }],
    ]);
    expect(addRowRefusals(rows, rowRefusalsOf({ rows: ["too_big"] }))).toBe(false);
  });
});
