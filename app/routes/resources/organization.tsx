import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireRouteAccess } from "~/auth/guards.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { sectionOf } from "~/lib/sections";
import { switchActiveOrganization } from "~/session/active-organization.server";
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
  const headers = await switchActiveOrganization(member, context, organizationId);
  if (!headers)
    return redirect(target, {
      headers: { "Set-Cookie": await flashToast(context, errorToast("organization.switchFailed")) },
    });
  return redirect(target, { headers });
}
