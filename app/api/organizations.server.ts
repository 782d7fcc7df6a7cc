import type { z } from "zod";
import type { organization, organizationNode, permissions } from "../../server/api/schemas/organizations";
import type { FromWire } from "../../server/domain/wire-casing";
import type { ApiClient } from "./client.server";

export type OrganizationNode = FromWire<z.infer<typeof organizationNode>>;
export type Organization = FromWire<z.infer<typeof organization>>;
export type PermissionList = FromWire<z.infer<typeof permissions>>;
type List<T> = { total_elements: number; content: T[] };

export const listOrganizations = (api: ApiClient) =>
  api.get<List<z.infer<typeof organizationNode>>>("/organizations").then((list) => list.content);

export const getOrganization = (api: ApiClient, id: number) =>
  api.get<z.infer<typeof organization>>(`/organizations/${id}`);

export const getPermissions = (api: ApiClient, organizationId: number) =>
  api.get<z.infer<typeof permissions>>(`/organizations/${organizationId}/permissions`).then((list) => list.content);
