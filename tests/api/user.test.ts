import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterResponseSettled } from "../../server/services/after-response";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";
import { startOutsideClient } from "../support/outside-client";

let api: TestApi;
let email: string;

beforeAll(async () => {
  // A mail takes as long to send as a nearby SMTP server would take to accept it.
  api = await startTestApi({}, { mailDelayMs: 20 });
  const { holding } = await createHolding(api.db);
  email = (await createUser(api.db, { memberships: [{ organizationId: holding.id, scope: "READ" }] })).email;
});
afterAll(() => api.close());

describe("the user", () => {
  it("answers the logged-in user and keeps a language preference, sent back as Content-Language", async () => {
    const client = new ApiClient(api.url);
    await client.login(email);
    const me = await client.get("/user");
    expect(me.data).toMatchObject({ email, language: null, system_permissions: [] });
    expect(me.headers.get("content-language")).toBeNull();
    const changed = await client.patch("/user", { json: { language: "da" } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("content-language")).toBe("da");
    expect((await client.get("/user")).data.language).toBe("da");
    expect((await client.patch("/user", { json: { language: "de" } })).status).toBe(422);
    expect((await client.patch("/user", { json: { language: "en", admin: true } })).status).toBe(422);
    await client.patch("/user", { json: { language: "en" } });
  });
});

describe("password reset", () => {
  it("mails a single-use link, sets the new password and ends every session", async () => {
    const before = new ApiClient(api.url);
    await before.login(email);
    const request = await new ApiClient(api.url).post("/user/password-reset", { json: { email } });
    expect(request.status).toBe(202);
    await afterResponseSettled();
    const mail = api.mails.at(-1)!;
    expect(mail.to).toBe(email);
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;

    const anonymous = new ApiClient(api.url);
    expect((await anonymous.post("/user/password", { json: { token, password: "short" } })).status).toBe(422);
    expect(
      (await anonymous.post("/user/password", { json: { token, password: "a brand new passphrase" } })).status,
    ).toBe(204);
    expect(
      (await anonymous.post("/user/password", { json: { token, password: "another new passphrase" } })).status,
    ).toBe(400);

    expect((await before.get("/user")).status).toBe(401);
    const after = new ApiClient(api.url);
    expect(
      (await after.post("/authentications", { form: { username: email, password: "a brand new passphrase" } })).status,
    ).toBe(200);
  });

  it("ends every other reset link of the account once one is used", async () => {
    const linkFromLatestMail = async () => {
      await afterResponseSettled();
      return new URL(api.mails.at(-1)!.text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    };
    const anonymous = new ApiClient(api.url);
    await anonymous.post("/user/password-reset", { json: { email } });
    const first = await linkFromLatestMail();
    await anonymous.post("/user/password-reset", { json: { email } });
    const second = await linkFromLatestMail();
    expect(second).not.toBe(first);

    expect(
      (await anonymous.post("/user/password", { json: { token: second, password: "the second new passphrase" } }))
        .status,
    ).toBe(204);
    const stale = await anonymous.post("/user/password", {
      json: { token: first, password: "an attacker's passphrase" },
    });
    expect(stale.status).toBe(400);
    expect(stale.data.type).toBe("urn:problem:invalid-token");
    expect(
      (await anonymous.post("/authentications", { form: { username: email, password: "the second new passphrase" } }))
        .status,
    ).toBe(200);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const count = api.mails.length;
    const response = await new ApiClient(api.url).post("/user/password-reset", {
      json: { email: "nobody@test.example" },
    });
    expect(response.status).toBe(202);
    await afterResponseSettled();
    expect(api.mails.length).toBe(count);
  });

  it("answers as fast for an existing account as for an unknown address", async () => {
    const client = startOutsideClient();
    const timed = async (address: string) => {
      const answer = await client.request(`${api.url}/api/v1/user/password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: address }),
      });
      expect(answer.status).toBe(202);
      await afterResponseSettled();
      return answer.ms;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    try {
      // A fresh account each time: the hourly limit on reset mails would otherwise skip the work.
      const accounts = await Promise.all(Array.from({ length: 30 }, () => createUser(api.db, { memberships: [] })));
      await timed("warm-up@test.example");
      const existing: number[] = [];
      const unknown: number[] = [];
      for (const [i, account] of accounts.entries()) {
        existing.push(await timed(account.email));
        unknown.push(await timed(`nobody-${i}@test.example`));
      }
      expect(Math.abs(median(existing) - median(unknown))).toBeLessThan(5);
    } finally {
      client.close();
    }
  });

  it("refuses an invented token", async () => {
    const response = await new ApiClient(api.url).post("/user/password", {
      json: { token: "invented", password: "long enough password" },
    });
    expect(response.status).toBe(400);
    expect(response.data.type).toBe("urn:problem:invalid-token");
  });
});
