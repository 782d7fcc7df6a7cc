import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { LanguageSwitcher } from "~/components/language-switcher";
import { useCloseOnNavigation } from "~/lib/use-close-on-navigation";
import type { ShellData } from "~/routes/app/layout";

/** Who is logged in, the language, and logging out; a disclosure that needs no script. */
export function UserMenu({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  const disclosure = useCloseOnNavigation();
  return (
    <details ref={disclosure} className="relative">
      <summary
        className="flex items-center gap-2 rounded-full px-2 py-1 text-sm hover:bg-primary-800"
        aria-label={t("userMenu.label")}
      >
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-900"
        >
          {initials(shell.user.name)}
        </span>
        <span className="hidden max-w-40 truncate md:inline">{shell.user.name}</span>
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-64 rounded-lg bg-white p-3 text-slate-900 shadow-lg ring-1 ring-slate-200">
        <p className="truncate text-sm font-semibold">{shell.user.name}</p>
        <p className="truncate text-xs text-slate-600">{shell.user.email}</p>
        {shell.user.systemPermissions.includes("MAINTAIN") ? (
          <Link to="/admin" className="mt-3 block text-sm font-semibold text-primary-700 underline">
            {t("userMenu.admin")}
          </Link>
        ) : null}
        <Link to="/account/two-factor" className="mt-3 block text-sm font-semibold text-primary-700 underline">
          {t("userMenu.twoFactor")}
        </Link>
        <Link to="/account/api-tokens" className="mt-2 block text-sm font-semibold text-primary-700 underline">
          {t("userMenu.apiTokens")}
        </Link>
        <LanguageSwitcher className="mt-3" />
        <Form method="post" action="/logout" className="mt-3 border-t border-slate-200 pt-3">
          <button type="submit" className="button-secondary w-full">
            {t("logout.submit")}
          </button>
        </Form>
      </div>
    </details>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}
