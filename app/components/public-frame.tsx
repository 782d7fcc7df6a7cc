import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { Logo } from "./logo";

/**
 * The frame of the pages anyone may see: log-in, password reset, errors, public documents. A page
 * printed as posters (`printFrame={false}`) leaves the frame's header and footer off the paper.
 */
export function PublicFrame({ children, printFrame = true }: { children: ReactNode; printFrame?: boolean }) {
  const { t } = useTranslation();
  const onPaper = printFrame ? "" : " print:hidden";
  return (
    <div className="flex min-h-full flex-col">
      <header className={`px-6 py-5${onPaper}`}>
        <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold text-primary-900">
          <Logo />
          {t("app.name")}
        </Link>
      </header>
      <main id="main" className="flex flex-1 flex-col justify-center px-4 py-8">
        {children}
      </main>
      <footer className={`px-6 py-6 text-center text-sm text-slate-600${onPaper}`}>
        <Link to="/about" className="link">
          {t("about.link")}
        </Link>
      </footer>
    </div>
  );
}
