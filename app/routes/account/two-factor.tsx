import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { FormErrors, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatMomentDate } from "~/lib/format";
import { twoFactorAction, twoFactorLoader, type codeSchema, type passwordSchema } from "./two-factor.server";

export const loader = twoFactorLoader;
export const action = twoFactorAction;

type Answer = {
  enrolling?: { secret: string; uri: string; svg: string };
  form?: "renew" | "disable";
  lastResult?: SubmissionResult<string[]>;
};

/** Two-factor log-in (decision 041): turned on with an authenticator app, recovery codes, turned off. */
export default function TwoFactor() {
  const { t, i18n } = useTranslation();
  const { state, recoveryCodes, required } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  return (
    <>
      <PageHeader title={t("twoFactor.title")} description={t("twoFactor.intro")} />
      <div className="grid max-w-3xl gap-6">
        {required ? (
          <section
            className="space-y-1 rounded-md bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
            aria-labelledby="required-heading"
          >
            <h2 id="required-heading" className="font-semibold">
              {t("twoFactor.requiredTitle")}
            </h2>
            <p>{t("twoFactor.requiredIntro")}</p>
          </section>
        ) : null}
        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
        {answer?.enrolling ? (
          <Enrolment {...answer.enrolling} lastResult={answer.lastResult} />
        ) : state.enabled ? (
          <>
            <section className="card space-y-2" aria-labelledby="state-heading">
              <h2 id="state-heading" className="text-lg font-semibold">
                {t("twoFactor.onTitle")}
              </h2>
              <p>{t("twoFactor.onSince", { date: formatMomentDate(state.enabledAt, i18n.language) })}</p>
              <p>{t("twoFactor.codesLeft", { count: state.recoveryCodesLeft })}</p>
            </section>
            <PasswordForm intent="renew" answer={answer} />
            <PasswordForm intent="disable" answer={answer} />
          </>
        ) : (
          <Form method="post" className="card space-y-3" aria-labelledby="off-heading">
            <h2 id="off-heading" className="text-lg font-semibold">
              {t("twoFactor.offTitle")}
            </h2>
            <p>{t("twoFactor.offIntro")}</p>
            <input type="hidden" name="intent" value="start" />
            <SubmitButton keyed={false}>{t("twoFactor.start")}</SubmitButton>
          </Form>
        )}
      </div>
    </>
  );
}

/** The secret for the app: a QR code and its text; on until a code from the app confirms it. */
function Enrolment({
  secret,
  uri,
  svg,
  lastResult,
}: NonNullable<Answer["enrolling"]> & { lastResult?: Answer["lastResult"] }) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof codeSchema>>({ id: "two-factor-confirm", lastResult });
  return (
    <Form method="post" className="card space-y-4" aria-labelledby="enrol-heading" {...form.props}>
      <h2 id="enrol-heading" className="text-lg font-semibold">
        {t("twoFactor.enrolTitle")}
      </h2>
      <p>{t("twoFactor.enrolIntro")}</p>
      {/* Drawn on the server from the product's own secret: no script, nothing from elsewhere. */}
      <div
        role="img"
        aria-label={t("twoFactor.qrLabel")}
        className="w-48 bg-white p-2"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p className="text-sm">
        {t("twoFactor.secretText")} <code className="font-mono break-all">{secret}</code>
      </p>
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="secret" value={secret} />
      <input type="hidden" name="uri" value={uri} />
      <FormErrors form={form} />
      <TextField
        field={fields.code}
        label={t("twoFactor.code")}
        hint={t("twoFactor.codeHint")}
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <SubmitButton keyed={false}>{t("twoFactor.confirm")}</SubmitButton>
    </Form>
  );
}

/** The recovery codes just made: this page is the only place they are ever shown. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <section className="card space-y-2 border-2 border-amber-400" aria-labelledby="codes-heading">
      <h2 id="codes-heading" className="text-lg font-semibold">
        {t("twoFactor.codesTitle")}
      </h2>
      <p className="text-sm">{t("twoFactor.codesHint")}</p>
      <ul className="grid grid-cols-2 gap-1 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}

function PasswordForm({ intent, answer }: { intent: "renew" | "disable"; answer?: Answer }) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof passwordSchema>>({
    id: `two-factor-${intent}`,
    lastResult: answer?.form === intent ? answer.lastResult : undefined,
  });
  return (
    <Form method="post" className="card space-y-3" aria-labelledby={`${intent}-heading`} {...form.props}>
      <h2 id={`${intent}-heading`} className="text-lg font-semibold">
        {t(`twoFactor.${intent}Title`)}
      </h2>
      <p className="text-sm">{t(`twoFactor.${intent}Intro`)}</p>
      <input type="hidden" name="intent" value={intent} />
      <FormErrors form={form} />
      <TextField
        field={fields.password}
        type="password"
        label={t("twoFactor.password")}
        autoComplete="current-password"
      />
      <SubmitButton keyed={false} className={intent === "disable" ? "button-danger" : undefined}>
        {t(`twoFactor.${intent}`)}
      </SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Two-factor log-in" }];
