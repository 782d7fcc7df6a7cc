import { type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ApiClient, pageStatus, redirectToLogin } from "~/api/client.server";
import { logInWithSingleSignOn, startSingleSignOn } from "~/api/session.server";
import { openAppSession } from "~/auth/log-in.server";
import { getVisitor } from "~/auth/visitor.server";
import { PublicFrame } from "~/components/public-frame";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { commitSession, getSession } from "~/session/session.server";

/** Public pages are plain HTML: they ship no JavaScript (docs/decisions/004). */
export const handle = { hydrate: false };

const INVALID_TOKEN = "urn:problem:invalid-token";

/**
 * Where the provider sends the browser back (decision 047): its answer and the challenge kept in the
 * session go to the API, which opens the session as a password log-in would; a refusal is told in words.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const visitor = await getVisitor(request, context);
  const t = fixedT(visitor.language);
  const session = await getSession(request, context);
  const challenge = session.get("ssoChallenge");
  const redirectTo = session.get("ssoRedirectTo");
  const url = new URL(request.url);
  const parameters = url.search;
  const refused = async (key: string) => {
    session.unset("ssoChallenge");
    session.unset("ssoRedirectTo");
    return data(
      { title: t("login.sso.failedTitle"), message: t(key) },
      { status: 401, headers: { "Set-Cookie": await commitSession(session, context) } },
    );
  };
  const api = new ApiClient(context, request, null, visitor.language, async () => redirectToLogin(request));
  // A link a manager hands out (`?organization=<id>`): people not yet members start here, by the company.
  const organization = url.searchParams.get("organization");
  if (organization && !url.searchParams.has("state")) {
    if (!/^[1-9][0-9]{0,9}$/.test(organization)) return refused("validation.server.sso_not_configured");
    const started = await startSingleSignOn(api, { organization_id: organization });
    if (!started.ok) {
      if (started.problem.status === 429) return refused("login.sso.throttled");
      if (started.problem.code) return refused(`validation.server.${started.problem.code}`);
      throw data(started.problem, { status: pageStatus(started.problem.status) });
    }
    session.set("ssoChallenge", started.challenge);
    session.set("ssoRedirectTo", "/dashboard");
    throw redirect(started.authorizationUrl, { headers: { "Set-Cookie": await commitSession(session, context) } });
  }
  if (!challenge) return refused("login.sso.startAgain");
  const result = await logInWithSingleSignOn(api, challenge, parameters);
  if (result.ok) return openAppSession(request, context, visitor.language, result, redirectTo);
  const { status, type, code } = result.problem;
  if (status === 429) return refused("login.sso.throttled");
  if (type === INVALID_TOKEN) return refused("login.sso.startAgain");
  if (code) return refused(`validation.server.${code}`);
  if (status === 422) return refused("login.sso.startAgain");
  throw data(result.problem, { status: pageStatus(status) });
}

export default function SingleSignOnCallback() {
  const { t } = useTranslation();
  const { title, message } = useLoaderData<typeof loader>();
  return (
    <PublicFrame>
      <div className="card mx-auto w-full max-w-md">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p role="alert" className="mt-2 text-sm text-slate-700">
          {message}
        </p>
        <p className="mt-4 text-sm">
          <Link to="/" className="link">
            {t("login.startAgain")}
          </Link>
        </p>
      </div>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Compliance Workbench" }];
