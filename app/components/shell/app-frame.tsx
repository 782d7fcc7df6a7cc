import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import type { ShellData } from "~/routes/app/layout";
import { AppHeader } from "./app-header";
import { MainMenu, MENU_TOGGLE_ID } from "./main-menu";

/**
 * The signed-in frame: header, menu and the page. The app layout renders its pages in it, and so do
 * the not-found and unauthorized pages for a signed-in user, so the menu is at hand there too.
 */
export function AppFrame({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-full">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("app.skipToContent")}
      </a>
      <input
        type="checkbox"
        id={MENU_TOGGLE_ID}
        className="sr-only"
        aria-controls="main-menu"
        aria-label={t("menu.open")}
      />
      <AppHeader shell={shell} />
      <div className="mx-auto flex max-w-screen-2xl">
        <MainMenu shell={shell} />
        <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
