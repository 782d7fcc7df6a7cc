import { describe, expect, it } from "vitest";
import { toCsv } from "../../app/lib/csv";

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
});
