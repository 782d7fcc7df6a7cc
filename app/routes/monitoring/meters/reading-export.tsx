import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRouteAccess } from "~/auth/guards.server";

// Being written.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, "routes/monitoring/meters/reading-export");
  return null;
}

export default function Placeholder() {
  return null;
}
