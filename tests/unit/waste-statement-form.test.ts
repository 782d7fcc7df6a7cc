import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { parseMonth, registrationCreateSchema } from "~/routes/monitoring/waste/registration-form.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema: registrationCreateSchema });
};

describe("the monthly statement form", () => {
  it("reads a month as a month input sends it and as people type it where the browser has none", () => {
    for (const typed of ["2026-03", "2026-3", " 2026/03 ", "03/2026", "3.2026", "03-2026"]) {
      expect(parseMonth(typed), typed).toBe("2026-03-01");
    }
    for (const typed of ["2026-13", "2026-00", "March 2026", "2026", "26-03", "2026-03-15"]) {
      expect(parseMonth(typed), typed).toBeNull();
    }
  });

  it("sends the month's first day and only the rows with a quantity, a Danish decimal read as typed", () => {
    const submission = form({
      month: "2026-03",
      "lines[0].arrangementId": "11",
      "lines[0].quantity": "1234,5",
      "lines[0].estimated": "on",
      "lines[1].arrangementId": "12",
      "lines[1].quantity": "",
      "lines[2].arrangementId": "13",
      "lines[2].quantity": "0",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      month: "2026-03-01",
      note: null,
      lines: [
        { arrangementId: 11, quantity: 1234.5, estimated: true },
        null,
        { arrangementId: 13, quantity: 0, estimated: false },
      ],
    });
  });

  it("refuses a negative quantity or a month it cannot read under their own fields", () => {
    const submission = form({ month: "März", "lines[0].arrangementId": "11", "lines[0].quantity": "-2" });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toMatchObject({
      month: ["waste.registrations.monthInvalid"],
      "lines[0].quantity": ["waste.registrations.quantityInvalid"],
    });
  });
});
