import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/translation";
import type { VisibleGroup, VisibleItem } from "~/components/menu/menu-model.server";
import type { ShellData } from "~/routes/app/layout";

/** The checkbox that opens the menu on small screens; see `MenuToggle` and app/routes/app/layout.tsx. */
export const MENU_TOGGLE_ID = "menu-toggle";

/** The button-like label in the header that opens and closes the menu below the large breakpoint. */
export function MenuToggle() {
  const { t } = useTranslation();
  return (
    <label htmlFor={MENU_TOGGLE_ID} className="menu-toggle lg:hidden">
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
        <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
      </svg>
      {t("menu.open")}
    </label>
  );
}

/**
 * The one menu of the app: a sidebar on large screens and, below that, a full-height panel behind the
 * Menu toggle, with quick actions, search and help. One element serves both, so it renders once.
 */
export function MainMenu({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  const { key } = useLocation();
  const { menu: groups, actions } = shell;
  // A client-side navigation keeps the page, so close the panel once the next page is there.
  useEffect(() => {
    const toggle = document.getElementById(MENU_TOGGLE_ID) as HTMLInputElement | null;
    if (toggle) toggle.checked = false;
  }, [key]);
  return (
    <nav id="main-menu" aria-label={t("menu.label")} className="main-menu">
      {/* Help is not offered yet: a disabled entry like the placeholders. */}
      <ul className="mb-4 lg:hidden">
        <li>
          <MenuEntry item={{ key: "search", path: "/search" }} label={t("menu.search")} />
        </li>
        <li>
          <MenuEntry item={{ key: "help", path: null }} label={t("menu.help")} />
        </li>
      </ul>
      {actions.length ? (
        <section aria-labelledby="menu-actions" className="mb-4 lg:hidden">
          <h2 id="menu-actions" className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t("menu.groups.actions")}
          </h2>
          <ul>
            {actions.map((item) => (
              <li key={item.key}>
                <MenuEntry item={item} label={t(`menu.actions.${item.key}`)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <MenuLink to="/dashboard" className="menu-group-link">
        {t("menu.dashboard")}
      </MenuLink>
      <MenuLink to="/my-work" className="menu-group-link">
        {t("menu.myWork")}
      </MenuLink>
      <MenuGroups groups={groups} />
    </nav>
  );
}

/** The groups as disclosures: they open and close without script; the current one starts open. */
function MenuGroups({ groups }: { groups: VisibleGroup[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return groups.map((group) => (
    <details key={group.key} open={group.items.some((item) => item.path && pathname.startsWith(item.path))}>
      <summary className="menu-group">
        <span data-menu-group>{t(`menu.groups.${group.key}`)}</span>
      </summary>
      <ul className="ml-2 border-l border-slate-200 pl-2">
        {group.items.map((item) => (
          <li key={item.key}>
            <MenuEntry item={item} label={t(`menu.items.${item.key}`)} />
          </li>
        ))}
      </ul>
    </details>
  ));
}

/** An entry: a link, or for what is not offered yet a visibly disabled entry. */
function MenuEntry({ item, label }: { item: VisibleItem; label: string }) {
  if (!item.path) {
    return (
      <span aria-disabled="true" className="menu-disabled">
        {label}
      </span>
    );
  }
  return (
    <MenuLink to={item.path} className="menu-link">
      {label}
    </MenuLink>
  );
}

/**
 * A link marked current on its page and the pages under it. NavLink does the same by compiling a route
 * pattern per link and render: with forty entries, a share of every signed-in page's render that showed
 * in profiles.
 */
function MenuLink({ to, className, children }: { to: string; className: string; children: string }) {
  const { pathname } = useLocation();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link to={to} className={current ? `${className} active` : className} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
