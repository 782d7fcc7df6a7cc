import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/lib/use-hydrated";
import type { ShellData } from "~/routes/app/layout";

/** A select and a button in a plain form; with JavaScript, choosing an organization is enough. */
export function OrganizationSwitcher({ shell, id }: { shell: ShellData; id: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  if (shell.organizations.length === 0) return null;
  return (
    <Form
      method="post"
      action="/resources/organization"
      className="flex min-w-0 items-center gap-2"
      onChange={(event) => submit(event.currentTarget)}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id} className="sr-only">
        {t("organization.switcher.label")}
      </label>
      <select
        id={id}
        name="organizationId"
        defaultValue={shell.activeOrganizationId ?? undefined}
        key={shell.activeOrganizationId}
        className="input max-w-full min-w-0 truncate py-1.5 sm:w-72"
      >
        {shell.organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {`${"\u00a0\u00a0".repeat(organization.depth)}${organization.name}`}
            {organization.type === "DEPARTMENT" ? ` (${t("organization.department")})` : ""}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button-secondary py-1.5">
          {t("organization.switcher.submit")}
        </button>
      )}
    </Form>
  );
}
