import type { AppLoadContext } from "@remix-run/node";
import { getFile } from "~/api/files.server";
import { requireRouteAccess } from "~/auth/guards.server";

/** An own document of the active organization, for those who may edit (spec §2); 404 otherwise. */
export async function requireOwnDocument(
  request: Request,
  context: AppLoadContext,
  routeId: "routes/documents/own-documents/detail" | "routes/documents/own-documents/edit",
  id: string | undefined,
) {
  const member = await requireRouteAccess(request, context, routeId);
  const documentId = Number(id);
  if (!Number.isSafeInteger(documentId) || documentId <= 0) throw new Response("Not found", { status: 404 });
  const document = await getFile(member.api, member.organizationId, documentId);
  // An attachment of another record is not an own document.
  if (!document.standalone) throw new Response("Not found", { status: 404 });
  return { ...member, document };
}
