import type { ApiClient } from "./client.server";

export type SystemDetails = {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  website: string | null;
  version: string;
};

export const getSystemDetails = (api: ApiClient) => api.get<SystemDetails>("/system-details");
