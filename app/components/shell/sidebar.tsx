import { NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { visibleMenu, type VisibleGroup } from "~/components/menu/menu-model";
import type { ShellData } from "~/routes/app/layout";
import { MenuEntry } from "./menu-links";

/** The menu's groups as disclosures: they open and close without script; the current one starts open. */
export function MenuGroups({ groups }: { groups: VisibleGroup[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      {groups.map((group) => (
        <details
          key={group.key}
          open={group.items.some((item) => item.path && pathname.startsWith(item.path))}
          className="group"
        >
          <summary className="flex items-center justify-between rounded-md px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100">
            <span data-menu-group>{t(`menu.groups.${group.key}`)}</span>
            <span aria-hidden className="text-slate-500 transition group-open:rotate-90">
              ›
            </span>
          </summary>
          <ul className="ml-2 border-l border-slate-200 pl-2">
            {group.items.map((item) => (
              <li key={item.key}>
                <MenuEntry item={item} />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
}

export function DashboardLink() {
  const { t } = useTranslation();
  return (
    <NavLink
      to="/dashboard"
      className={({ isActive }) =>
        `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-primary-100 text-primary-900" : "text-slate-900 hover:bg-slate-100"}`
      }
    >
      {t("menu.dashboard")}
    </NavLink>
  );
}

export function Sidebar({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  const groups = shell.access ? visibleMenu(shell.access) : [];
  return (
    <nav
      aria-label={t("menu.label")}
      className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white px-3 py-4 lg:block"
    >
      <DashboardLink />
      <div className="mt-1 space-y-0.5">
        <MenuGroups groups={groups} />
      </div>
    </nav>
  );
}
