import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { multipart, pdfBytes } from "../support/sample-files";

// Values that once made the API answer 500 (found by fuzzing), each now a clear 4xx.
const TOO_BIG_ID = 2 ** 31;

let api: TestApi;
let maintainer: ApiClient;
let org: number;
let fileId: number;
let legislation: { id: number; last_modified_date: string };
let entry: { last_modified_date: string };

beforeAll(async () => {
  api = await startTestApi();
  const { holding } = await createHolding(api.db);
  org = holding.id;
  const user = await createUser(api.db, {
    systemPermissions: ["MAINTAIN"],
    memberships: [{ organizationId: org, scope: "MANAGE" }],
  });
  maintainer = new ApiClient(api.url);
  await maintainer.login(user.email);
  const file = await maintainer.post(`/organizations/${org}/files`, {
    body: multipart({}, { name: "Permit.pdf", bytes: pdfBytes() }),
  });
  fileId = file.data.id;
  legislation = (
    await maintainer.post("/legislations", {
      json: { title_en: "Act", title_da: "Lov", reference_number: "LBK 1", territory: "DK" },
    })
  ).data;
  entry = (await maintainer.post(`/organizations/${org}/legislations/${legislation.id}`)).data;
});
afterAll(() => api.close());

const legislationBody = (changes: Record<string, unknown>) => ({
  title_en: "Act",
  title_da: "Lov",
  reference_number: "LBK 1",
  territory: "DK",
  last_modified_date: legislation.last_modified_date,
  ...changes,
});

function expectProblem(response: { status: number; headers: Headers; data: unknown }, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  expect(response.data).toMatchObject({ status });
}

/** A path with {org}, {file} and {legislation} standing for the records made above. */
const pathOf = (template: string) =>
  template
    .replace("{org}", String(org))
    .replace("{file}", String(fileId))
    .replace("{legislation}", String(legislation.id));

const fieldError = (response: { data: { errors?: { path: string; code: string }[] } }, path: string) =>
  response.data.errors?.find((error) => error.path === path);

describe("ids beyond PostgreSQL's integer", () => {
  it.each([
    `/organizations/${TOO_BIG_ID}`,
    `/organizations/${TOO_BIG_ID}/files`,
    `/organizations/{org}/files/${TOO_BIG_ID}`,
    `/organizations/{org}/files/${TOO_BIG_ID}/raw`,
    `/organizations/{org}/legislations/${TOO_BIG_ID}`,
    `/legislations/${TOO_BIG_ID}`,
    `/legislations/{legislation}/files/${TOO_BIG_ID}/raw`,
  ])("in the path %s are not found, like any id that names no record", async (path) => {
    const response = await maintainer.get(pathOf(path));
    expectProblem(response, 404);
  });

  it("in the path of a change is not found either, whatever the body", async () => {
    expectProblem(await maintainer.put(`/legislations/${TOO_BIG_ID}`, { json: legislationBody({}) }), 404);
    expectProblem(await maintainer.request("DELETE", `/organizations/${org}/legislations/${TOO_BIG_ID}`), 404);
    expectProblem(await maintainer.post(`/organizations/${org}/legislations/${TOO_BIG_ID}`), 404);
    expectProblem(await maintainer.post(`/legislations/${legislation.id}/files/${TOO_BIG_ID}`), 404);
  });

  it("answers the same 404 for other paths that cannot name a record, and for the largest id", async () => {
    for (const id of ["abc", "0", "-1", "1.5", String(2 ** 31 - 1)]) {
      expectProblem(await maintainer.get(`/legislations/${id}`), 404);
    }
  });

  it("in a JSON body or a query are invalid fields (422)", async () => {
    const body = await maintainer.put(`/legislations/${legislation.id}`, {
      json: legislationBody({ topic_ids: [TOO_BIG_ID] }),
    });
    expectProblem(body, 422);
    expect(fieldError(body, "topic_ids.0")).toMatchObject({ code: "too_big" });

    const member = await maintainer.put(`/organizations/${org}/legislations/${legislation.id}`, {
      json: { responsible_member_id: TOO_BIG_ID, last_modified_date: entry.last_modified_date },
    });
    expectProblem(member, 422);
    expect(fieldError(member, "responsible_member_id")).toBeDefined();

    const query = await maintainer.get(`/legislations?topic_id=${TOO_BIG_ID}`);
    expectProblem(query, 422);
    expect(fieldError(query, "topic_id")).toBeDefined();
  });
});

describe("last_modified_date", () => {
  it.each(["", "yesterday", "2026-02-30T10:00:00.000Z", "0000-01-01T00:00:00.000Z", "2026-03-31"])(
    "%j is refused as an invalid field, not a server error",
    async (stamp) => {
      const response = await maintainer.put(`/organizations/${org}/files/${fileId}`, {
        json: { name: "Permit.pdf", last_modified_date: stamp },
      });
      expectProblem(response, 422);
      expect(fieldError(response, "last_modified_date")).toBeDefined();
    },
  );

  it("accepts an offset other than Z and still compares the instant", async () => {
    const current = (await maintainer.get(`/organizations/${org}/files/${fileId}`)).data;
    const instant = new Date(current.last_modified_date);
    const inCopenhagen = new Date(instant.getTime() + 3_600_000).toISOString().replace("Z", "+01:00");
    const response = await maintainer.put(`/organizations/${org}/files/${fileId}`, {
      json: { name: "Permit.pdf", last_modified_date: inCopenhagen },
    });
    expect(response.status).toBe(200);
  });
});

describe("the NUL character (U+0000)", () => {
  it("in any text of a body is an invalid field with its own code", async () => {
    const cases = [
      [`/legislations/${legislation.id}`, legislationBody({ title_en: "Act\u0000" }), "title_en"],
      [`/legislations/${legislation.id}`, legislationBody({ url: "https://example.org/\u0000" }), "url"],
      [
        `/organizations/${org}/files/${fileId}`,
        { name: "a\u0000.pdf", last_modified_date: "2026-01-01T00:00:00Z" },
        "name",
      ],
      [
        `/organizations/${org}/legislations/${legislation.id}`,
        { applicability_note: "\u0000", last_modified_date: entry.last_modified_date },
        "applicability_note",
      ],
      [
        `/organizations/${org}`,
        { name: "Holding", city: "K\u0000benhavn", last_modified_date: "2026-01-01T00:00:00Z" },
        "city",
      ],
    ] as const;
    for (const [path, json, field] of cases) {
      const response = await maintainer.put(path, { json });
      expectProblem(response, 422);
      expect(fieldError(response, field), path).toMatchObject({ code: "nul_character" });
    }
  });

  it.each([
    ["/legislations?search=%00", "search"],
    ["/legislations?territory=D%00", "territory"],
    ["/topics?filter=%00", "filter"],
    ["/organizations/{org}/files?search=permit%00", "search"],
    ["/organizations/{org}/legislations?search=%00", "search"],
  ])("in the query %s is an invalid field", async (path, field) => {
    const response = await maintainer.get(pathOf(path));
    expectProblem(response, 422);
    expect(fieldError(response, field)).toMatchObject({ code: "nul_character" });
  });
});

describe("dates", () => {
  it.each([
    ["0000-01-01", "date_out_of_range"],
    ["0999-12-31", "date_out_of_range"],
    ["2026-02-30", "invalid_format"],
    ["2025-02-29", "invalid_format"],
    ["10000-01-01", "invalid_format"],
    ["", "invalid_format"],
  ])("%j is refused as an invalid field", async (date, code) => {
    const response = await maintainer.put(`/legislations/${legislation.id}`, {
      json: legislationBody({ effective_date: date }),
    });
    expectProblem(response, 422);
    expect(fieldError(response, "effective_date")).toMatchObject({ code });
  });

  it("accepts a law's date from 1600 on, and a leap day", async () => {
    for (const date of ["1600-01-01", "1683-04-15", "2024-02-29"]) {
      const current = (await maintainer.get(`/legislations/${legislation.id}`)).data;
      const response = await maintainer.put(`/legislations/${legislation.id}`, {
        json: legislationBody({ effective_date: date, last_modified_date: current.last_modified_date }),
      });
      expect(response.status, date).toBe(200);
      expect(response.data.effective_date).toBe(date);
    }
  });

  it.each([
    ["1599-12-31", "date_before_1600"],
    ["9999-12-31", "date_beyond_20_years"],
  ])("%j is out of a law's range: a quick 422 naming the field", async (date, code) => {
    const started = performance.now();
    const response = await maintainer.put(`/legislations/${legislation.id}`, {
      json: legislationBody({ effective_date: date }),
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expectProblem(response, 422);
    expect(fieldError(response, "effective_date")).toMatchObject({ code });
  });
});

describe("malformed multipart on the upload routes", () => {
  const routes = [
    ["POST", "/organizations/{org}/files"],
    ["PUT", "/organizations/{org}/files/{file}/raw"],
    ["POST", "/legislations/files"],
  ] as const;
  const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--b--\r\n';

  it.each(["multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary"])(
    "%s (no usable boundary) is a malformed request",
    async (contentType) => {
      for (const [method, path] of routes) {
        const response = await maintainer.request(method, pathOf(path), {
          body,
          headers: { "content-type": contentType },
        });
        expectProblem(response, 400);
        expect(response.data).toMatchObject({ type: "urn:problem:malformed-request" });
      }
    },
  );

  it("a body cut off inside a file is a malformed request, and the server lives on", async () => {
    for (const [method, path] of routes) {
      const response = await maintainer.request(method, pathOf(path), {
        body: body.slice(0, body.indexOf("hello") + 3),
        headers: { "content-type": "multipart/form-data; boundary=b" },
      });
      expectProblem(response, 400);
    }
    expect((await maintainer.get(`/organizations/${org}/files/${fileId}`)).status).toBe(200);
  });
});

describe("a value only the database refuses", () => {
  it("is a 4xx problem, never a 500 (the log-in's name field has no NUL check of its own)", async () => {
    const response = await new ApiClient(api.url).post("/authentications", {
      form: { username: "someone\u0000@test.example", password: "whatever" },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
  });
});
