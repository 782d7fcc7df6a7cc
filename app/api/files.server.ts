import { filesApi } from "../../server/api/contracts/files";
import type { BodyOf, QueryOf, ResultOf } from "../../server/api/contracts/operation";
import type { ApiClient } from "./client.server";

export type FileItem = ResultOf<typeof filesApi.get>;

export const filesPath = (organizationId: number) => `/organizations/${organizationId}/files`;

export const listFiles = (api: ApiClient, organizationId: number, query: QueryOf<typeof filesApi.list>) =>
  api.call(filesApi.list, { params: { org: organizationId }, query });

export const getFile = (api: ApiClient, organizationId: number, id: number) =>
  api.call(filesApi.get, { params: { org: organizationId, id } });

export const updateFile = (api: ApiClient, organizationId: number, id: number, body: BodyOf<typeof filesApi.update>) =>
  api.call(filesApi.update, { params: { org: organizationId, id }, body });

/** The raw answer of a download, to pass on as it streams. */
export const downloadFile = (api: ApiClient, organizationId: number, id: number) =>
  api.send("GET", `${filesPath(organizationId)}/${id}/raw`);

export const downloadLegislationFile = (api: ApiClient, legislationId: number, fileId: number) =>
  api.send("GET", `/legislations/${legislationId}/files/${fileId}/raw`);

export const downloadSafetyDataSheet = (api: ApiClient, chemicalId: number, sheetId: number) =>
  api.send("GET", `/chemicals/${chemicalId}/safety-data-sheets/${sheetId}/raw`);

export const downloadSentSheet = (api: ApiClient, chemicalId: number, sheetId: number) =>
  api.send("GET", `/chemicals/${chemicalId}/sent-safety-data-sheets/${sheetId}/raw`);

/** Marks a file deleted again: an upload whose form was refused leaves nothing behind. */
export async function withdrawFile(api: ApiClient, organizationId: number, id: number) {
  const { name, description, date, lastModifiedDate } = await getFile(api, organizationId, id);
  await updateFile(api, organizationId, id, { name, description, date, lastModifiedDate, deleted: true });
}
