import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { upstreamProblem } from "~/api/problem";
import { flashToast, forbiddenToast } from "~/toast/toast.server";

type Reply = (options?: {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}) => SubmissionResult<string[]>;

/**
 * What a form shows when the API refused a change: a stale version (409), a duplicate or what an
 * organization still holds as a form error, invalid fields against the fields (a value the database refused as a form error), a missing
 * permission as a toast on the page itself.
 * Anything else is not the user's doing and goes on to the error boundary.
 */
export async function replyToRefusal(error: unknown, reply: Reply, request: Request, context: AppLoadContext) {
  const problem = upstreamProblem(error);
  if (!problem) throw error;
  if (problem.status === 409 && problem.held) {
    const held = problem.held.map(({ kind, count }) => `held.${kind}|${JSON.stringify({ count })}`);
    return data(reply({ formErrors: ["errors.inUse", ...held] }), { status: 409 });
  }
  if (problem.type === "urn:problem:key-reused") {
    return data(reply({ formErrors: ["errors.sentAlready"] }), { status: 422 });
  }
  if (problem.type === "urn:problem:under-way") {
    return data(reply({ formErrors: ["errors.underWay"] }), { status: 409 });
  }
  if (problem.status === 409) {
    const formError = problem.type === "urn:problem:duplicate" ? "errors.duplicate" : "errors.conflict";
    return data(reply({ formErrors: [formError] }), { status: 409 });
  }
  if (problem.status === 422) {
    const fieldErrors = Object.fromEntries(
      Object.entries(problem.fieldErrors).map(([field, codes]) => [
        field,
        codes.map((code) => `validation.server.${code}`),
      ]),
    );
    return data(reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length ? [] : ["errors.invalid"] }), {
      status: 422,
    });
  }
  // A value the API's checks let through but the database could not store: still the input's fault.
  if (problem.status === 400 && problem.type === "urn:problem:unstorable-value") {
    return data(reply({ formErrors: ["errors.invalid"] }), { status: 400 });
  }
  if (problem.status === 403) {
    throw redirect(new URL(request.url).pathname, {
      headers: { "Set-Cookie": await flashToast(context, forbiddenToast()) },
    });
  }
  throw error;
}
