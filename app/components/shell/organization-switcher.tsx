import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/lib/use-hydrated";
import type { ShellData } from "~/routes/app/layout";

/**
 * A select of the companies (and the active department) and a button, in a plain form; with JavaScript,
 * choosing is enough. Every other department is a link away, on the organizations page.
 */
export function OrganizationSwitcher({ shell, id }: { shell: ShellData; id: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  if (shell.organizations.length === 0) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <Form
      method="post"
      action="/resources/organization"
      className="flex w-full min-w-0 items-center gap-2 sm:w-auto"
      onChange={(event) => submit(event.currentTarget)}
    >
      <input type="hidden" name="redirectTo" value={here} />
      <label htmlFor={id} className="sr-only">
        {t("organization.switcher.label")}
      </label>
      <select
        id={id}
        name="organizationId"
        defaultValue={shell.activeOrganizationId ?? undefined}
        key={shell.activeOrganizationId}
        className="input min-w-0 flex-1 py-1.5 sm:w-72 sm:flex-none"
      >
        {shell.organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {`${"\u00a0\u00a0".repeat(organization.depth)}${organization.name}`}
            {organization.type === "DEPARTMENT" ? ` (${t("organization.department")})` : ""}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button-secondary shrink-0 py-1.5">
          {t("organization.switcher.submit")}
        </button>
      )}
      <Link
        to={`/organizations?${new URLSearchParams({ redirectTo: here })}`}
        className="shrink-0 rounded p-1.5 text-white hover:bg-primary-800"
        title={t("organization.switcher.all")}
      >
        <TreeIcon />
        <span className="sr-only">{t("organization.switcher.all")}</span>
      </Link>
    </Form>
  );
}

function TreeIcon() {
  return (
    <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" className="size-5">
      <rect x="7" y="2.5" width="6" height="4" rx="1" />
      <rect x="2" y="13.5" width="6" height="4" rx="1" />
      <rect x="12" y="13.5" width="6" height="4" rx="1" />
      <path d="M10 6.5v3.5M5 13.5V10h10v3.5" />
    </svg>
  );
}
