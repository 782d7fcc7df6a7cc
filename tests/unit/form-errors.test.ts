import { data } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { UpstreamProblem } from "~/api/problem";
import { replyToRefusal } from "~/lib/form-errors.server";

const refusal = (status: number, type: string, fieldErrors: Record<string, string[]> = {}) =>
  data({ upstream: true, status, type, title: "", fieldErrors } satisfies UpstreamProblem, { status });
const reply = (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => ({
  status: "error" as const,
  error: { "": options?.formErrors ?? [], ...options?.fieldErrors },
});
const request = new Request("http://localhost/admin/legislation/1/edit", { method: "POST" });

async function answer(error: unknown) {
  const result = await replyToRefusal(error, reply, request, {} as never);
  return result as unknown as { data: ReturnType<typeof reply>; init: { status: number } };
}

describe("replyToRefusal", () => {
  it("shows a field the API refused (e.g. a NUL character, a year-0000 date) against the field", async () => {
    const result = await answer(refusal(422, "urn:problem:validation", { effectiveDate: ["date_out_of_range"] }));
    expect(result.init.status).toBe(422);
    expect(result.data.error).toMatchObject({ effectiveDate: ["validation.server.date_out_of_range"] });
  });

  it("shows a value only the database refused as a form error, not an error page", async () => {
    const result = await answer(refusal(400, "urn:problem:unstorable-value"));
    expect(result.init.status).toBe(400);
    expect(result.data.error[""]).toEqual(["errors.invalid"]);
  });

  it("leaves other malformed requests to the error boundary", async () => {
    const error = refusal(400, "urn:problem:malformed-request");
    await expect(replyToRefusal(error, reply, request, {} as never)).rejects.toBe(error);
  });
});
