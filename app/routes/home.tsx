import { formState } from "~/components/form/form-state";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { z } from "zod";
import { pageStatus } from "~/api/client.server";
import { logInWithForm, throttledError } from "~/auth/log-in.server";
import { getVisitor } from "~/auth/visitor.server";
import { FormErrors, TextField } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { LanguageSwitcher } from "~/components/language-switcher";
import { PublicFrame } from "~/components/public-frame";
import { fixedT } from "~/i18n/translations.server";
import { safeRedirect } from "~/lib/safe-redirect";

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

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.clone().formData(), { schema: logInSchema });
  if (submission.status !== "success") return submission.reply({ hideFields: ["password"] });
  const { language } = await getVisitor(request, context);
  const result = await logInWithForm(request, context, language, submission.value.redirectTo);
  const { status, retryAfterSeconds } = result.problem;
  if (status === 429) {
    return submission.reply({ formErrors: [throttledError(retryAfterSeconds ?? 60)], hideFields: ["password"] });
  }
  if (status === 401) return submission.reply({ formErrors: ["login.errors.invalid"], hideFields: ["password"] });
  if (status >= 500) throw data(result.problem, { status: pageStatus(status) });
  throw new Error(`Log-in failed upstream with ${status}`);
}

export default function LogIn() {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = formState<z.input<typeof logInSchema>>({ id: "log-in", lastResult });
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
      </div>
      <LanguageSwitcher className="mt-6 justify-center" />
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Compliance Workbench" }];
