import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { Logo } from "./logo";

/** The frame of the pages anyone may see: log-in, password reset, errors, public documents. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full flex-col">
      <header className="px-6 py-5">
        <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold text-primary-900">
          <Logo />
          {t("app.name")}
        </Link>
      </header>
      <main id="main" className="flex flex-1 flex-col justify-center px-4 py-8">
        {children}
      </main>
      <footer className="px-6 py-6 text-center text-sm text-slate-600">
        <Link to="/about" className="link">
          {t("about.link")}
        </Link>
      </footer>
    </div>
  );
}
