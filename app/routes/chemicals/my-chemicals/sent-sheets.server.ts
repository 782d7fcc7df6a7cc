import type { AppLoadContext } from "@remix-run/node";
import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import type { ApiClient } from "~/api/client.server";
import { withdrawFile } from "~/api/files.server";
import { isUpstreamStatus } from "~/api/problem";
import type { SentSheetItem } from "~/components/chemicals/sent-sheets";
import { redirectWithToast } from "~/lib/route.server";
import type { SheetTarget } from "../../admin/chemicals/sheet-actions.server";

type Kept = { org: number; id: number };
/** The sheets the organization's supplier sent for the kept chemical, each with its file's download. */
export async function sentSheetsOf(api: ApiClient, kept: Kept): Promise<SentSheetItem[]> {
  const sent = await api.call(chemicalAssociationsApi.sheets, { params: kept });
  return sent.content.map((sheet) => ({
    id: sheet.id,
    fileName: sheet.file.name,
    language: sheet.language,
    lastRevisionDate: sheet.lastRevisionDate,
    organization: sheet.organization.name,
    href: `/files/${sheet.file.id}/download`,
  }));
}

/** A sheet goes to the organization's files, then is filed under the kept chemical. */
export const organizationSheets = (api: ApiClient, kept: Kept, back: string): SheetTarget => ({
  key: `kept-${kept.org}-${kept.id}`,
  back,
  uploadPath: `/organizations/${kept.org}/files`,
  withCountry: false,
  // A file whose filing is refused is withdrawn: it would lie among the organization's files unexplained.
  file: async (fileId, { language, lastRevisionDate }) => {
    try {
      await api.call(chemicalAssociationsApi.addSheet, { params: kept, body: { fileId, language, lastRevisionDate } });
    } catch (error) {
      await withdrawFile(api, kept.org, fileId);
      throw error;
    }
  },
});

/** Removes a sent sheet; one removed already (the confirmation sent twice) is gone as asked. */
export async function removeSentSheet(
  context: AppLoadContext,
  api: ApiClient,
  kept: Kept,
  back: string,
  form: FormData,
) {
  const sheetId = Number(form.get("sheetId"));
  if (!Number.isSafeInteger(sheetId) || sheetId <= 0) throw new Response("No sheet", { status: 400 });
  try {
    await api.call(chemicalAssociationsApi.removeSheet, { params: { ...kept, sheetId } });
  } catch (error) {
    if (!isUpstreamStatus(error, 404)) throw error;
  }
  return redirectWithToast(context, back, "myChemicals.sentSheetRemoved");
}
