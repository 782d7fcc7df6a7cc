import { formState } from "~/components/form/form-state";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../server/domain/accounts";
import { readProblem } from "~/api/client.server";
import { requestPasswordReset, setNewPassword } from "~/api/session.server";
import { getVisitor } from "~/auth/visitor.server";
import { FormErrors, TextField } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { PublicFrame } from "~/components/public-frame";
import { fixedT } from "~/i18n/translations.server";
import { errorKey } from "~/lib/error-message";
import { flashToast, successToast } from "~/toast/toast.server";

/** Public pages are plain HTML forms and text: they ship no JavaScript (docs/decisions/004). */
export const handle = { hydrate: false };

const requestSchema = z.object({ email: z.email("validation.email").max(320, "validation.tooLong") });
const passwordSchema = z
  .object({
    token: z.string().min(1),
    password: z
      .string("validation.required")
      .min(PASSWORD_MIN_LENGTH, errorKey("validation.passwordTooShort", { min: PASSWORD_MIN_LENGTH }))
      .max(PASSWORD_MAX_LENGTH, "validation.tooLong"),
    confirmation: z.string("validation.required"),
  })
  .refine((value) => value.password === value.confirmation, {
    path: ["confirmation"],
    message: "validation.passwordsDiffer",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = await getVisitor(request, context);
  const url = new URL(request.url);
  return {
    token: url.searchParams.get("token") ?? "",
    sent: url.searchParams.has("sent"),
    title: fixedT(language)("resetPassword.title"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { api } = await getVisitor(request, context);
  if (form.has("token")) {
    const submission = parseWithZod(form, { schema: passwordSchema });
    if (submission.status !== "success") return submission.reply({ hideFields: ["password", "confirmation"] });
    const response = await setNewPassword(api, submission.value.token, submission.value.password);
    if (!response.ok) {
      const problem = await readProblem(response);
      const message = problem.status === 400 ? "resetPassword.errors.invalidToken" : "toast.error.generic";
      return submission.reply({ formErrors: [message], hideFields: ["password", "confirmation"] });
    }
    const toast = await flashToast(context, successToast("toast.success.title", "resetPassword.changed"));
    return redirect("/", { headers: { "Set-Cookie": toast } });
  }
  const submission = parseWithZod(form, { schema: requestSchema });
  if (submission.status !== "success") return submission.reply();
  const response = await requestPasswordReset(api, submission.value.email);
  if (!response.ok && response.status !== 422)
    throw new Error(`Password reset request failed upstream with ${response.status}`);
  return redirect("/reset-password?sent");
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const { token, sent } = useLoaderData<typeof loader>();
  return (
    <PublicFrame>
      <div className="card mx-auto w-full max-w-md">
        <h1 className="text-2xl font-bold tracking-tight">{t("resetPassword.title")}</h1>
        {token ? <NewPasswordForm token={token} /> : sent ? <SentNotice /> : <RequestForm />}
        <p className="mt-4 text-sm">
          <Link to="/" className="link">
            {t("resetPassword.backToLogin")}
          </Link>
        </p>
      </div>
    </PublicFrame>
  );
}

function SentNotice() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mt-4 rounded-md bg-primary-50 p-3 text-sm text-primary-900">
      {t("resetPassword.sent")}
    </p>
  );
}

function RequestForm() {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof requestSchema>>({
    id: "password-reset-request",
    lastResult: useActionData<typeof action>(),
  });
  return (
    <Form method="post" className="mt-6 space-y-4" {...form.props}>
      <p className="text-sm text-slate-600">{t("resetPassword.requestIntro")}</p>
      <FormErrors form={form} />
      <TextField field={fields.email} label={t("resetPassword.email")} type="email" autoComplete="email" required />
      <SubmitButton className="button-primary w-full">{t("resetPassword.send")}</SubmitButton>
    </Form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof passwordSchema>>({
    id: "new-password",
    lastResult: useActionData<typeof action>(),
  });
  return (
    <Form method="post" className="mt-6 space-y-4" {...form.props}>
      <input type="hidden" name="token" value={token} />
      <FormErrors form={form} />
      <TextField
        field={fields.password}
        label={t("resetPassword.newPassword")}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={t("resetPassword.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        required
      />
      <TextField
        field={fields.confirmation}
        label={t("resetPassword.confirmation")}
        type="password"
        autoComplete="new-password"
        required
      />
      <SubmitButton className="button-primary w-full">{t("resetPassword.save")}</SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Compliance Workbench" }];
