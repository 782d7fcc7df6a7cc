import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { commitSession, getSession } from "../../app/session/session.server";

const context = (secret = "a-session-secret-of-at-least-32-characters") =>
  ({ sessionSecret: secret, secureCookies: false }) as AppLoadContext;
const request = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("the page tier's session cookie", () => {
  it("opens the same cookie to the same data, as a new session each time", async () => {
    const session = await getSession(request(), context());
    session.set("activeOrganizationId", 7);
    const cookie = cookieOf(await commitSession(session, context()));
    const first = await getSession(request(cookie), context());
    first.set("activeOrganizationId", 8);
    const second = await getSession(request(cookie), context());
    expect(second.get("activeOrganizationId")).toBe(7);
  });

  it("opens nothing from a changed cookie, or with another secret", async () => {
    const session = await getSession(request(), context());
    session.set("activeOrganizationId", 7);
    const cookie = cookieOf(await commitSession(session, context()));
    expect((await getSession(request(cookie), context("another-secret-of-at-least-32-characters!"))).data).toEqual({});
    const changed = cookie.slice(0, -3) + (cookie.endsWith("A") ? "B" : "A") + cookie.slice(-2);
    expect((await getSession(request(changed), context())).data).toEqual({});
    expect((await getSession(request(cookie), context())).get("activeOrganizationId")).toBe(7);
  });
});
