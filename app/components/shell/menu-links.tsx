import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { VisibleItem } from "~/components/menu/menu-model";

/** An entry of the menu: a link, or for what is not offered yet a visibly disabled entry. */
export function MenuEntry({ item, labelPrefix = "menu.items" }: { item: VisibleItem; labelPrefix?: string }) {
  const { t } = useTranslation();
  const label = t(`${labelPrefix}.${item.key}`);
  if (!item.path) {
    return (
      <span
        aria-disabled="true"
        title={t("menu.notAvailable")}
        className="block cursor-not-allowed rounded-md px-3 py-1.5 text-sm text-slate-400"
      >
        {label}
      </span>
    );
  }
  return (
    <NavLink
      to={item.path}
      className={({ isActive }) =>
        `block rounded-md px-3 py-1.5 text-sm ${isActive ? "bg-primary-100 font-semibold text-primary-900" : "text-slate-700 hover:bg-slate-100"}`
      }
    >
      {label}
    </NavLink>
  );
}
