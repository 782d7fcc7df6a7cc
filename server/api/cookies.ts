import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { ApiEnv } from "./env";
import { SESSION_COOKIE, XSRF_COOKIE } from "./middleware/session";

const secure = (c: Context<ApiEnv>) => c.var.deps.config.publicUrl.startsWith("https://");

export function setSessionCookies(c: Context<ApiEnv>, token: string, xsrfToken: string) {
  const maxAge = Math.floor(c.var.deps.config.sessionMaxMs / 1000);
  setCookie(c, SESSION_COOKIE, token, { path: "/api/v1", httpOnly: true, sameSite: "Lax", secure: secure(c), maxAge });
  // Readable by scripts on purpose: a page proves it is same-site by copying it into the XSRF header.
  setCookie(c, XSRF_COOKIE, xsrfToken, { path: "/", httpOnly: false, sameSite: "Lax", secure: secure(c), maxAge });
}

export function clearSessionCookies(c: Context<ApiEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: "/api/v1", secure: secure(c) });
  deleteCookie(c, XSRF_COOKIE, { path: "/", secure: secure(c) });
}
