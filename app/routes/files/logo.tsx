import type { LoaderFunctionArgs } from "@remix-run/node";
import { organizationsApi } from "../../../server/api/contracts/organizations";
import { requireRouteAccess } from "~/auth/guards.server";
import { passOn } from "~/files/pass-on.server";
import { requireId } from "~/lib/route.server";

/**
 * /organizations/{id}/logo: the logo an organization shows, for anyone who may open it. The address
 * names the logo's file (`?v=`), so a browser keeps it for a day without asking again.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "organization-logo");
  const id = requireId(params);
  return passOn(
    await api.send("GET", organizationsApi.logo.path.replace("{org}", String(id))),
    "private, max-age=86400",
  );
}
