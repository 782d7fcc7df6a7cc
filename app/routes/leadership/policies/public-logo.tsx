import type { LoaderFunctionArgs } from "@remix-run/node";
import { policiesApi } from "../../../../server/api/contracts/policies";
import { getVisitor } from "~/auth/visitor.server";
import { passOn } from "~/files/pass-on.server";

/** The logo on a public policy's page, for anyone who may read the page (no account needed). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await getVisitor(request, context);
  const path = policiesApi.publicLogo.path.replace("{publicId}", encodeURIComponent(params.publicId ?? ""));
  return passOn(await api.send("GET", path), "public, max-age=86400");
}
