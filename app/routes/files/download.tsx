import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadFile, downloadLegislationFile, downloadSafetyDataSheet, downloadSentSheet } from "~/api/files.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { passOn } from "~/files/pass-on.server";

const positive = (value: string | undefined) => {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0) throw new Response(null, { status: 404 });
  return number;
};

/** /files/{id}/download: a file of the active organization, for anyone who may read it. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (params.chemicalId) {
    const { api } = await requireRouteAccess(request, context, "chemical-sheet-download");
    return passOn(await downloadSafetyDataSheet(api, positive(params.chemicalId), positive(params.sheetId)));
  }
  if (params.sentFor) {
    const { api } = await requireRouteAccess(request, context, "chemical-sent-sheet-download");
    return passOn(await downloadSentSheet(api, positive(params.sentFor), positive(params.sheetId)));
  }
  if (params.legislationId) {
    const { api } = await requireRouteAccess(request, context, "legislation-file-download");
    return passOn(await downloadLegislationFile(api, positive(params.legislationId), positive(params.fileId)));
  }
  const { api, organizationId } = await requireRouteAccess(request, context, "file-download");
  return passOn(await downloadFile(api, organizationId, positive(params.id)));
}
