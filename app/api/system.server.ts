import type { ResultOf } from "../../server/api/contracts/operation";
import { referenceApi } from "../../server/api/contracts/reference";
import type { ApiClient } from "./client.server";

export type SystemDetails = ResultOf<typeof referenceApi.systemDetails>;

export const getSystemDetails = (api: ApiClient) => api.call(referenceApi.systemDetails);
