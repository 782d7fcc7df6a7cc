import { Form } from "@remix-run/react";
import type { ApiTokenScope } from "../../../server/domain/api-tokens";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";

type Token = {
  id: number;
  name: string;
  scope: ApiTokenScope;
  expiresOn: Date | string;
  lastUsedDate: Date | string | null;
  organization?: { name: string };
};

/**
 * API tokens (a person's or a service account's) with a button that removes each; the removal posts
 * `intent=revoke`, the token's `id` and the `fields` given (whose tokens they are).
 */
export function TokenTable({
  tokens,
  caption,
  fields = {},
}: {
  tokens: Token[];
  caption: string;
  fields?: Record<string, string | number>;
}) {
  const { t, i18n } = useTranslation();
  const withOrganization = tokens.some((token) => token.organization);
  const columns = ["name", ...(withOrganization ? ["organization"] : []), "scope", "expiresOn", "lastUsed"];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
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
              <td className="min-w-[8rem] p-2 font-medium wrap-anywhere">{token.name}</td>
              {withOrganization ? <td className="p-2">{token.organization?.name}</td> : null}
              <td className="p-2">{t(`apiTokens.scopeOptions.${token.scope}`)}</td>
              <td className="p-2">{formatDate(token.expiresOn, i18n.language)}</td>
              <td className="p-2">
                {token.lastUsedDate ? formatDateTime(token.lastUsedDate, i18n.language) : t("apiTokens.neverUsed")}
              </td>
              <td className="p-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={token.id} />
                  {Object.entries(fields).map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
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
