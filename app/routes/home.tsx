import { formState } from "~/components/form/form-state";
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
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { z } from "zod";
import { pageStatus } from "~/api/client.server";
import { ApiClient as UpstreamClient, redirectToLogin } from "~/api/client.server";
import { startSingleSignOn } from "~/api/session.server";
import { logInWithForm, throttledError } from "~/auth/log-in.server";
import { commitSession, getSession } from "~/session/session.server";
import { getVisitor } from "~/auth/visitor.server";
import { FormErrors, TextField } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { LanguageSwitcher } from "~/components/language-switcher";
import { PublicFrame } from "~/components/public-frame";
import { fixedT } from "~/i18n/translations.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { webAddress } from "~/lib/web-address";

const SECOND_FACTOR_REQUIRED = "urn:problem:second-factor-required";
const INVALID_TOKEN = "urn:problem:invalid-token";
const PASSWORD_LOGIN_DISABLED = "urn:problem:password-login-disabled";

/** Public pages are plain HTML forms and text: they ship no JavaScript (docs/decisions/004). */
export const handle = { hydrate: false };

const logInSchema = z.object({
  username: z.email("validation.email").max(320, "validation.tooLong"),
  password: z.string("validation.required").min(1, "validation.required").max(1000, "validation.tooLong"),
  redirectTo: z.string().optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const visitor = await getVisitor(request, context);
  const returnUrl = new URL(request.url).searchParams.get("return_url");
  if (visitor.user) throw redirect(safeRedirect(returnUrl));
  return { redirectTo: returnUrl ? safeRedirect(returnUrl) : "", title: fixedT(visitor.language)("login.title") };
}

const codeSchema = z.object({
  challenge: z.string().min(1).max(1000),
  code: z.string("validation.required").trim().min(1, "validation.required").max(40, "validation.tooLong"),
  redirectTo: z.string().optional(),
});

const ssoSchema = z.object({
  email: z.email("validation.email").max(320, "validation.tooLong"),
  redirectTo: z.string().optional(),
});

/** The code step's form again: its challenge, and what stopped it. */
type CodeStep = { codeStep: { challenge: string; lastResult?: SubmissionResult<string[]> } };

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
  if (type === SECOND_FACTOR_REQUIRED && challenge) return { codeStep: { challenge } } satisfies CodeStep;
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
): Promise<CodeStep | SubmissionResult<string[]>> {
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
  if (answer && "codeStep" in answer) return <CodeStepForm {...answer.codeStep} />;
  if (answer && "ssoProvider" in answer) return <ToProvider address={answer.ssoProvider} />;
  if (answer && "sso" in answer) return <PasswordStepForm ssoResult={answer.sso} />;
  return <PasswordStepForm lastResult={answer} />;
}

/** On to the provider: at once by the page's refresh (no script needed), or by the link. */
function ToProvider({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <meta httpEquiv="refresh" content={`0;url=${address}`} />
      <div className="card mx-auto w-full max-w-md">
        <h1 className="text-2xl font-bold tracking-tight">{t("login.sso.handoverTitle")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("login.sso.handoverIntro")}</p>
        <p className="mt-4 text-sm">
          <a href={address} className="link">
            {t("login.sso.handoverLink")}
          </a>
        </p>
      </div>
    </PublicFrame>
  );
}

/** The second step, with two-factor log-in on: the app's code, or a recovery code. */
function CodeStepForm({ challenge, lastResult }: CodeStep["codeStep"]) {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const [form, fields] = formState<z.input<typeof codeSchema>>({ id: "log-in-code", lastResult });
  return (
    <PublicFrame>
      <div className="card mx-auto w-full max-w-md">
        <h1 className="text-2xl font-bold tracking-tight">{t("login.codeTitle")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("login.codeIntro")}</p>
        <Form method="post" className="mt-6 space-y-4" {...form.props}>
          <input type="hidden" name="intent" value="code" />
          <input type="hidden" name="challenge" value={challenge} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormErrors form={form} />
          <TextField
            field={fields.code}
            label={t("login.code")}
            hint={t("login.codeHint")}
            autoComplete="one-time-code"
            required
          />
          <SubmitButton keyed={false} className="button-primary w-full">
            {t("login.submit")}
          </SubmitButton>
        </Form>
        <p className="mt-4 text-sm">
          <Link to="/" className="link">
            {t("login.startAgain")}
          </Link>
        </p>
      </div>
    </PublicFrame>
  );
}

function PasswordStepForm({
  lastResult,
  ssoResult,
}: {
  lastResult?: SubmissionResult<string[]>;
  ssoResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const [form, fields] = formState<z.input<typeof logInSchema>>({ id: "log-in", lastResult });
  const [ssoForm, ssoFields] = formState<z.input<typeof ssoSchema>>({ id: "log-in-sso", lastResult: ssoResult });
  return (
    <PublicFrame>
      <div className="card mx-auto w-full max-w-md">
        <h1 className="text-2xl font-bold tracking-tight">{t("login.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("login.intro")}</p>
        <Form method="post" className="mt-6 space-y-4" {...form.props}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <FormErrors form={form} />
          <TextField
            field={fields.username}
            label={t("login.username")}
            type="email"
            autoComplete="username"
            required
          />
          <TextField
            field={fields.password}
            label={t("login.password")}
            type="password"
            autoComplete="current-password"
            required
          />
          <SubmitButton className="button-primary w-full">{t("login.submit")}</SubmitButton>
        </Form>
        <p className="mt-4 text-sm">
          <Link to="/reset-password" className="link">
            {t("login.forgotPassword")}
          </Link>
        </p>
        <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="log-in-sso-title">
          <h2 id="log-in-sso-title" className="text-base font-semibold">
            {t("login.sso.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("login.sso.intro")}</p>
          <Form method="post" className="mt-3 space-y-4" {...ssoForm.props}>
            <input type="hidden" name="intent" value="sso" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormErrors form={ssoForm} />
            <TextField
              field={ssoFields.email}
              label={t("login.sso.email")}
              type="email"
              autoComplete="email"
              required
            />
            <SubmitButton keyed={false} className="button-secondary w-full">
              {t("login.sso.submit")}
            </SubmitButton>
          </Form>
        </section>
      </div>
      <LanguageSwitcher className="mt-6 justify-center" />
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Compliance Workbench" }];
