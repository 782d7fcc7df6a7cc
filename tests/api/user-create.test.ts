import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseUserCreateOptions } from "../../scripts/user-create-options";
import { createAccount } from "../../server/services/users";
import { startTestApi, type TestApi } from "../support/api-server";
import { ApiClient, TEST_PASSWORD } from "../support/http-client";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const args = ["--email", "ada@customer.example", "--name", "Ada Admin", "--organization", "Acme A/S"];

describe("npm run user:create", () => {
  it("grants system maintainer rights only with --maintainer", () => {
    expect(parseUserCreateOptions(args)).toMatchObject({ ok: true, options: { maintainer: false } });
    expect(parseUserCreateOptions([...args, "--maintainer"])).toMatchObject({
      ok: true,
      options: { maintainer: true },
    });
    expect(parseUserCreateOptions(["--email", "not-an-address", "--name", "X"])).toEqual({
      ok: false,
      message: "--email must be an e-mail address",
    });
    expect(parseUserCreateOptions([...args, "--admin"])).toMatchObject({ ok: false });
  });

  it("makes a customer's first user manager of their organization, not of the system", async () => {
    const parsed = parseUserCreateOptions(args);
    if (!parsed.ok) throw new Error(parsed.message);
    await createAccount(api.db, { ...parsed.options, password: TEST_PASSWORD });
    const client = new ApiClient(api.url);
    const login = await client.login("ada@customer.example");
    expect(login.data.content).toEqual([expect.objectContaining({ name: "Acme A/S" })]);
    expect((await client.get("/user")).data.system_permissions).toEqual([]);
    const organizationId = login.data.content[0].id;
    expect((await client.get(`/organizations/${organizationId}/permissions`)).data.content).toEqual([
      "READ",
      "EDIT",
      "MANAGE",
    ]);
  });

  it("makes a maintainer when asked", async () => {
    const parsed = parseUserCreateOptions(["--email", "ops@vendor.example", "--name", "Ops", "--maintainer"]);
    if (!parsed.ok) throw new Error(parsed.message);
    await createAccount(api.db, { ...parsed.options, password: TEST_PASSWORD });
    const client = new ApiClient(api.url);
    await client.login("ops@vendor.example");
    expect((await client.get("/user")).data.system_permissions).toEqual(["MAINTAIN", "MANAGE"]);
  });
});
