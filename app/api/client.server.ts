import { data, redirect, replace, type AppLoadContext } from "@remix-run/node";
import {
  operationPath,
  successSchema,
  type CallArgs,
  type Operation,
  type ResultOf,
} from "../../server/api/contracts/operation";
import { revive } from "../../server/api/contracts/wire-schema";
import type { Language } from "~/i18n/config";
import { camelCase } from "../../server/domain/wire-casing";
import { TWO_FACTOR_REQUIRED, TWO_FACTOR_REQUIRED_LOCATION, type UpstreamProblem } from "./problem";
import { toQueryString, toRequestBody, type Query } from "./wire";

// What a form's key may be: the field is the sender's to write, so anything else is left unsent.
const SUBMISSION_KEY = /^[A-Za-z0-9]{8,80}$/;

export type ApiCredentials = { apiToken: string; xsrfToken: string };

type CallOptions = {
  query?: Query;
  body?: unknown;
  form?: Record<string, string>;
  /** A body passed through as it streams in (file uploads), with its content type. */
  stream?: { body: ReadableStream<Uint8Array>; contentType: string };
};

/**
 * The one boundary to /api/v1: in-process by default, over HTTP when API_URL is set (the load
 * context's `upstream` decides). It converts casing and dates both ways, forwards the session, the
 * XSRF token and the user's language, and turns failures into thrown responses:
 * 401 → a redirect to the log-in page with return_url; a second factor the organization requires → a
 * redirect to the page that sets one up; anything else → `data(problem, { status })`.
 */
export class ApiClient {
  /** The language the API last answered in (Content-Language), when it differs from ours. */
  contentLanguage: Language | null = null;
  private submission: { key: string; posts: number } | null = null;

  constructor(
    private readonly context: AppLoadContext,
    private readonly request: Request,
    private readonly credentials: ApiCredentials | null,
    private readonly language: Language,
    private readonly onUnauthorized: () => Promise<never>,
  ) {}

  /**
   * Calls one operation of the API's contract: parameters, query and body typed by it, the answer read
   * by its response schema (date-only fields become Dates because the schema says so).
   */
  async call<R extends Operation>(
    operation: R,
    ...[args]: object extends CallArgs<R> ? [CallArgs<R>?] : [CallArgs<R>]
  ): Promise<ResultOf<R>> {
    const { params, query, body } = (args ?? {}) as { params?: object; query?: Query; body?: unknown };
    const path = operationPath(operation.path, params as Record<string, unknown>);
    const response = await this.send(operation.method.toUpperCase(), path, { query, body });
    if (response.status === 401 && this.credentials) return this.onUnauthorized();
    if (!response.ok) {
      const problem = await readProblem(response);
      // The organization has just come to require a second factor: set one up, whatever the page was.
      if (problem.type === TWO_FACTOR_REQUIRED) throw redirect(TWO_FACTOR_REQUIRED_LOCATION);
      throw data(problem, { status: pageStatus(response.status) });
    }
    if (response.status === 204 || response.status === 202) return undefined as ResultOf<R>;
    return revive(successSchema(operation), await response.json()) as ResultOf<R>;
  }

  /**
   * Makes the POSTs this client sends carry the form's one-time key (decision 027), numbered in the
   * order they are sent, so the same form sent again repeats the same keys and makes nothing twice.
   */
  keyPostsWith(key: FormDataEntryValue | null) {
    if (typeof key !== "string" || !SUBMISSION_KEY.test(key) || this.submission?.key === key) return;
    this.submission = { key, posts: 0 };
  }

  /** The raw response, for calls whose failures the caller handles itself (log-in). */
  async send(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers = new Headers({
      Accept: "application/json",
      "Accept-Language": this.language,
      "X-Request-Id": this.context.requestId,
      "X-Forwarded-For": this.context.clientAddress,
    });
    if (method === "POST" && this.submission) {
      this.submission.posts += 1;
      headers.set("Idempotency-Key", `${this.submission.key}.${this.submission.posts}`);
    }
    if (this.credentials) {
      headers.set("Cookie", `SESSION=${this.credentials.apiToken}`);
      if (method !== "GET" && method !== "HEAD") headers.set("X-XSRF-TOKEN", this.credentials.xsrfToken);
    }
    let body: BodyInit | undefined;
    if (options.form) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(options.form).toString();
    } else if (options.stream) {
      headers.set("Content-Type", options.stream.contentType);
      body = options.stream.body;
    } else if (options.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(toRequestBody(options.body));
    }
    const url = `${this.context.upstream.baseUrl}${path}${toQueryString(options.query)}`;
    const init: RequestInit & { duplex?: "half" } = { method, headers, body };
    if (options.stream) init.duplex = "half";
    const response = await this.context.upstream.fetch(new Request(url, init));
    const answered = response.headers.get("Content-Language");
    if ((answered === "en" || answered === "da") && answered !== this.language) this.contentLanguage = answered;
    return response;
  }
}

/**
 * The page's status for a failed API answer: the API's own for the caller's mistakes, 503 while the
 * API tier cannot be reached (try again soon), 502 for any other failure of the API.
 */
export const pageStatus = (apiStatus: number) => (apiStatus === 503 ? 503 : apiStatus >= 500 ? 502 : apiStatus);

/** The API's problem+json as the app's problem, field paths in camelCase. */
export async function readProblem(response: Response): Promise<UpstreamProblem> {
  const body = (await response.json().catch(() => ({}))) as {
    type?: string;
    title?: string;
    detail?: string;
    errors?: { path: string; message: string; code: string }[];
    max_bytes?: number;
    held?: { kind: string; count: number }[];
    existing_id?: number;
    challenge?: string;
    code?: string;
  };
  const fieldErrors: Record<string, string[]> = {};
  for (const error of body.errors ?? []) {
    const path = error.path.split(".").map(camelCase).join(".");
    (fieldErrors[path] ??= []).push(error.code);
  }
  const retryAfter = Number(response.headers.get("Retry-After"));
  return {
    upstream: true,
    status: response.status,
    type: body.type ?? "about:blank",
    title: body.title ?? response.statusText,
    detail: body.detail,
    fieldErrors,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    ...(typeof body.max_bytes === "number" ? { maxBytes: body.max_bytes } : {}),
    ...(Array.isArray(body.held) ? { held: body.held } : {}),
    ...(typeof body.existing_id === "number" ? { existingId: body.existing_id } : {}),
    ...(typeof body.code === "string" ? { code: body.code } : {}),
    ...(typeof body.challenge === "string" ? { challenge: body.challenge } : {}),
  };
}

/** Where to come back to after logging in again: the page itself, or for a form post the page it came from. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  if (request.method === "GET") return `${url.pathname}${url.search}`;
  const referer = request.headers.get("Referer");
  if (referer) {
    const from = new URL(referer, url);
    if (from.origin === url.origin) return `${from.pathname}${from.search}`;
  }
  return "/dashboard";
}

export function redirectToLogin(request: Request, headers?: HeadersInit): never {
  const target = returnPath(request);
  throw replace(target === "/" ? "/" : `/?return_url=${encodeURIComponent(target)}`, { headers });
}
