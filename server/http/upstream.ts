import type { Upstream } from "../../app/load-context";
import { API_BASE, type Api } from "../api/app";

/** The API called as a function: no socket, no serialisation beyond the Request itself. */
export function inProcessUpstream(api: Api): Upstream {
  return {
    baseUrl: `http://in-process${API_BASE}`,
    // Only the app builds these requests, so its forwarded address can be trusted here.
    fetch: async (request) =>
      api.fetch(request, { clientAddress: request.headers.get("x-forwarded-for") ?? "unknown" }),
  };
}

export function httpUpstream(apiUrl: string): Upstream {
  return { baseUrl: `${apiUrl}${API_BASE}`, fetch: (request) => fetch(request) };
}
