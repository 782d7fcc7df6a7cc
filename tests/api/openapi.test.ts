import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import type { OpenAPIV3_1 } from "openapi-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";

let api: TestApi;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  api = await startTestApi();
  document = (await (await fetch(`${api.url}/api/v1/openapi.json`)).json()) as OpenAPIV3_1.Document;
});
afterAll(() => api.close());

const operations = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (["get", "put", "post", "delete", "patch"] as const)
      .filter((method) => item?.[method])
      .map((method) => ({ path, method, operation: item![method]! })),
  );

describe("the OpenAPI document", () => {
  it("passes standard validators without an error", async () => {
    // validate() dereferences in place: hand it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: "openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors.map((error) => `${error.ruleId} ${error.location[0]?.pointer}: ${error.message}`)).toEqual([]);
  });

  it("names its server, its ways to authenticate and every operation once", () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(
      expect.arrayContaining(["session", "xsrf", "token"]),
    );
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const logIn = document.paths?.["/api/v1/authentications"]?.post;
    expect(logIn?.security).toEqual([]);
    const readFile = document.paths?.["/api/v1/organizations/{org}/files/{id}"]?.get;
    expect(readFile).toMatchObject({
      operationId: "getOrganizationsByOrgFilesById",
      security: [{ session: [] }, { token: [] }],
    });
    // An API token reaches an organization's records, never the account's own.
    expect(document.paths?.["/api/v1/user/api-tokens"]?.post?.security).toEqual([{ session: [], xsrf: [] }]);
  });
});
