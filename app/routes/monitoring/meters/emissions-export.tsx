import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRouteAccess } from "~/auth/guards.server";

// The emissions report as CSV; being written.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, "routes/monitoring/meters/emissions-export");
  return new Response("", { headers: { "Content-Type": "text/csv" } });
}
