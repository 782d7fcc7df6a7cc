import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { users } from "../../server/db/schema";
import { businessToday, daysBefore } from "../../server/domain/recurrence";
import { createHolding, createUser } from "../support/factories";
import { ApiClient, bearerRequest, TEST_PASSWORD } from "../support/http-client";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** The app's code `steps` periods from now (a code already taken is refused, so a test takes the next). */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A member with two-factor log-in on: their session, the app's secret and the recovery codes. */
async function enrolled(memberships: NonNullable<Parameters<typeof createUser>[1]>["memberships"] = []) {
  const user = await createUser(api.db, { memberships });
  const client = new ApiClient(api.url);
  await client.login(user.email);
  const started = await client.post("/user/two-factor");
  expect(started.headers.get("cache-control")).toContain("no-store");
  const confirmed = await client.post("/user/two-factor/confirmation", { json: { code: codeOf(started.data.secret) } });
  return { user, client, secret: started.data.secret as string, codes: confirmed.data.recovery_codes as string[] };
}

/** The password step of a log-in: its answer, with the challenge when a code is needed. */
const passwordStep = (client: ApiClient, email: string, password = TEST_PASSWORD) =>
  client.post("/authentications", { form: { username: email, password } });
const codeStep = (client: ApiClient, challenge: string, code: string) =>
  client.post("/authentications/second-factor", { form: { challenge, code } });

describe("two-factor log-in", () => {
  it("turns on with the app's code, answering ten recovery codes once", async () => {
    const user = await createUser(api.db);
    const client = new ApiClient(api.url);
    await client.login(user.email);
    expect((await client.get("/user/two-factor")).data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    const started = await client.post("/user/two-factor");
    expect(started.data.uri).toMatch(/^otpauth:\/\/totp\/Compliance%20Workbench:/);
    const wrong = await client.post("/user/two-factor/confirmation", { json: { code: "000000" } });
    expect([wrong.status, wrong.data.errors[0].code]).toEqual([422, "wrong_code"]);
    const confirmed = await client.post("/user/two-factor/confirmation", {
      json: { code: codeOf(started.data.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.data.recovery_codes).size).toBe(10);
    expect((await client.get("/user/two-factor")).data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    const again = await client.post("/user/two-factor");
    expect([again.status, again.data.errors[0].code]).toEqual([422, "two_factor_already_on"]);
  });

  it("asks for the code after the password, takes a code once, and a recovery code once", async () => {
    const { user, secret, codes } = await enrolled();
    const browser = new ApiClient(api.url);
    const first = await passwordStep(browser, user.email);
    expect([first.status, first.data.type]).toEqual([401, "urn:problem:second-factor-required"]);
    expect(browser.cookies.has("SESSION")).toBe(false);
    expect((await codeStep(browser, first.data.challenge, "123456")).status).toBe(401);
    const code = codeOf(secret, 1);
    expect((await codeStep(browser, first.data.challenge, code)).status).toBe(200);
    expect((await browser.get("/user")).status).toBe(200);
    // The same code again, by someone who saw it: refused.
    const other = new ApiClient(api.url);
    const second = await passwordStep(other, user.email);
    expect((await codeStep(other, second.data.challenge, code)).status).toBe(401);
    // A recovery code as typed from paper: any case, with spaces; once.
    const typed = ` ${codes[0]!.toUpperCase()} `;
    expect((await codeStep(other, second.data.challenge, typed)).status).toBe(200);
    const third = await passwordStep(new ApiClient(api.url), user.email);
    expect((await codeStep(new ApiClient(api.url), third.data.challenge, codes[0]!)).status).toBe(401);
    const tampered = `${second.data.challenge.slice(0, -2)}xx`;
    expect((await codeStep(new ApiClient(api.url), tampered, codeOf(secret, 1))).status).toBe(401);
  });

  it("still takes a recovery code when the app's secret can no longer be read (a new application secret)", async () => {
    const { user, secret, codes } = await enrolled();
    await api.db
      .update(users)
      .set({ totpSecret: "unreadable-after-a-new-session-secret" })
      .where(eq(users.id, user.id));
    const browser = new ApiClient(api.url);
    const { challenge } = (await passwordStep(browser, user.email)).data;
    expect((await codeStep(browser, challenge, codeOf(secret, 1))).status).toBe(401);
    expect((await codeStep(browser, challenge, codes[1]!)).status).toBe(200);
  });

  it("throttles wrong codes as it throttles wrong passwords", async () => {
    const { user } = await enrolled();
    const browser = new ApiClient(api.url);
    const { challenge } = (await passwordStep(browser, user.email)).data;
    const answers: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) answers.push((await codeStep(browser, challenge, "000000")).status);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.at(-1)).toBe(429);
  });

  it("turns off, and renews its recovery codes, with the password only", async () => {
    const { user, client } = await enrolled();
    const wrong = await client.post("/user/two-factor/removal", { json: { password: "not the password" } });
    expect([wrong.status, wrong.data.errors[0].code]).toEqual([422, "wrong_password"]);
    const renewed = await client.post("/user/two-factor/recovery-codes", { json: { password: TEST_PASSWORD } });
    expect(renewed.data.recovery_codes).toHaveLength(10);
    expect((await client.post("/user/two-factor/removal", { json: { password: TEST_PASSWORD } })).status).toBe(204);
    expect((await passwordStep(new ApiClient(api.url), user.email)).status).toBe(200);
  });
});

describe("an organization that requires two-factor log-in", () => {
  const requireTwoFactor = async (client: ApiClient, organizationId: number, required = true) => {
    const { data } = await client.get(`/organizations/${organizationId}`);
    return client.put(`/organizations/${organizationId}`, {
      json: { name: data.name, last_modified_date: data.last_modified_date, require_two_factor: required },
    });
  };

  it("is required by a manager who has it, and holds every member without it away from its records and those below", async () => {
    const tree = await createHolding(api.db);
    const manager = new ApiClient(api.url);
    await manager.login(
      (await createUser(api.db, { memberships: [{ organizationId: tree.subsidiary.id, scope: "MANAGE" }] })).email,
    );
    const refused = await requireTwoFactor(manager, tree.subsidiary.id);
    expect([refused.status, refused.data.errors[0].code]).toEqual([422, "two_factor_yourself_first"]);

    const { client: secured } = await enrolled([{ organizationId: tree.subsidiary.id, scope: "MANAGE" }]);
    expect((await requireTwoFactor(secured, tree.subsidiary.id)).status).toBe(200);
    expect((await secured.get(`/organizations/${tree.department.id}/machines`)).status).toBe(200);

    // The manager without a second factor: nothing of the company nor its department, not even their permissions.
    for (const path of [
      `/organizations/${tree.subsidiary.id}/permissions`,
      `/organizations/${tree.department.id}/machines`,
    ]) {
      const held = await manager.get(path);
      expect([held.status, held.data.type]).toEqual([403, "urn:problem:two-factor-required"]);
    }
    // Still theirs: the account, and an organization that does not require it.
    expect((await manager.get("/user")).status).toBe(200);
    const elsewhere = await createUser(api.db, {
      memberships: [
        { organizationId: tree.subsidiary.id, scope: "READ" },
        { organizationId: tree.holdingDepartment.id, scope: "READ" },
      ],
    });
    const reader = new ApiClient(api.url);
    await reader.login(elsewhere.email);
    expect((await reader.get(`/organizations/${tree.holdingDepartment.id}/machines`)).status).toBe(200);
    expect((await reader.get(`/organizations/${tree.subsidiary.id}/machines`)).status).toBe(403);
  });

  it("lets a member in once they turn it on, and holds them out again when they turn it off", async () => {
    const tree = await createHolding(api.db);
    const { client: secured } = await enrolled([{ organizationId: tree.holding.id, scope: "MANAGE" }]);
    expect((await requireTwoFactor(secured, tree.holding.id)).status).toBe(200);
    const user = await createUser(api.db, { memberships: [{ organizationId: tree.subsidiary.id, scope: "EDIT" }] });
    const member = new ApiClient(api.url);
    await member.login(user.email);
    const machines = `/organizations/${tree.subsidiary.id}/machines`;
    expect((await member.get(machines)).status).toBe(403);
    const started = await member.post("/user/two-factor");
    await member.post("/user/two-factor/confirmation", { json: { code: codeOf(started.data.secret) } });
    expect((await member.get(machines)).status).toBe(200);
    expect((await member.post("/user/two-factor/removal", { json: { password: TEST_PASSWORD } })).status).toBe(204);
    expect((await member.get(machines)).status).toBe(403);
  });

  it("holds an API token of a member without it away too", async () => {
    const tree = await createHolding(api.db);
    const user = await createUser(api.db, { memberships: [{ organizationId: tree.subsidiary.id, scope: "EDIT" }] });
    const member = new ApiClient(api.url);
    await member.login(user.email);
    const made = await member.post("/user/api-tokens", {
      json: {
        name: "ERP export",
        organization_id: tree.subsidiary.id,
        scope: "READ",
        expires_on: daysBefore(businessToday(), -30),
      },
    });
    expect(made.status).toBe(201);
    const { client: secured } = await enrolled([{ organizationId: tree.subsidiary.id, scope: "MANAGE" }]);
    expect((await requireTwoFactor(secured, tree.subsidiary.id)).status).toBe(200);
    const answer = await bearerRequest(
      api.url,
      made.data.token,
      "GET",
      `/organizations/${tree.subsidiary.id}/machines`,
    );
    expect([answer.status, answer.data.type]).toEqual([403, "urn:problem:two-factor-required"]);
  });
});
