import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { API_TOKEN_SCOPES } from "../../../server/domain/api-tokens";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { ShownSecret } from "~/components/page/shown-secret";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";
import { apiTokensAction, apiTokensLoader, type tokenSchema } from "./api-tokens.server";

export const loader = apiTokensLoader;
export const action = apiTokensAction;

/** The person's API tokens for other systems (decision 040): made here, shown once, removed here. */
export default function ApiTokens() {
  const { t } = useTranslation();
  const { tokens, fresh } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("apiTokens.title")} description={t("apiTokens.intro")} />
      <div className="grid max-w-5xl gap-6">
        {fresh ? (
          <ShownSecret
            id="fresh-token"
            title={t("apiTokens.freshTitle")}
            hint={t("apiTokens.freshHint")}
            secret={fresh}
          />
        ) : null}
        <section className="card min-w-0 space-y-3" aria-labelledby="tokens-heading">
          <h2 id="tokens-heading" className="text-lg font-semibold">
            {t("apiTokens.yours")}
          </h2>
          {tokens.length === 0 ? <p className="text-slate-600">{t("apiTokens.none")}</p> : <TokenTable />}
        </section>
        <NewTokenForm />
      </div>
    </>
  );
}

function TokenTable() {
  const { t, i18n } = useTranslation();
  const { tokens } = useLoaderData<typeof loader>();
  const columns = ["name", "organization", "scope", "expiresOn", "lastUsed"] as const;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("apiTokens.yours")}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="p-2">
                {t(`apiTokens.${column}`)}
              </th>
            ))}
            <th scope="col" className="p-2">
              <span className="sr-only">{t("apiTokens.revoke")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id} className="border-t border-slate-200 align-top">
              <td className="p-2 font-medium wrap-anywhere">{token.name}</td>
              <td className="p-2">{token.organization.name}</td>
              <td className="p-2">{t(`apiTokens.scopeOptions.${token.scope}`)}</td>
              <td className="p-2">{formatDate(token.expiresOn, i18n.language)}</td>
              <td className="p-2">
                {token.lastUsedDate ? formatDateTime(token.lastUsedDate, i18n.language) : t("apiTokens.neverUsed")}
              </td>
              <td className="p-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={token.id} />
                  <SubmitButton
                    keyed={false}
                    className="button-secondary"
                    aria-label={t("apiTokens.revokeNamed", { name: token.name })}
                  >
                    {t("apiTokens.revoke")}
                  </SubmitButton>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NewTokenForm() {
  const { t } = useTranslation();
  const { organizations, defaultExpiry } = useLoaderData<typeof loader>();
  const [form, fields] = formState<z.input<typeof tokenSchema>>({
    id: "api-token-form",
    lastResult: useActionData<typeof action>() as SubmissionResult<string[]> | undefined,
    defaultValue: { scope: "READ", expiresOn: defaultExpiry, organizationId: String(organizations[0]?.id ?? "") },
  });
  return (
    <Form method="post" className="card max-w-2xl space-y-4" aria-labelledby="new-token-heading" {...form.props}>
      <h2 id="new-token-heading" className="text-lg font-semibold">
        {t("apiTokens.new")}
      </h2>
      <FormErrors form={form} />
      <TextField field={fields.name} label={t("apiTokens.name")} hint={t("apiTokens.nameHint")} />
      <SelectField
        field={fields.organizationId}
        label={t("apiTokens.organization")}
        hint={t("apiTokens.organizationHint")}
      >
        {organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {`${"\u00a0".repeat(organization.depth * 2)}${organization.name}`}
          </option>
        ))}
      </SelectField>
      <SelectField field={fields.scope} label={t("apiTokens.scope")} hint={t("apiTokens.scopeHint")}>
        {API_TOKEN_SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {t(`apiTokens.scopeOptions.${scope}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        field={fields.expiresOn}
        type="date"
        label={t("apiTokens.expiresOn")}
        hint={t("apiTokens.expiresHint")}
      />
      <SubmitButton>{t("apiTokens.create")}</SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "API tokens" }];
