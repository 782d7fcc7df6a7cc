import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";

/** The admin area: system maintainers only; anyone else is sent to /unauthorized, whatever the path. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, "routes/admin/layout");
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}
