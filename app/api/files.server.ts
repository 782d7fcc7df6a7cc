import type { z } from "zod";
import type { fileMetadata } from "../../server/api/schemas/files";
import type { FromWire } from "../../server/domain/wire-casing";
import type { ApiClient } from "./client.server";
import type { Query } from "./wire";

type Wire = z.infer<typeof fileMetadata>;
export type FileItem = FromWire<Wire>;
type List<T> = { total_elements: number; content: T[] };

export type FileChanges = {
  name: string;
  description: string | null;
  date: Date | null;
  deleted: boolean;
  lastModifiedDate: string;
};

export const filesPath = (organizationId: number) => `/organizations/${organizationId}/files`;

export const listFiles = (api: ApiClient, organizationId: number, query: Query) =>
  api.get<List<Wire>>(filesPath(organizationId), query);

export const getFile = (api: ApiClient, organizationId: number, id: number) =>
  api.get<Wire>(`${filesPath(organizationId)}/${id}`);

export const updateFile = (api: ApiClient, organizationId: number, id: number, changes: FileChanges) =>
  api.put<Wire>(`${filesPath(organizationId)}/${id}`, changes);

/** The raw answer of a download, to pass on as it streams. */
export const downloadFile = (api: ApiClient, organizationId: number, id: number) =>
  api.send("GET", `${filesPath(organizationId)}/${id}/raw`);

export const downloadLegislationFile = (api: ApiClient, legislationId: number, fileId: number) =>
  api.send("GET", `/legislations/${legislationId}/files/${fileId}/raw`);
