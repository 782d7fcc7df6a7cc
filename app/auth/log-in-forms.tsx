import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { z } from "zod";
import { FormErrors, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { LanguageSwitcher } from "~/components/language-switcher";
import { PublicFrame } from "~/components/public-frame";
import { useTranslation } from "~/i18n/translation";

// The log-in page's forms (routes/home.tsx): each step's schema, which its action parses, and its view.

export const logInSchema = z.object({
  username: z.email("validation.email").max(320, "validation.tooLong"),
  password: z.string("validation.required").min(1, "validation.required").max(1000, "validation.tooLong"),
  redirectTo: z.string().optional(),
});

export const codeSchema = z.object({
  challenge: z.string().min(1).max(1000),
  code: z.string("validation.required").trim().min(1, "validation.required").max(40, "validation.tooLong"),
  redirectTo: z.string().optional(),
});

export const ssoSchema = z.object({
  email: z.email("validation.email").max(320, "validation.tooLong"),
  redirectTo: z.string().optional(),
});

/** The code step's form again: its challenge, and what stopped it. */
export type CodeStep = { challenge: string; lastResult?: SubmissionResult<string[]> };

/** On to the provider: at once by the page's refresh (no script needed), or by the link. */
export function ToProvider({ address }: { address: string }) {
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
export function CodeStepForm({ challenge, lastResult, redirectTo }: CodeStep & { redirectTo: string }) {
  const { t } = useTranslation();
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

/** The first step: the password, or the organization's single sign-on by e-mail. */
export function PasswordStepForm({
  lastResult,
  ssoResult,
  redirectTo,
}: {
  lastResult?: SubmissionResult<string[]>;
  ssoResult?: SubmissionResult<string[]>;
  redirectTo: string;
}) {
  const { t } = useTranslation();
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
