import { createCookie, type AppLoadContext } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import { getPermissions } from "~/api/organizations.server";
import { isTwoFactorRedirect, isUpstreamStatus } from "~/api/problem";
import { commitSession, type AppSession } from "./session.server";

// The spec's name for it (§9); kept a year, so the next log-in in this browser starts where the last ended.
const KEPT_SECONDS = 365 * 24 * 60 * 60;

const cookieFor = (context: AppLoadContext) =>
  createCookie("active-organization-id", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: context.secureCookies,
    maxAge: KEPT_SECONDS,
  });

/** The organization last worked in with this browser, unchecked: the log-in checks the user may open it. */
export async function lastActiveOrganization(request: Request, context: AppLoadContext): Promise<number | null> {
  const value: unknown = await cookieFor(context).parse(request.headers.get("Cookie"));
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A Set-Cookie header that remembers the active organization past log-out. */
export const rememberActiveOrganization = (context: AppLoadContext, id: number) =>
  cookieFor(context).serialize(String(id));

/**
 * Makes `organizationId` the member's active organization once the API says they may open it: the
 * headers that keep the choice, or null when they may not.
 */
export async function switchActiveOrganization(
  member: { api: ApiClient; session: AppSession },
  context: AppLoadContext,
  organizationId: number,
): Promise<Headers | null> {
  try {
    await getPermissions(member.api, organizationId);
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    // Theirs to open once they set up a second factor: the next page asks them to.
    if (!isTwoFactorRedirect(error)) throw error;
  }
  member.session.set("activeOrganizationId", organizationId);
  const permissions = { ...member.session.get("permissions") };
  delete permissions[organizationId];
  member.session.set("permissions", permissions);
  const headers = new Headers({ "Set-Cookie": await commitSession(member.session, context) });
  headers.append("Set-Cookie", await rememberActiveOrganization(context, organizationId));
  return headers;
}
