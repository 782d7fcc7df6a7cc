import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRouteAccess } from "~/auth/guards.server";

// The emissions report; its page is being written.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, "routes/monitoring/meters/emissions");
  return null;
}

export default function Emissions() {
  return null;
}
