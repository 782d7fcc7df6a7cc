import { Form, Link } from "@remix-run/react";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../server/domain/search";
import { useTranslation } from "~/i18n/translation";
import { Logo } from "~/components/logo";
import type { ShellData } from "~/routes/app/layout";
import { MenuToggle } from "./main-menu";
import { OrganizationSwitcher } from "./organization-switcher";
import { UserMenu } from "./user-menu";

export function AppHeader({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 bg-primary-900 text-white shadow">
      {/* On a phone the switcher takes a row of its own: squeezed beside the logo it cut names apart. */}
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 sm:h-14 sm:flex-nowrap sm:px-6 sm:py-0">
        <MenuToggle />
        <Link to="/dashboard" className="flex shrink-0 items-center gap-2 font-bold">
          <Logo />
          <span className="sr-only sm:not-sr-only">{t("app.name")}</span>
        </Link>
        {shell.logo ? (
          <img
            src={shell.logo}
            alt=""
            className="h-9 w-auto max-w-28 shrink-0 rounded bg-white object-contain p-0.5 sm:ml-4"
          />
        ) : null}
        <div className="order-last flex w-full min-w-0 items-center text-slate-900 sm:order-none sm:ml-6 sm:w-auto">
          <OrganizationSwitcher shell={shell} id="organization-switcher" />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <HeaderSearch />
          <NotificationsLink unread={shell.unreadNotifications} />
          <UserMenu shell={shell} />
        </div>
      </div>
    </header>
  );
}

/** On a large screen a search box in the header; on a smaller one search is in the menu. */
function HeaderSearch() {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/search" role="search" className="mr-2 hidden lg:block">
      <input
        type="search"
        name="q"
        aria-label={t("search.headerLabel")}
        placeholder={t("menu.search")}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        className="w-56 rounded border border-primary-700 bg-primary-800 px-3 py-1.5 text-sm text-white placeholder:text-slate-300 focus:bg-white focus:text-slate-900"
      />
    </Form>
  );
}

/** A bell that opens the notifications, with the unread count on it (its name says the count too). */
function NotificationsLink({ unread }: { unread: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/notifications"
      aria-label={unread ? t("notifications.headerUnread", { count: unread }) : t("notifications.headerLink")}
      className="bell"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a1.9 1.9 0 0 0 3.4 0" />
      </svg>
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 rounded-full bg-amber-300 px-1 text-xs font-bold text-slate-900"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
