import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { API_TOKEN_SCOPES } from "../../../server/domain/api-tokens";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval } from "~/components/page/removal";
import { FreshToken } from "~/components/tokens/fresh-token";
import { TokenTable } from "~/components/tokens/token-table";
import { useTranslation } from "~/i18n/translation";
import { formatMomentDate } from "~/lib/format";
import { SERVICE_ACCOUNTS_PAGE } from "./paths";
import {
  serviceAccountsAction,
  serviceAccountsLoader,
  type accountSchema,
  type serviceTokenSchema,
} from "./service-accounts.server";

export const loader = serviceAccountsLoader;
export const action = serviceAccountsAction;

type Refused = { form: string; lastResult: SubmissionResult<string[]> };
type Account = ReturnType<typeof useLoaderData<typeof loader>>["accounts"][number];

/** The refusal of the form named `form`, if the last answer was one. */
function useRefusal(form: string) {
  const answer = useActionData<typeof action>() as Refused | undefined;
  return answer?.form === form ? answer.lastResult : undefined;
}

/**
 * The organization's service accounts (decision 046): other systems' identities here, each with tokens
 * made and removed by the organization's managers.
 */
export default function ServiceAccounts() {
  const { t } = useTranslation();
  const { accounts, fresh, removing } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("serviceAccounts.title")} description={t("serviceAccounts.intro")} />
      <div className="grid max-w-5xl gap-6">
        {fresh ? <FreshToken token={fresh} /> : null}
        {removing ? (
          <ConfirmRemoval
            path={SERVICE_ACCOUNTS_PAGE}
            texts={{
              question: t("serviceAccounts.removeQuestion", { name: removing.name }),
              hint: t("serviceAccounts.removeHint"),
              confirm: t("serviceAccounts.remove"),
              keep: t("serviceAccounts.keep"),
            }}
          >
            <input type="hidden" name="accountId" value={removing.id} />
          </ConfirmRemoval>
        ) : null}
        {accounts.length === 0 ? (
          <p className="card text-slate-600">{t("serviceAccounts.none")}</p>
        ) : (
          accounts.map((account) => <AccountCard key={account.id} account={account} />)
        )}
        <NewAccountForm />
      </div>
    </>
  );
}

function AccountCard({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const headingId = `account-${account.id}`;
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
          {account.name}
        </h2>
        <Link
          to={`${SERVICE_ACCOUNTS_PAGE}?remove=${account.id}`}
          className="text-sm text-red-700 underline"
          aria-label={t("serviceAccounts.removeNamed", { name: account.name })}
        >
          {t("serviceAccounts.remove")}
        </Link>
      </div>
      <p className="text-sm text-slate-700">
        {t("serviceAccounts.madeBy", {
          scope: t(`apiTokens.scopeOptions.${account.scope}`),
          date: formatMomentDate(account.createdDate, i18n.language),
          name: account.createdBy?.name ?? t("serviceAccounts.someone"),
        })}
      </p>
      {account.tokens.length === 0 ? (
        <p className="text-sm text-slate-600">{t("serviceAccounts.noTokens")}</p>
      ) : (
        <TokenTable
          tokens={account.tokens}
          caption={t("serviceAccounts.tokensOf", { name: account.name })}
          fields={{ accountId: account.id }}
        />
      )}
      <NewTokenForm account={account} />
    </section>
  );
}

function NewTokenForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const { defaultExpiry } = useLoaderData<typeof loader>();
  const lastResult = useRefusal(`token-${account.id}`);
  const [form, fields] = formState<z.input<typeof serviceTokenSchema>>({
    id: `token-form-${account.id}`,
    lastResult,
    defaultValue: { scope: account.scope, expiresOn: defaultExpiry },
  });
  return (
    <details open={Boolean(lastResult)} className="rounded border border-slate-200 p-3">
      <summary className="cursor-pointer font-medium">
        {t("serviceAccounts.newToken")}
        <span className="sr-only">{` (${account.name})`}</span>
      </summary>
      <Form method="post" className="mt-3 max-w-2xl space-y-4" {...form.props}>
        <input type="hidden" name="intent" value="token" />
        <input type="hidden" name="accountId" value={account.id} />
        <FormErrors form={form} />
        <TextField field={fields.name} label={t("apiTokens.name")} hint={t("apiTokens.nameHint")} />
        <SelectField field={fields.scope} label={t("apiTokens.scope")} hint={t("serviceAccounts.tokenScopeHint")}>
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
    </details>
  );
}

function NewAccountForm() {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof accountSchema>>({
    id: "service-account-form",
    lastResult: useRefusal("account"),
    defaultValue: { scope: "READ" },
  });
  return (
    <Form method="post" className="card max-w-2xl space-y-4" aria-labelledby="new-account-heading" {...form.props}>
      <h2 id="new-account-heading" className="text-lg font-semibold">
        {t("serviceAccounts.new")}
      </h2>
      <FormErrors form={form} />
      <TextField field={fields.name} label={t("serviceAccounts.name")} hint={t("serviceAccounts.nameHint")} />
      <SelectField field={fields.scope} label={t("apiTokens.scope")} hint={t("serviceAccounts.scopeHint")}>
        {API_TOKEN_SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {t(`apiTokens.scopeOptions.${scope}`)}
          </option>
        ))}
      </SelectField>
      <SubmitButton>{t("serviceAccounts.create")}</SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Service accounts" }];
