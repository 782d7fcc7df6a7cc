import { createCookie, createSession, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/node";
import type { PermissionName } from "../../server/domain/permissions";
import type { FeatureAccessibility } from "../../server/domain/features";
import type { Language } from "~/i18n/config";
import { deriveKey, seal, unseal } from "../../server/domain/cipher";
import { SESSION_COOKIE_NAME } from "./cookie-name";

export type SessionUser = {
  id: number;
  email: string;
  name: string;
  /** Null until the user chooses; then the cookie or the browser decides. */
  language: Language | null;
  systemPermissions: ("MAINTAIN" | "MANAGE")[];
};

export type CachedPermissions = {
  names: PermissionName[];
  accessibility: FeatureAccessibility;
  checkedAt: number;
  /** The organization requires a second factor the user has not set up: nothing is open until they do. */
  twoFactorRequired?: true;
};

export type SessionData = {
  /** The upstream API's session token and XSRF token, forwarded on every call. */
  apiToken: string;
  xsrfToken: string;
  user: SessionUser;
  activeOrganizationId: number;
  permissions: Record<string, CachedPermissions>;
  /** A single sign-on under way (decision 047): its sealed challenge and where to go after it. */
  ssoChallenge: string;
  ssoRedirectTo: string;
};

export type AppSession = Session<Partial<SessionData>>;

const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * Cookie headers already opened, with what they hold: a user sends the same sealed cookie with every
 * page until it changes, and opening it is a parse, a decryption and a check.
 */
const opened = (() => {
  const entries = new Map<string, { key: Buffer; json: string | null }>();
  const MAX = 1_000;
  return {
    get(header: string, key: Buffer) {
      const entry = entries.get(header);
      return entry && entry.key === key ? entry.json : undefined;
    },
    set(header: string, key: Buffer, json: string | null) {
      if (entries.size >= MAX) entries.delete(entries.keys().next().value!);
      entries.set(header, { key, json });
    },
  };
})();

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
      let json = cookieHeader ? opened.get(cookieHeader, key) : null;
      if (cookieHeader && json === undefined) {
        const sealed: unknown = await cookie.parse(cookieHeader);
        json = typeof sealed === "string" ? unseal(sealed, key) : null;
        opened.set(cookieHeader, key, json);
      }
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
