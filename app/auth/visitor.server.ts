import type { AppLoadContext } from "@remix-run/node";
import { ApiClient, redirectToLogin } from "~/api/client.server";
import { SUBMISSION_FIELD } from "~/components/form/submission-key";
import { detectLanguage } from "~/i18n/detect.server";
import type { Language } from "~/i18n/config";
import { destroySession, getSession, type AppSession, type SessionUser } from "~/session/session.server";

/** Whoever asked: their session, language and an API client bound to both. */
export type Visitor = { session: AppSession; language: Language; api: ApiClient; user: SessionUser | null };

// Root, layout and page loaders all ask, in parallel; one answer per page request (its load context).
// Not for form posts: an action may change the session before the loaders run.
const visitors = new WeakMap<AppLoadContext, Promise<Visitor>>();

export function getVisitor(request: Request, context: AppLoadContext): Promise<Visitor> {
  if (request.method !== "GET") return readVisitor(request, context);
  let visitor = visitors.get(context);
  if (!visitor) visitors.set(context, (visitor = readVisitor(request, context)));
  return visitor;
}

async function readVisitor(request: Request, context: AppLoadContext): Promise<Visitor> {
  const session = await getSession(request, context);
  const user = session.get("user") ?? null;
  const apiToken = session.get("apiToken");
  const xsrfToken = session.get("xsrfToken");
  const language = await detectLanguage(request, user?.language);
  const credentials = user && apiToken && xsrfToken ? { apiToken, xsrfToken } : null;
  // The API no longer knows the session (expired, logged out elsewhere): start over at the log-in page.
  const onUnauthorized = async () => redirectToLogin(request, { "Set-Cookie": await destroySession(session, context) });
  const api = new ApiClient(context, request, credentials, language, onUnauthorized);
  if (credentials) api.keyPostsWith(await submissionKeyOf(request));
  return { session, language, user: credentials ? user : null, api };
}

/**
 * The one-time key of a posted form (decision 027), read from a copy of the body so the action reads
 * its own. An action that read its body before asking for the visitor hands the key over itself, as a
 * multipart post does once its fields have arrived before its files.
 */
async function submissionKeyOf(request: Request) {
  if (request.method !== "POST" || request.bodyUsed) return null;
  if (!request.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded")) return null;
  try {
    return (await request.clone().formData()).get(SUBMISSION_FIELD);
  } catch {
    return null;
  }
}
