import type { QueryOf, ResultOf } from "../../server/api/contracts/operation";
import { organizationsApi } from "../../server/api/contracts/organizations";
import type { ApiClient } from "./client.server";

export type OrganizationNode = ResultOf<typeof organizationsApi.list>["content"][number];
export type Organization = ResultOf<typeof organizationsApi.get>;
export type OrganizationEntry = ResultOf<typeof organizationsApi.accessible>["content"][number];

/** The organizations the user may open, flat in tree order; narrowed by the query, a page at a time. */
export const listAccessibleOrganizations = (api: ApiClient, query: QueryOf<typeof organizationsApi.accessible>) =>
  api.call(organizationsApi.accessible, { query });

/** One organization the user may open (its name, place and accessibility), or null. */
export const findAccessibleOrganization = (api: ApiClient, id: number) =>
  listAccessibleOrganizations(api, { id }).then((list) => list.content[0] ?? null);

export const getOrganization = (api: ApiClient, id: number) => api.call(organizationsApi.get, { params: { org: id } });

export const getPermissions = (api: ApiClient, organizationId: number) =>
  api.call(organizationsApi.permissions, { params: { org: organizationId } }).then((list) => list.content);
