import { sheetReadingsApi } from "../../../../server/api/contracts/sheet-readings";
import { isRecordId } from "../../../../server/domain/record-ids";
import type { ApiClient } from "~/api/client.server";
import { isUpstreamStatus } from "~/api/problem";

/** What the new kept chemical's form offers of the sheet read before it (`?heldSheet=<id>`). */
export type HeldSheetOffer = { id: number; fileName: string; lastRevisionDate: string } | { gone: true } | null;

/**
 * The held sheet the address names, for the form's "file this sheet" choice. One no longer held (past
 * its day, another person's, filed with another chemical) is said to be gone rather than offered.
 */
export async function heldSheetOffer(api: ApiClient, org: number, url: URL): Promise<HeldSheetOffer> {
  const id = Number(url.searchParams.get("heldSheet"));
  if (!url.searchParams.has("heldSheet")) return null;
  if (!isRecordId(id)) return { gone: true };
  try {
    const held = await api.call(sheetReadingsApi.held, { params: { org, id } });
    if (held.filedAssociationId !== null) return { gone: true };
    return { id: held.id, fileName: held.fileName, lastRevisionDate: String(held.lastRevisionDate) };
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return { gone: true };
    throw error;
  }
}
