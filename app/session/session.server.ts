import { createCookie, createSession, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/node";
import type { PermissionName } from "../../server/domain/permissions";
import type { FeatureAccessibility } from "../../server/domain/features";
import type { Language } from "~/i18n/config";
import { deriveKey, seal, unseal } from "./cipher.server";
import { SESSION_COOKIE_NAME } from "./cookie-name";

export type SessionUser = {
  id: number;
  email: string;
  name: string;
  /** Null until the user chooses; then the cookie or the browser decides. */
  language: Language | null;
  systemPermissions: ("MAINTAIN" | "MANAGE")[];
};

export type CachedPermissions = { names: PermissionName[]; accessibility: FeatureAccessibility; checkedAt: number };

export type SessionData = {
  /** The upstream API's session token and XSRF token, forwarded on every call. */
  apiToken: string;
  xsrfToken: string;
  user: SessionUser;
  activeOrganizationId: number;
  permissions: Record<string, CachedPermissions>;
};

export type AppSession = Session<Partial<SessionData>>;

const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * The BFF's session: an encrypted cookie (nothing kept on the server), so any number of processes
 * can serve the same user.
 */
function storageFor(context: AppLoadContext): SessionStorage<Partial<SessionData>> {
  const key = deriveKey(context.sessionSecret, "bff-session");
  const cookie = createCookie(SESSION_COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: context.secureCookies,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
  return {
    async getSession(cookieHeader) {
      const sealed: unknown = await cookie.parse(cookieHeader ?? null);
      const json = typeof sealed === "string" ? unseal(sealed, key) : null;
      return createSession<Partial<SessionData>>(json ? (JSON.parse(json) as Partial<SessionData>) : {}, "");
    },
    async commitSession(session) {
      return cookie.serialize(seal(JSON.stringify(session.data), key));
    },
    async destroySession() {
      return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
    },
  };
}

export async function getSession(request: Request, context: AppLoadContext): Promise<AppSession> {
  return storageFor(context).getSession(request.headers.get("Cookie"));
}

export const commitSession = (session: AppSession, context: AppLoadContext) =>
  storageFor(context).commitSession(session);

export const destroySession = (session: AppSession, context: AppLoadContext) =>
  storageFor(context).destroySession(session);
