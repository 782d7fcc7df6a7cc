import { createCookie, type AppLoadContext } from "@remix-run/node";

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
