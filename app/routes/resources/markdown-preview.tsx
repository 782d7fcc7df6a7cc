import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { renderMarkdown } from "../../../server/domain/markdown";
import { requireRouteAccess } from "~/auth/guards.server";

const ROUTE = "routes/resources/markdown-preview";
const MAX_CONTENT = 100_000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, ROUTE);
  return redirect("/dashboard");
}

/**
 * The live preview of a Markdown field while it is typed (with scripts; without them the form's own
 * preview button posts the whole form). Rendered here, so the page never carries the Markdown library.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireRouteAccess(request, context, ROUTE);
  const content = (await request.formData()).get("content");
  const html = typeof content === "string" && content.length <= MAX_CONTENT ? renderMarkdown(content) : "";
  return Response.json({ html }, { headers: { "Cache-Control": "no-store" } });
}
