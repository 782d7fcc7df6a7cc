import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRouteAccess } from "~/auth/guards.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { switchActiveOrganization } from "~/session/active-organization.server";
import { errorToast, flashToast } from "~/toast/toast.server";

/**
 * A mail's link to a record: `?in=` the organization to open it in, `&to=` its page. Signs in first
 * where need be (the log-in comes back here), makes that organization the active one, and opens the
 * page; one the user may no longer open leaves the active one as it was and says so.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = await requireRouteAccess(request, context, "routes/open");
  const url = new URL(request.url);
  const target = safeRedirect(url.searchParams.get("to"));
  const organizationId = Number(url.searchParams.get("in"));
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0 || organizationId === member.organizationId)
    return redirect(target);
  const headers = await switchActiveOrganization(member, context, organizationId);
  if (!headers)
    return redirect("/notifications", {
      headers: { "Set-Cookie": await flashToast(context, errorToast("organization.switchFailed")) },
    });
  return redirect(target, { headers });
}
