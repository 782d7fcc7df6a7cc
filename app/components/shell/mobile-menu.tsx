import { useTranslation } from "react-i18next";
import { visibleActions, visibleMenu } from "~/components/menu/menu-model";
import { useCloseOnNavigation } from "~/lib/use-close-on-navigation";
import type { ShellData } from "~/routes/app/layout";
import { MenuEntry } from "./menu-links";
import { DashboardLink, MenuGroups } from "./sidebar";

/** Below the large breakpoint: a full-height panel behind a Menu button, with quick actions, search and help. */
export function MobileMenu({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  const groups = shell.access ? visibleMenu(shell.access) : [];
  const actions = shell.access ? visibleActions(shell.access) : [];
  const panel = useCloseOnNavigation();
  return (
    <details ref={panel} className="lg:hidden" data-testid="mobile-menu">
      <summary className="flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-primary-700 hover:bg-primary-800">
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
          <path d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
        </svg>
        {t("menu.open")}
      </summary>
      <nav
        aria-label={t("menu.label")}
        className="fixed inset-x-0 top-14 bottom-0 z-40 overflow-y-auto bg-white px-4 py-4 text-slate-900 shadow-xl"
      >
        <div className="mb-4 grid grid-cols-2 gap-2">
          <span aria-disabled="true" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-400">
            {t("menu.search")}
          </span>
          <span aria-disabled="true" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-400">
            {t("menu.help")}
          </span>
        </div>
        {actions.length ? (
          <section aria-labelledby="mobile-actions" className="mb-4">
            <h2 id="mobile-actions" className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t("menu.groups.actions")}
            </h2>
            <ul>
              {actions.map((item) => (
                <li key={item.key}>
                  <MenuEntry item={item} labelPrefix="menu.actions" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <DashboardLink />
        <MenuGroups groups={groups} />
      </nav>
    </details>
  );
}
