import type { ResultOf } from "../../server/api/contracts/operation";
import { organizationsApi } from "../../server/api/contracts/organizations";
import type { ApiClient } from "./client.server";

export type OrganizationNode = ResultOf<typeof organizationsApi.list>["content"][number];
export type Organization = ResultOf<typeof organizationsApi.get>;

export const listOrganizations = (api: ApiClient) => api.call(organizationsApi.list).then((list) => list.content);

export const getOrganization = (api: ApiClient, id: number) => api.call(organizationsApi.get, { params: { org: id } });

export const getPermissions = (api: ApiClient, organizationId: number) =>
  api.call(organizationsApi.permissions, { params: { org: organizationId } }).then((list) => list.content);
