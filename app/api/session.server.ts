import type { ApiClient } from "./client.server";
import { readProblem } from "./client.server";
import type { OrganizationNode } from "./organizations.server";
import type { UpstreamProblem } from "./problem";
import { successSchema } from "../../server/api/contracts/operation";
import { sessionApi } from "../../server/api/contracts/session";
import { userApi } from "../../server/api/contracts/user";
import { revive } from "../../server/api/contracts/wire-schema";

export type LogInResult =
  | { ok: true; apiToken: string; xsrfToken: string; organizations: OrganizationNode[] }
  | { ok: false; problem: UpstreamProblem };

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** POST /authentications; the API's session and XSRF cookies become the app's to keep. */
export const logIn = (api: ApiClient, username: string, password: string) =>
  loggedIn(api.send("POST", "/authentications", { form: { username, password } }));

/** The second step of a log-in with two-factor on: the code for the first step's challenge. */
export const logInWithCode = (api: ApiClient, challenge: string, code: string) =>
  loggedIn(api.send("POST", "/authentications/second-factor", { form: { challenge, code } }));

/** The start of a single sign-on: the provider's address to send the browser to, and the challenge to keep. */
export async function startSingleSignOn(
  api: ApiClient,
  by: { email: string } | { organization_id: string },
): Promise<{ ok: true; authorizationUrl: string; challenge: string } | { ok: false; problem: UpstreamProblem }> {
  const response = await api.send("POST", "/authentications/sso", { form: by });
  if (!response.ok) return { ok: false, problem: await readProblem(response) };
  const body = (await response.json()) as { authorization_url: string; challenge: string };
  return { ok: true, authorizationUrl: body.authorization_url, challenge: body.challenge };
}

/** The end of a single sign-on: the provider's answer (the callback's query) for the kept challenge. */
export const logInWithSingleSignOn = (api: ApiClient, challenge: string, parameters: string) =>
  loggedIn(api.send("POST", "/authentications/sso/callback", { form: { challenge, parameters } }));

async function loggedIn(answer: Promise<Response>): Promise<LogInResult> {
  const response = await answer;
  if (!response.ok) return { ok: false, problem: await readProblem(response) };
  const apiToken = cookieValue(response, "SESSION");
  const xsrfToken = cookieValue(response, "XSRF-TOKEN");
  if (!apiToken || !xsrfToken) throw new Error("The API answered a log-in without session cookies");
  const body = revive(successSchema(sessionApi.login), await response.json()) as { content: OrganizationNode[] };
  return { ok: true, apiToken, xsrfToken, organizations: body.content };
}

export const logOut = (api: ApiClient) => api.call(sessionApi.logout);

export const getCurrentUser = (api: ApiClient) => api.call(userApi.get);

export const setUserLanguage = (api: ApiClient, language: "en" | "da") =>
  api.call(userApi.update, { body: { language } });

export const requestPasswordReset = (api: ApiClient, email: string) =>
  api.send("POST", "/user/password-reset", { body: { email } });

export const setNewPassword = (api: ApiClient, token: string, password: string) =>
  api.send("POST", "/user/password", { body: { token, password } });
