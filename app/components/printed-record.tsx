import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PAGE_LANGUAGES } from "./page-language-links";
import { PublicFrame } from "./public-frame";

/** What a printed record's loader gives its head: every word in the language asked for. */
export type PrintedHead = {
  language: string;
  title: string;
  organization: string;
  printed: string;
  back: string;
  facts: string[][];
  texts: { languages: string; back: string };
};

/**
 * A record printed without script (an audit report, a review's minutes): its title, organization and
 * day of printing, the links to the other language and back, and its facts; the body follows.
 */
export function PrintedRecord({ page, children }: { page: PrintedHead; children: ReactNode }) {
  return (
    <PublicFrame printFrame={false}>
      <article
        lang={page.language}
        className="card mx-auto w-full max-w-4xl print:max-w-none print:shadow-none print:ring-0"
      >
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{page.title}</h1>
        <p className="mt-1 font-medium wrap-anywhere">{page.organization}</p>
        <p className="mt-1 text-sm text-slate-700">{page.printed}</p>
        <nav aria-label={page.texts.languages} className="mt-2 flex flex-wrap gap-3 text-sm print:hidden">
          {PAGE_LANGUAGES.map(({ code, name }) => (
            <Link
              key={code}
              to={`?lang=${code}`}
              lang={code}
              aria-current={code === page.language ? "page" : undefined}
              className={code === page.language ? "font-semibold" : "link"}
            >
              {name}
            </Link>
          ))}
          <Link to={page.back} className="link">
            {page.texts.back}
          </Link>
        </nav>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {page.facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="wrap-anywhere whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </article>
    </PublicFrame>
  );
}

export type PrintedAction = { id: number; title: string; owner: string; due: string; status: string };

/**
 * A printed record's actions (an audit's open ones, a review's): a table that scrolls on its own on a
 * phone, or the words for none.
 */
export function PrintedActions({
  actions,
  texts,
}: {
  actions: PrintedAction[];
  texts: { caption: string; none: string; action: string; owner: string; due: string; status: string };
}) {
  if (actions.length === 0) return <p className="mt-2 text-sm text-slate-700">{texts.none}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="actions-caption">
      <table className="mt-2 w-full text-left text-sm print:text-xs">
        <caption id="actions-caption" className="sr-only">
          {texts.caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th className="p-2">{texts.action}</th>
            <th className="p-2">{texts.owner}</th>
            <th className="p-2">{texts.due}</th>
            <th className="p-2">{texts.status}</th>
          </tr>
        </thead>
        <tbody>
          {actions.map((action) => (
            <tr key={action.id} className="border-b border-slate-100 align-top">
              <td className="p-2 wrap-anywhere">{action.title}</td>
              <td className="p-2">{action.owner}</td>
              <td className="p-2 whitespace-nowrap">{action.due}</td>
              <td className="p-2">{action.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
