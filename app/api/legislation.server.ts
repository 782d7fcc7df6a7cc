import type { z } from "zod";
import type {
  association,
  associationListItem,
  legislation,
  legislationSummary,
  member,
  topic,
} from "../../server/api/schemas/legislation";
import type { FromWire } from "../../server/domain/wire-casing";
import type { ApiClient } from "./client.server";
import type { Query } from "./wire";

type List<T> = { total_elements: number; content: T[] };
export type Topic = FromWire<z.infer<typeof topic>>;
export type LegislationSummary = FromWire<z.infer<typeof legislationSummary>>;
export type Legislation = FromWire<z.infer<typeof legislation>>;
export type Association = FromWire<z.infer<typeof association>>;
export type AssociationListItem = FromWire<z.infer<typeof associationListItem>>;
export type Member = FromWire<z.infer<typeof member>>;

export type LegislationChanges = {
  titleEn: string;
  titleDa: string;
  shortName: string | null;
  referenceNumber: string;
  territory: string;
  url: string | null;
  summaryEn: string | null;
  summaryDa: string | null;
  effectiveDate: Date | null;
  topicIds: number[];
  fileIds: number[];
};

export type AssociationChanges = {
  applicabilityNote: string | null;
  responsibleMemberId: number | null;
  nextReviewDate: Date | null;
  fileIds: number[];
  lastModifiedDate: string;
};

export const listTopics = (api: ApiClient) =>
  api.get<List<z.infer<typeof topic>>>("/topics").then((list) => list.content);

export const listLegislations = (api: ApiClient, query: Query) =>
  api.get<List<z.infer<typeof legislationSummary>>>("/legislations", query);

export const getLegislation = (api: ApiClient, id: number) =>
  api.get<z.infer<typeof legislation>>(`/legislations/${id}`);

export const createLegislation = (api: ApiClient, changes: LegislationChanges) =>
  api.post<z.infer<typeof legislation>>("/legislations", changes);

export const updateLegislation = (
  api: ApiClient,
  id: number,
  changes: LegislationChanges & { lastModifiedDate: string },
) => api.put<z.infer<typeof legislation>>(`/legislations/${id}`, changes);

const registerPath = (organizationId: number) => `/organizations/${organizationId}/legislations`;

export const listAssociations = (api: ApiClient, organizationId: number, query: Query) =>
  api.get<List<z.infer<typeof associationListItem>>>(registerPath(organizationId), query);

export const getAssociation = (api: ApiClient, organizationId: number, legislationId: number) =>
  api.get<z.infer<typeof association>>(`${registerPath(organizationId)}/${legislationId}`);

export const associate = (api: ApiClient, organizationId: number, legislationId: number) =>
  api.post<z.infer<typeof association>>(`${registerPath(organizationId)}/${legislationId}`);

export const updateAssociation = (
  api: ApiClient,
  organizationId: number,
  legislationId: number,
  changes: AssociationChanges,
) => api.put<z.infer<typeof association>>(`${registerPath(organizationId)}/${legislationId}`, changes);

export const removeAssociation = (api: ApiClient, organizationId: number, legislationId: number) =>
  api.delete(`${registerPath(organizationId)}/${legislationId}`);

export const listMembers = (api: ApiClient, organizationId: number) =>
  api.get<List<z.infer<typeof member>>>(`/organizations/${organizationId}/members`).then((list) => list.content);
