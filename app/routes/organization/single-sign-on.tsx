import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { SSO_DEFAULT_SCOPES } from "../../../server/domain/single-sign-on";
import { CheckboxField, FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, RemoveCard } from "~/components/page/removal";
import { useTranslation } from "~/i18n/translation";
import { SINGLE_SIGN_ON_PAGE } from "./paths";
import { singleSignOnAction, singleSignOnLoader, type ssoSchema } from "./single-sign-on.server";

export const loader = singleSignOnLoader;
export const action = singleSignOnAction;

/**
 * The company's single sign-on with an OpenID Connect provider (decision 047), set by its managers; a
 * plain form that works without script. The secret is never shown: left empty, the kept one stays.
 */
export default function SingleSignOn() {
  const { t } = useTranslation();
  const { connection, removing, organizationId } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const [form, fields] = formState<z.input<typeof ssoSchema>>({
    id: "single-sign-on",
    lastResult,
    defaultValue: connection
      ? {
          ...connection,
          enabled: connection.enabled ? "on" : undefined,
          createUsers: connection.createUsers ? "on" : undefined,
          passwordLoginDisabled: connection.passwordLoginDisabled ? "on" : undefined,
        }
      : { enabled: "on", defaultScope: "READ" },
  });
  return (
    <>
      <PageHeader title={t("singleSignOn.title")} description={t("singleSignOn.intro")} />
      <div className="grid max-w-3xl gap-6">
        {removing ? (
          <ConfirmRemoval
            path={SINGLE_SIGN_ON_PAGE}
            texts={{
              question: t("singleSignOn.removeQuestion"),
              hint: t("singleSignOn.removeHint"),
              confirm: t("singleSignOn.remove"),
              keep: t("singleSignOn.keep"),
            }}
          />
        ) : null}
        <section className="card">
          <p className="mb-4 text-sm text-slate-700">
            {t("singleSignOn.redirectUri")} <code className="wrap-anywhere">/log-in/single-sign-on</code>
          </p>
          {connection ? (
            <p className="mb-4 text-sm text-slate-700">
              {t("singleSignOn.startLink")}{" "}
              <code className="wrap-anywhere">{`/log-in/single-sign-on?organization=${organizationId}`}</code>
            </p>
          ) : null}
          {/* A new form after each save (its stamp): with script, the typed secret would stay in the field. */}
          <Form key={connection?.lastModifiedDate ?? "new"} method="post" className="space-y-4" {...form.props}>
            {connection ? <input type="hidden" name="lastModifiedDate" value={connection.lastModifiedDate} /> : null}
            <FormErrors form={form} />
            <TextField
              field={fields.issuer}
              label={t("singleSignOn.issuer")}
              hint={t("singleSignOn.issuerHint")}
              type="url"
              required
            />
            <TextField field={fields.clientId} label={t("singleSignOn.clientId")} required />
            <TextField
              // Write-only: a refused form does not send the typed secret back into the page.
              field={{ ...fields.clientSecret, initialValue: undefined }}
              label={t("singleSignOn.clientSecret")}
              hint={connection ? t("singleSignOn.clientSecretKept") : t("singleSignOn.clientSecretHint")}
              type="password"
              autoComplete="off"
              required={!connection}
            />
            <CheckboxField field={fields.enabled} label={t("singleSignOn.enabled")} />
            <CheckboxField
              field={fields.createUsers}
              label={t("singleSignOn.createUsers")}
              hint={t("singleSignOn.createUsersHint")}
            />
            <SelectField field={fields.defaultScope} label={t("singleSignOn.defaultScope")}>
              {SSO_DEFAULT_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {t(`singleSignOn.defaultScopeOptions.${scope}`)}
                </option>
              ))}
            </SelectField>
            <CheckboxField
              field={fields.passwordLoginDisabled}
              label={t("singleSignOn.passwordLoginDisabled")}
              hint={t("singleSignOn.passwordLoginDisabledHint")}
            />
            <SubmitButton className="button-primary">{t("singleSignOn.save")}</SubmitButton>
          </Form>
        </section>
        {connection && !removing ? (
          <RemoveCard path={SINGLE_SIGN_ON_PAGE} hint={t("singleSignOn.removeHint")} label={t("singleSignOn.remove")} />
        ) : null}
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Compliance Workbench" }];
