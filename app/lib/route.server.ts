import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { isRecordId } from "../../server/domain/record-ids";
import { replyToRefusal } from "~/lib/form-errors.server";
import { flashToast, successToast } from "~/toast/toast.server";

/** A numeric id from the URL, or a 404 (never a query with a value PostgreSQL cannot hold). */
export function requireId(params: Record<string, string | undefined>, name = "id"): number {
  const value = params[name];
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !isRecordId(id)) {
    throw new Response("Not found", { status: 404 });
  }
  return id;
}

/** Post/Redirect/Get: go to `to` and show a success toast (a translation key) there. */
export async function redirectWithToast(context: AppLoadContext, to: string, message: string) {
  return redirect(to, {
    headers: { "Set-Cookie": await flashToast(context, successToast("toast.success.title", message)) },
  });
}

/**
 * The one way a form is submitted: validate with the form's schema (400 with field errors), send the
 * value to the API, show the API's refusals on the form (409 stale or duplicate, 422 fields, 403 as a
 * toast), and on success redirect with a toast. `send` answers where to go next.
 */
export async function submitForm<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  options: { schema: S; formData?: FormData; send: (value: z.output<S>) => Promise<string>; message: string },
) {
  const submission = parseWithZod(options.formData ?? (await request.formData()), { schema: options.schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let to: string;
  try {
    to = await options.send(submission.value as z.output<S>);
  } catch (error) {
    return replyToRefusal(error, submission.reply, request, context);
  }
  return redirectWithToast(context, to, options.message);
}

/**
 * A bulk action's form (the rows chosen in a list, and what to do with them): validated, sent, and
 * answered with the same list, its filters and page as they were, and a toast.
 */
export function submitChosen<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  options: { schema: S; message: string; send: (value: z.output<S>) => Promise<unknown> },
) {
  const { pathname, search } = new URL(request.url);
  return submitForm(request, context, {
    schema: options.schema,
    formData: form,
    message: options.message,
    send: async (value) => {
      await options.send(value);
      return `${pathname}${search}`;
    },
  });
}
