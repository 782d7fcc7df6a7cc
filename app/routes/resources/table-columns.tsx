import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRouteAccess } from "~/auth/guards.server";
import { keepColumnChoice } from "~/components/table/column-choice.server";
import { safeRedirect } from "~/lib/safe-redirect";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, "routes/resources/table-columns");
  return redirect("/dashboard");
}

/**
 * Keeps the columns a reader chose for a table, in this browser. A plain form goes back to the list
 * (`redirectTo`); the table's own script sends `stay` and redraws by itself.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireRouteAccess(request, context, "routes/resources/table-columns");
  const form = await request.formData();
  const cookie = await keepColumnChoice(request, context, form);
  const headers = cookie ? { "Set-Cookie": cookie } : undefined;
  if (form.has("stay")) return data({ kept: cookie !== null }, { status: cookie ? 200 : 400, headers });
  return redirect(safeRedirect(form.get("redirectTo")), { headers });
}
