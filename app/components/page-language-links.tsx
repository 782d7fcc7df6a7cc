import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The languages a printable page comes in, each named in itself. */
export const PAGE_LANGUAGES = [
  { code: "en", name: "English" },
  { code: "da", name: "Dansk" },
] as const;

/**
 * A printable or public page's own choice of language (`?lang=`), which may differ from the reader's
 * (a Danish instruction printed by an English-speaking coordinator), and its other links after them.
 */
export function PageLanguageLinks({
  label,
  languages = PAGE_LANGUAGES,
  current,
  className = "mt-2 flex gap-3 text-sm print:hidden",
  children,
}: {
  label: string;
  languages?: readonly { code: string; name: string }[];
  current: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className={className}>
      {languages.map(({ code, name }) => (
        <Link
          key={code}
          to={`?lang=${code}`}
          lang={code}
          aria-current={code === current ? "page" : undefined}
          className={code === current ? "font-semibold" : "link"}
        >
          {name}
        </Link>
      ))}
      {children}
    </nav>
  );
}
