import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getPermissions } from "~/api/organizations.server";
import { isUpstreamStatus } from "~/api/problem";
import { requireRouteAccess } from "~/auth/guards.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { sectionOf } from "~/lib/sections";
import { rememberActiveOrganization } from "~/session/active-organization.server";
import { commitSession } from "~/session/session.server";
import { errorToast, flashToast } from "~/toast/toast.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRouteAccess(request, context, "routes/resources/organization");
  return redirect("/dashboard");
}

/** Switches the active organization (a plain form post) after checking the user may open it. */
export async function action({ request, context }: ActionFunctionArgs) {
  const member = await requireRouteAccess(request, context, "routes/resources/organization");
  const form = await request.formData();
  const organizationId = Number(form.get("organizationId"));
  // A switch goes to the same section there (a record's id is another organization's), or, asked for a
  // record of the new organization (my work), to that record.
  const asked = safeRedirect(form.get("redirectTo"));
  const target = form.get("exact") === "true" ? asked : sectionOf(asked);
  if (!Number.isSafeInteger(organizationId) || organizationId <= 0) return redirect(target);
  try {
    await getPermissions(member.api, organizationId);
  } catch (error) {
    if (isUpstreamStatus(error, 404)) {
      return redirect(target, {
        headers: { "Set-Cookie": await flashToast(context, errorToast("organization.switchFailed")) },
      });
    }
    throw error;
  }
  member.session.set("activeOrganizationId", organizationId);
  const permissions = { ...member.session.get("permissions") };
  delete permissions[organizationId];
  member.session.set("permissions", permissions);
  const headers = new Headers({ "Set-Cookie": await commitSession(member.session, context) });
  headers.append("Set-Cookie", await rememberActiveOrganization(context, organizationId));
  return redirect(target, { headers });
}
