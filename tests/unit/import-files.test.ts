import writeXlsxFile from "write-excel-file/node";
import { describe, expect, it } from "vitest";
import { parseTypedDay, parseTypedFlag, parseTypedNumber } from "../../server/domain/typed-values";
import { csvDelimiter, decodeCsv, readImportFile } from "../../server/services/imports/read-file";

const bytes = (text: string, encoding: BufferEncoding = "utf8") => new Uint8Array(Buffer.from(text, encoding));

describe("reading an import file", () => {
  it("tells the separator from the header row, quotes aside", () => {
    expect(csvDelimiter("Navn;Afdeling;Antal\n1;2;3")).toBe(";");
    expect(csvDelimiter("name,department\n")).toBe(",");
    expect(csvDelimiter('"Navn, fulde";Afdeling\n')).toBe(";");
    expect(csvDelimiter("name\tdepartment")).toBe("\t");
    expect(csvDelimiter("name")).toBe(",");
  });

  it("reads UTF-8 with or without a byte order mark, and Windows-1252 where UTF-8 does not fit", async () => {
    expect(decodeCsv(bytes("Søholm"))).toBe("Søholm");
    expect(decodeCsv(bytes("Søholm æ å", "latin1"))).toBe("Søholm æ å");
    // Windows-1252's own characters above Latin-1 (the euro sign is 0x80 there).
    expect(decodeCsv(new Uint8Array([0x80, 0x20, 0x35]))).toBe("€ 5");
    const table = await readImportFile(bytes("\uFEFFNavn;Sted\nKran;Hal 1\n"), "m.csv");
    expect(table).toEqual({ headers: ["Navn", "Sted"], rows: [["Kran", "Hal 1"]] });
  });

  it("keeps quoted separators and line breaks, pads short rows and drops empty ones", async () => {
    const table = await readImportFile(bytes('name,note\n"Kran, stor","linje 1\nlinje 2"\n\n,\nSav\n'), "m.csv");
    expect(table.rows).toEqual([
      ["Kran, stor", "linje 1\nlinje 2"],
      ["Sav", ""],
    ]);
  });

  it("reads the first sheet of a workbook, its days as days, whatever the file is called", async () => {
    const workbook = await writeXlsxFile([
      [{ value: "Navn" }, { value: "Dato" }, { value: "Mængde" }],
      [{ value: "Acetone" }, { value: new Date("2026-03-04T00:00:00Z"), format: "dd-mm-yyyy" }, { value: 1250.5 }],
    ]).toBuffer();
    const table = await readImportFile(new Uint8Array(workbook), "upload.bin");
    expect(table).toEqual({ headers: ["Navn", "Dato", "Mængde"], rows: [["Acetone", "2026-03-04", "1250.5"]] });
  });

  it("refuses a file it cannot take, each with its code", async () => {
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => "read",
        (error: { refusals: { code: string }[] }) => error.refusals[0]!.code,
      );
    expect(await code(readImportFile(bytes("name\n"), "m.csv"))).toBe("import_file_empty");
    expect(await code(readImportFile(bytes("not a zip"), "m.xlsx"))).toBe("import_file_type");
    expect(await code(readImportFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]), "m.xlsx"))).toBe(
      "import_file_unreadable",
    );
    expect(await code(readImportFile(bytes(`n\n${"x\n".repeat(10_001)}`), "m.csv"))).toBe("import_file_too_many_rows");
  });
});

describe("cells as Danes and ISO write them", () => {
  it("reads decimal commas and points, with thousands marks", () => {
    expect(parseTypedNumber("1.250,5")).toBe(1250.5);
    expect(parseTypedNumber("1,250.5")).toBe(1250.5);
    expect(parseTypedNumber("12,5")).toBe(12.5);
    expect(parseTypedNumber("abc")).toBeNaN();
  });

  it("reads dd-mm-yyyy, dd.mm.yyyy, dd/mm/yyyy and ISO days, and no day that is none", () => {
    expect(parseTypedDay("03.02.2019")).toBe("2019-02-03");
    expect(parseTypedDay("3-2-2019")).toBe("2019-02-03");
    expect(parseTypedDay("15/06/2021")).toBe("2021-06-15");
    expect(parseTypedDay("2020-01-31")).toBe("2020-01-31");
    expect(parseTypedDay("31-02-2020")).toBeNull();
    expect(parseTypedDay("next week")).toBeNull();
  });

  it("reads yes and no in English and Danish", () => {
    expect(["ja", "Yes", "x", "1"].map(parseTypedFlag)).toEqual([true, true, true, true]);
    expect(["nej", "No", "", "0"].map(parseTypedFlag)).toEqual([false, false, false, false]);
    expect(parseTypedFlag("måske")).toBeNull();
  });
});
