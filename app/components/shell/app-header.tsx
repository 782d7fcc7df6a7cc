import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Logo } from "~/components/logo";
import type { ShellData } from "~/routes/app/layout";
import { MenuToggle } from "./main-menu";
import { OrganizationSwitcher } from "./organization-switcher";
import { UserMenu } from "./user-menu";

export function AppHeader({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 bg-primary-900 text-white shadow">
      <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-3 px-4 sm:px-6">
        <MenuToggle />
        <Link to="/dashboard" className="flex shrink-0 items-center gap-2 font-bold">
          <Logo />
          <span className="sr-only sm:not-sr-only">{t("app.name")}</span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2 text-slate-900 sm:ml-6">
          <OrganizationSwitcher shell={shell} id="organization-switcher" />
        </div>
        <div className="sm:ml-auto">
          <UserMenu shell={shell} />
        </div>
      </div>
    </header>
  );
}
