import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { ApiClient, returnPath } from "../../app/api/client.server";
import { upstreamProblem } from "../../app/api/problem";
import { anyUser, defineOperation } from "../../server/api/contracts/operation";
import { dateOnly, id, json as jsonAnswer, jsonBody, listOf, pagingQuery, z } from "../../server/api/schemas/common";

const thing = z.object({ id, name: z.string(), next_review: dateOnly.nullable(), note: z.string().nullable() });
const things = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/things",
    request: { query: pagingQuery.extend({ topic_id: z.coerce.number().optional(), name: z.string().optional() }) },
    responses: { 200: jsonAnswer(listOf(thing)) },
  }),
  update: defineOperation(anyUser, {
    method: "put",
    path: "/things/{id}",
    request: {
      params: z.object({ id: z.coerce.number() }),
      body: jsonBody(z.object({ responsible_member_id: id, review_on: dateOnly })),
    },
    responses: { 200: jsonAnswer(thing) },
  }),
  remove: defineOperation(anyUser, { method: "post", path: "/logout", responses: { 204: { description: "Done" } } }),
};

type Answer = (request: Request) => Response;

function clientAnswering(
  answer: Answer,
  options: { credentials?: boolean; url?: string; method?: string; referer?: string } = {},
) {
  const seen: Request[] = [];
  const context = {
    requestId: "req-1",
    clientAddress: "203.0.113.9",
    upstream: {
      baseUrl: "http://in-process/api/v1",
      fetch: async (request: Request) => {
        seen.push(request);
        return answer(request);
      },
    },
  } as unknown as AppLoadContext;
  const request = new Request(options.url ?? "http://app.test/documents/own-documents?page=2", {
    method: options.method ?? "GET",
    headers: options.referer ? { referer: options.referer } : {},
  });
  const credentials = options.credentials === false ? null : { apiToken: "token-1", xsrfToken: "xsrf-1" };
  const unauthorized = async (): Promise<never> => {
    throw new Response(null, {
      status: 302,
      headers: { Location: `/?return_url=${encodeURIComponent(returnPath(request))}` },
    });
  };
  return { client: new ApiClient(context, request, credentials, "da", unauthorized), seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
const problem = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json" } });

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("the API client", () => {
  it("forwards the session, XSRF token, language, request id and client address", async () => {
    const { client, seen } = clientAnswering(() => json({ ok: true }));
    await client.call(things.list);
    await client.call(things.remove);
    const [get, post] = seen;
    expect(get!.headers.get("cookie")).toBe("SESSION=token-1");
    expect(get!.headers.get("x-xsrf-token")).toBeNull();
    expect(post!.headers.get("x-xsrf-token")).toBe("xsrf-1");
    expect(get!.headers.get("accept-language")).toBe("da");
    expect(get!.headers.get("x-request-id")).toBe("req-1");
    expect(get!.headers.get("x-forwarded-for")).toBe("203.0.113.9");
  });

  it("sends camelCase bodies and queries as snake_case and reads snake_case answers as camelCase", async () => {
    const { client, seen } = clientAnswering(() =>
      json({
        total_elements: 1,
        content: [{ id: 1, name: "2026-01-01", next_review: "2027-01-31", note: "2026-01-01" }],
      }),
    );
    const answer = await client.call(things.list, {
      query: { topicId: 3, name: "", sort: [{ field: "lastModifiedDate", direction: "desc" }] },
    });
    expect(new URL(seen[0]!.url).search).toBe("?topic_id=3&sort=last_modified_date%2Cdesc");
    expect(answer.totalElements).toBe(1);
    expect(answer.content[0]!.nextReview).toEqual(new Date("2027-01-31T00:00:00Z"));
    // Text that looks like a date stays text: only fields the schema declares as dates become Dates.
    expect(answer.content[0]!.name).toBe("2026-01-01");
    expect(answer.content[0]!.note).toBe("2026-01-01");
    await client.call(things.update, {
      params: { id: 1 },
      body: { responsibleMemberId: 4, reviewOn: new Date("2027-02-01T00:00:00Z") },
    });
    expect(new URL(seen[1]!.url).pathname).toBe("/api/v1/things/1");
    expect(await seen[1]!.json()).toEqual({ responsible_member_id: 4, review_on: "2027-02-01" });
  });

  it("notes a Content-Language that differs from the page's", async () => {
    const { client } = clientAnswering(() => json({}, 200, { "content-language": "en" }));
    await client.call(things.remove);
    expect(client.contentLanguage).toBe("en");
  });

  it("turns a 401 into a redirect to the log-in page that comes back to the page", async () => {
    const { client } = clientAnswering(() =>
      problem(401, { type: "urn:problem:unauthenticated", title: "Unauthorized" }),
    );
    const error = await thrown(client.call(things.list));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).headers.get("Location")).toBe("/?return_url=%2Fdocuments%2Fown-documents%3Fpage%3D2");
  });

  it("comes back to the page a form was posted from", () => {
    const request = new Request("http://app.test/resources/organization", {
      method: "POST",
      headers: { referer: "http://app.test/dashboard?x=1" },
    });
    expect(returnPath(request)).toBe("/dashboard?x=1");
    const foreign = new Request("http://app.test/resources/organization", {
      method: "POST",
      headers: { referer: "https://evil.example/" },
    });
    expect(returnPath(foreign)).toBe("/dashboard");
  });

  it("throws other failures as responses carrying the problem, field paths in camelCase", async () => {
    const cases: [number, number][] = [
      [403, 403],
      [404, 404],
      [409, 409],
      [422, 422],
      [500, 502],
    ];
    for (const [upstream, expected] of cases) {
      const { client } = clientAnswering(() =>
        problem(upstream, {
          type: "urn:problem:x",
          title: "T",
          errors:
            upstream === 422
              ? [{ path: "responsible_member_id", message: "Required", code: "invalid_type" }]
              : undefined,
        }),
      );
      const error = await thrown(client.call(things.list));
      const carried = upstreamProblem(error);
      expect(carried?.status, String(upstream)).toBe(upstream);
      expect((error as { init: { status: number } }).init.status).toBe(expected);
      if (upstream === 422) expect(carried?.fieldErrors).toEqual({ responsibleMemberId: ["invalid_type"] });
    }
  });
});
