import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { API_BASE } from "../../server/api/app";
import { SESSION_COOKIE, XSRF_COOKIE } from "../../server/api/middleware/session";
import { createSession } from "../../server/services/sessions";
import { startTestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import {
  describeRequest,
  fuzzableOperations,
  requestsFor,
  type FuzzRequest,
  type OpenApiDocument,
} from "../support/fuzz-requests";
import { ApiClient } from "../support/http-client";
import { multipart, pdfBytes } from "../support/sample-files";

/**
 * The bad-input sweep: every write operation of the OpenAPI document (and every read with
 * parameters) gets generated bad and boundary input from a maintainer who may do everything, against
 * records that exist. No answer may be a 5xx, and every refusal is a problem+json. Operations added
 * later are swept without a change here. Deterministic (fixed seed and number of runs) so a failure
 * repeats; FUZZ_SEED and FUZZ_RUNS widen a local search.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 40);

const api = await startTestApi({ maxUploadBytes: 64 * 1024, authCacheMs: 60_000 });
afterAll(() => api.close());

const { holding, holdingDepartment } = await createHolding(api.db);
const maintainer = await createUser(api.db, {
  systemPermissions: ["MAINTAIN", "MANAGE"],
  memberships: [{ organizationId: holding.id, scope: "MANAGE" }],
});

/** A session made directly (a log-in costs a slow password hash, and sweeping the log-in throttles it). */
async function signIn() {
  const client = new ApiClient(api.url);
  const session = await createSession(api.db, maintainer.id, api.config);
  client.cookies.set(SESSION_COOKIE, session.token);
  client.cookies.set(XSRF_COOKIE, session.xsrfToken);
  return client;
}

/** One record of each kind, made over the API as a user would, so path ids point at real rows. */
async function createRecords() {
  const client = await signIn();
  const upload = (path: string) =>
    client.post(path, { body: multipart({ standalone: "true" }, { name: "Permit.pdf", bytes: pdfBytes() }) });
  const file = await upload(`/organizations/${holding.id}/files`);
  const actText = await upload("/legislations/files");
  const legislation = await client.post("/legislations", {
    json: { title_en: "Fuzz act", title_da: "Fuzz-lov", reference_number: "FUZZ-1", territory: "DK" },
  });
  const attached = await client.post(`/legislations/${legislation.data.id}/files/${actText.data.id}`);
  const entry = await client.post(`/organizations/${holding.id}/legislations/${legislation.data.id}`);
  const statuses = [file.status, actText.status, legislation.status, attached.status, entry.status];
  expect(statuses).toEqual([201, 201, 201, 204, 201]);
  return {
    org: holding.id,
    // The id in a path names a record of the collection just before it.
    organizations: holding.id,
    files: file.data.id as number,
    legislations: legislation.data.id as number,
    departments: holdingDepartment.id,
    actFile: actText.data.id as number,
  };
}
const records = await createRecords();

function existingId(path: string, name: string) {
  if (name === "org") return records.org;
  if (name === "fileId") return path.startsWith("/organizations/") ? records.files : records.actFile;
  const collection = path.split("/").at(path.split("/").indexOf(`{${name}}`) - 1) as keyof typeof records;
  return records[collection] ?? 1;
}

const doc = (await (await fetch(`${api.url}${API_BASE}/openapi.json`)).json()) as OpenApiDocument;
// Deletions last, so the other operations meet the records still there.
const operations = fuzzableOperations(doc, API_BASE).sort(
  (a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"),
);

async function send(client: ApiClient, request: FuzzRequest) {
  return client.request(request.method, request.path, {
    headers: request.headers,
    body: request.body === undefined ? undefined : new Uint8Array(Buffer.from(request.body)),
  });
}

describe("bad input never answers 5xx", () => {
  it("covers the write operations of the document", () => {
    expect(operations.filter((o) => o.method !== "GET").length).toBeGreaterThanOrEqual(15);
  });

  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))("%s", async (_name, operation) => {
    // A session of its own: the sweep of one operation (log-out, log-in) may end it.
    const client = await signIn();
    const failures: string[] = [];
    for (const request of fc.sample(requestsFor(operation, existingId), { seed: SEED, numRuns: RUNS_PER_OPERATION })) {
      const response = await send(client, request);
      const type = response.headers.get("content-type");
      // 431 (URL too long) comes from Node's HTTP parser, before the API: a refusal without a body.
      const problemExpected = response.status >= 400 && response.status !== 431;
      if (response.status >= 500 || (problemExpected && type !== "application/problem+json")) {
        failures.push(`${response.status} ${type} for ${describeRequest(request)}\n  ${JSON.stringify(response.data)}`);
      }
    }
    expect(failures, `answers ≥ 500, or refusals without a problem:\n${failures.join("\n")}`).toEqual([]);
  });
});
