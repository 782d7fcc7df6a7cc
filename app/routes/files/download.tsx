import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadFile, downloadLegislationFile } from "~/api/files.server";
import { requireRouteAccess } from "~/auth/guards.server";

const PASSED_ON = [
  "Content-Type",
  "Content-Length",
  "Content-Disposition",
  "X-Content-Type-Options",
  "Content-Security-Policy",
  "ETag",
];

/** Passes the API's download on as it streams: the bytes never gather in this process. */
function passOn(upstream: Response) {
  if (!upstream.ok)
    throw new Response(null, { status: upstream.status === 404 ? 404 : upstream.status === 403 ? 403 : 502 });
  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  for (const name of PASSED_ON) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0) throw new Response(null, { status: 404 });
  return number;
};

/** /files/{id}/download: a file of the active organization, for anyone who may read it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (params.legislationId) {
    const { api } = await requireRouteAccess(request, context, "legislation-file-download");
    return passOn(await downloadLegislationFile(api, positive(params.legislationId), positive(params.fileId)));
  }
  const { api, organizationId } = await requireRouteAccess(request, context, "file-download");
  return passOn(await downloadFile(api, organizationId, positive(params.id)));
}
