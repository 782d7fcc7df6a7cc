import { redirect, type AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { ApiClient, redirectToLogin } from "~/api/client.server";
import { findAccessibleOrganization } from "~/api/organizations.server";
import { getCurrentUser, logIn, logInWithCode, type LogInResult } from "~/api/session.server";
import type { Language } from "~/i18n/config";
import { errorKey } from "~/lib/error-message";
import { safeRedirect } from "~/lib/safe-redirect";
import { lastActiveOrganization, rememberActiveOrganization } from "~/session/active-organization.server";
import { commitSession, getSession, type SessionData } from "~/session/session.server";

/**
 * The form strategies ask the API: the password ("form"), then, with two-factor log-in on, the code for
 * the password step's challenge ("code"). The API's session becomes part of the app's encrypted session.
 */
function createAuthenticator(api: ApiClient) {
  const field = (form: FormData, name: string) => String(form.get(name) ?? "");
  return new Authenticator<LogInResult>()
    .use(new FormStrategy(async ({ form }) => logIn(api, field(form, "username"), field(form, "password"))), "form")
    .use(
      new FormStrategy(async ({ form }) => logInWithCode(api, field(form, "challenge"), field(form, "code"))),
      "code",
    );
}

/** Logs in with the posted form (a step of it); on success answers the redirect, otherwise the API's refusal. */
export async function logInWithForm(
  request: Request,
  context: AppLoadContext,
  language: Language,
  redirectTo?: string,
  step: "form" | "code" = "form",
) {
  const anonymous = new ApiClient(context, request, null, language, async () => redirectToLogin(request));
  const result = await createAuthenticator(anonymous).authenticate(step, request);
  if (!result.ok) return result;
  return openAppSession(request, context, language, result, redirectTo);
}

/** The app's session of a log-in the API accepted (a password's or a single sign-on's): throws the redirect. */
export async function openAppSession(
  request: Request,
  context: AppLoadContext,
  language: Language,
  result: Extract<LogInResult, { ok: true }>,
  redirectTo?: string,
): Promise<never> {
  const session = await getSession(request, context);
  const credentials = { apiToken: result.apiToken, xsrfToken: result.xsrfToken };
  const authenticated = new ApiClient(context, request, credentials, language, async () => redirectToLogin(request));
  const user = await getCurrentUser(authenticated);
  // The organization last worked in with this browser, while the user may still open it; else the first.
  const remembered = await lastActiveOrganization(request, context);
  const active =
    (remembered === null ? null : await findAccessibleOrganization(authenticated, remembered)) ??
    result.organizations[0];
  // Nothing of an earlier session in this browser survives a log-in.
  for (const key of Object.keys(session.data)) session.unset(key as keyof SessionData);
  session.set("apiToken", result.apiToken);
  session.set("xsrfToken", result.xsrfToken);
  session.set("user", user);
  session.set("permissions", {});
  const headers = new Headers({ "Set-Cookie": await commitSession(session, context) });
  if (active) {
    session.set("activeOrganizationId", active.id);
    headers.set("Set-Cookie", await commitSession(session, context));
    headers.append("Set-Cookie", await rememberActiveOrganization(context, active.id));
  }
  throw redirect(safeRedirect(redirectTo), { headers });
}

/** The form error for a throttled log-in: "try again in 20 seconds", from a minute on in whole minutes. */
export function throttledError(retryAfterSeconds: number) {
  if (retryAfterSeconds < 60) return errorKey("login.errors.throttledSeconds", { count: retryAfterSeconds });
  return errorKey("login.errors.throttledMinutes", { count: Math.ceil(retryAfterSeconds / 60) });
}
