import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ApiClient as UpstreamClient, pageStatus, redirectToLogin } from "~/api/client.server";
import { startSingleSignOn } from "~/api/session.server";
import {
  codeSchema,
  CodeStepForm,
  logInSchema,
  PasswordStepForm,
  ssoSchema,
  ToProvider,
  type CodeStep,
} from "~/auth/log-in-forms";
import { logInWithForm, throttledError } from "~/auth/log-in.server";
import { commitSession, getSession } from "~/session/session.server";
import { getVisitor } from "~/auth/visitor.server";
import { fixedT } from "~/i18n/translations.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { webAddress } from "~/lib/web-address";

const SECOND_FACTOR_REQUIRED = "urn:problem:second-factor-required";
const INVALID_TOKEN = "urn:problem:invalid-token";
const PASSWORD_LOGIN_DISABLED = "urn:problem:password-login-disabled";

/** Public pages are plain HTML forms and text: they ship no JavaScript (docs/decisions/004). */
export const handle = { hydrate: false };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const visitor = await getVisitor(request, context);
  const returnUrl = new URL(request.url).searchParams.get("return_url");
  if (visitor.user) throw redirect(safeRedirect(returnUrl));
  return { redirectTo: returnUrl ? safeRedirect(returnUrl) : "", title: fixedT(visitor.language)("login.title") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.clone().formData();
  if (formData.get("intent") === "code") return codeAction(request, context, formData);
  if (formData.get("intent") === "sso") return ssoAction(request, context, formData);
  const submission = parseWithZod(formData, { schema: logInSchema });
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });
  const { language } = await getVisitor(request, context);
  const result = await logInWithForm(request, context, language, submission.value.redirectTo);
  const { status, retryAfterSeconds, type, challenge } = result.problem;
  if (status === 429) {
    return submission.reply({ formErrors: [throttledError(retryAfterSeconds ?? 60)], hideFields: ["password"] });
  }
  // The password is right and two-factor log-in is on: the code is asked next.
  if (type === SECOND_FACTOR_REQUIRED && challenge) return { codeStep: { challenge } } satisfies { codeStep: CodeStep };
  if (type === PASSWORD_LOGIN_DISABLED) {
    return submission.reply({ formErrors: ["validation.server.password_login_disabled"], hideFields: ["password"] });
  }
  if (status === 401) return submission.reply({ formErrors: ["login.errors.invalid"], hideFields: ["password"] });
  if (status >= 500) throw data(result.problem, { status: pageStatus(status) });
  throw new Error(`Log-in failed upstream with ${status}`);
}

/**
 * Single sign-on's first step: the provider's address for the e-mail; the challenge waits in the app's
 * sealed session cookie (SameSite=Lax, so the provider's redirect back brings it) until the callback.
 * The answer is a page that sends the browser on, not a redirect: the provider is another origin, and
 * the page's Content-Security-Policy (form-action 'self') blocks a form whose answer redirects there.
 */
async function ssoAction(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ssoSchema });
  if (submission.status !== "success") return { sso: submission.reply() };
  const { language } = await getVisitor(request, context);
  const api = new UpstreamClient(context, request, null, language, async () => redirectToLogin(request));
  const started = await startSingleSignOn(api, { email: submission.value.email });
  if (!started.ok) {
    const { status, retryAfterSeconds, code } = started.problem;
    if (status === 429) return { sso: submission.reply({ formErrors: [throttledError(retryAfterSeconds ?? 60)] }) };
    if (code) return { sso: submission.reply({ formErrors: [`validation.server.${code}`] }) };
    throw data(started.problem, { status: pageStatus(status) });
  }
  const provider = webAddress(started.authorizationUrl);
  if (!provider) throw new Error("The single sign-on provider's address is not an http(s) address");
  const session = await getSession(request, context);
  session.set("ssoChallenge", started.challenge);
  session.set("ssoRedirectTo", safeRedirect(submission.value.redirectTo));
  return data({ ssoProvider: provider }, { headers: { "Set-Cookie": await commitSession(session, context) } });
}

async function codeAction(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
): Promise<{ codeStep: CodeStep } | SubmissionResult<string[]>> {
  const submission = parseWithZod(formData, { schema: codeSchema });
  const challenge = String(formData.get("challenge") ?? "");
  if (submission.status !== "success")
    return { codeStep: { challenge, lastResult: submission.reply({ hideFields: ["code"] }) } };
  const { language } = await getVisitor(request, context);
  const result = await logInWithForm(request, context, language, submission.value.redirectTo, "code");
  const { status, retryAfterSeconds, type } = result.problem;
  const refused = (error: string) => ({
    codeStep: { challenge, lastResult: submission.reply({ formErrors: [error], hideFields: ["code"] }) },
  });
  if (status === 429) return refused(throttledError(retryAfterSeconds ?? 60));
  // Too long since the password: from the start.
  if (type === INVALID_TOKEN)
    return { status: "error", error: { "": ["login.errors.startAgain"] } } as SubmissionResult<string[]>;
  if (status === 401) return refused("login.errors.wrongCode");
  if (status >= 500) throw data(result.problem, { status: pageStatus(status) });
  throw new Error(`Log-in failed upstream with ${status}`);
}

export default function LogIn() {
  const answer = useActionData<typeof action>();
  const { redirectTo } = useLoaderData<typeof loader>();
  if (answer && "codeStep" in answer) return <CodeStepForm {...answer.codeStep} redirectTo={redirectTo} />;
  if (answer && "ssoProvider" in answer) return <ToProvider address={answer.ssoProvider} />;
  if (answer && "sso" in answer) return <PasswordStepForm ssoResult={answer.sso} redirectTo={redirectTo} />;
  return <PasswordStepForm lastResult={answer} redirectTo={redirectTo} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Compliance Workbench" }];
