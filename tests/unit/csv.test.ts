import { describe, expect, it } from "vitest";
import { csvDialect, toCsv } from "../../app/lib/csv";
import { parseReadingCsv } from "../../app/lib/reading-csv.server";

describe("CSV documents", () => {
  it("start with a byte order mark, quote every field, double quotes inside and end lines with CRLF", () => {
    expect(
      toCsv([
        ["Navn", 'Sagt "hej"'],
        ["Søren Ærø", 42],
      ]),
    ).toBe('\uFEFF"Navn","Sagt ""hej"""\r\n"Søren Ærø","42"\r\n');
  });

  it("keep line breaks inside a field, and write nothing for null", () => {
    expect(toCsv([["a\nb", null, undefined]])).toBe('\uFEFF"a\nb","",""\r\n');
  });

  it("neutralise text a spreadsheet would run as a formula, but not numbers", () => {
    expect(toCsv([["=HYPERLINK(1)", "+1", "-2", "@SUM(A1)", "\tx", -3]])).toBe(
      '\uFEFF"\'=HYPERLINK(1)","\'+1","\'-2","\'@SUM(A1)","\'\tx","-3"\r\n',
    );
  });

  it("for a Danish reader: ';' between fields and decimal commas, as Danish Excel splits them", () => {
    const danish = csvDialect("da");
    expect(
      toCsv(
        [
          ["Navn", "Forbrug"],
          ["Søren; Ærø", 1234.5],
          ["=1+1", -3],
        ],
        danish,
      ),
    ).toBe('\uFEFF"Navn";"Forbrug"\r\n"Søren; Ærø";"1234,5"\r\n"\'=1+1";"-3"\r\n');
    expect(toCsv([["a", 1.5]], csvDialect("en"))).toBe('\uFEFF"a","1.5"\r\n');
  });

  it("for a Danish reader still reads back through the readings import", () => {
    const text = toCsv(
      [
        ["date", "value", "unit"],
        ["2026-03-31", 1234.5, "m3"],
      ],
      csvDialect("da"),
    );
    const parsed = parseReadingCsv(text, ["m3"]);
    expect(parsed.problem).toBeUndefined();
    expect(parsed.rows[0]?.reading).toMatchObject({ value: 1234.5, unit: "m3" });
  });
});
