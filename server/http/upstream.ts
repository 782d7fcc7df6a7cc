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

/**
 * The API tier over HTTP. When it does not answer, the page tier gets a 503 problem like any other
 * answer (and shows "unavailable"), instead of an exception that would end as a 500.
 */
export function httpUpstream(apiUrl: string): Upstream {
  return {
    baseUrl: `${apiUrl}${API_BASE}`,
    fetch: (request) => fetch(request).catch(() => unavailable()),
  };
}

/** Resolves when the API tier's own /readyz says it is ready; rejects otherwise. */
export async function apiTierReady(apiUrl: string, timeoutMs: number) {
  const response = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`the API tier's /readyz answered ${response.status}`);
}

const unavailable = () =>
  Response.json(
    { type: "urn:problem:unavailable", title: "Service unavailable", status: 503, detail: "The API does not answer" },
    { status: 503, headers: { "Content-Type": "application/problem+json", "Retry-After": "30" } },
  );
