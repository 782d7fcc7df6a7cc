import { describe, expect, it } from "vitest";
import {
  attachmentDisposition,
  exceedsUploadLimit,
  fileNameProblem,
  MAX_FILE_NAME_LENGTH,
  safeFileName,
  shortenFileName,
  UPLOAD_FRAMING_BYTES,
} from "../../server/domain/file-policy";

describe("names someone types", () => {
  it("accepts what a person would call a file, slashes, quotes and symbols included", () => {
    for (const name of [
      "Permit 2026/27.pdf",
      "Miljøpolitik æøå.pdf",
      "a=b; c.pdf",
      'Q&A: "final"?.docx',
      "back\\slash.txt",
      ".profile",
    ]) {
      expect(fileNameProblem(name), name).toBeNull();
    }
  });

  it("refuses control characters and names of only dots", () => {
    expect(fileNameProblem("Before\tafter.pdf")).toBe("control_characters");
    expect(fileNameProblem("line\nbreak.pdf")).toBe("control_characters");
    expect(fileNameProblem("nul\u0000.pdf")).toBe("control_characters");
    expect(fileNameProblem("c1\u0085.pdf")).toBe("control_characters");
    expect(fileNameProblem("..")).toBe("dots_only");
    expect(fileNameProblem(" . ")).toBe("dots_only");
  });
});

describe("shortening", () => {
  it("cuts an overlong name before its extension, keeping the extension", () => {
    const name = `${"Annual-report-".repeat(20)}final.PDF`;
    const short = shortenFileName(name);
    expect([...short]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(short.endsWith(".PDF")).toBe(true);
    expect(short.startsWith("Annual-report-Annual-report-")).toBe(true);
  });

  it("counts characters, not UTF-16 units, and never splits one", () => {
    const name = `${"😀".repeat(250)}.pdf`;
    const short = shortenFileName(name);
    expect([...short]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(short).toBe(`${"😀".repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`);
  });

  it("leaves a name that fits alone, and cuts a name without extension at the end", () => {
    expect(shortenFileName("short.pdf")).toBe("short.pdf");
    expect(shortenFileName("x".repeat(300))).toBe("x".repeat(MAX_FILE_NAME_LENGTH));
  });

  it("does not leave a space before the extension", () => {
    expect(shortenFileName(`${"a".repeat(195)} bcdefgh.pdf`)).toBe(`${"a".repeat(195)}.pdf`);
  });
});

describe("names of uploads", () => {
  it("keeps the browser's name, composed (NFC), without control characters", () => {
    expect(safeFileName("Miljøpolitik æøå.pdf")).toBe("Miljøpolitik æøå.pdf");
    expect(safeFileName("a=b; c.pdf")).toBe("a=b; c.pdf");
    expect(safeFileName("Q&A: results?.pdf")).toBe("Q&A: results?.pdf");
    // macOS sends decomposed letters: å as a + ring.
    expect(safeFileName("Ma\u030Angeda\u030Ag.pdf")).toBe("Mångedåg.pdf");
    expect(safeFileName("tab\there\u0000.pdf")).toBe("tabhere.pdf");
  });

  it("keeps the extension of a long name, and falls back for an empty one", () => {
    const stored = safeFileName(`${"Very long name ".repeat(20)}.docx`);
    expect(stored.endsWith(".docx")).toBe(true);
    expect([...stored].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(safeFileName("  ")).toBe("file");
    expect(safeFileName("..")).toBe("file");
  });
});

describe("the download's Content-Disposition", () => {
  it("sends an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987)", () => {
    expect(attachmentDisposition("Miljøpolitik æøå.pdf")).toBe(
      "attachment; filename=\"Milj_politik ___.pdf\"; filename*=UTF-8''Milj%C3%B8politik%20%C3%A6%C3%B8%C3%A5.pdf",
    );
  });

  it("quotes nothing that could end the parameter, and turns path separators into _", () => {
    const header = attachmentDisposition('Permit 2026/27 "a=b; c" 100% \\x.pdf');
    expect(header).toBe(
      "attachment; filename=\"Permit 2026_27 _a=b; c_ 100_ _x.pdf\"; filename*=UTF-8''Permit%202026_27%20%22a%3Db%3B%20c%22%20100%25%20_x.pdf",
    );
  });
});

describe("the declared size of an upload", () => {
  const max = 1024 * 1024;
  it("is too large only when it declares more than the file limit and the form around it", () => {
    expect(exceedsUploadLimit(String(max + UPLOAD_FRAMING_BYTES + 1), max)).toBe(true);
    expect(exceedsUploadLimit(String(max + UPLOAD_FRAMING_BYTES), max)).toBe(false);
    expect(exceedsUploadLimit(null, max)).toBe(false);
    expect(exceedsUploadLimit("not a number", max)).toBe(false);
  });
});
