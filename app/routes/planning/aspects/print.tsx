import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PAGE_LANGUAGES } from "~/components/page-language-links";
import { PublicFrame } from "~/components/public-frame";
import { ASPECTS } from "./paths";
import { printableRegister } from "./print.server";

/** Printed for the management review or an audit: no script at all. */
export const handle = { hydrate: false };

export const loader = ({ request, context }: LoaderFunctionArgs) => printableRegister(request, context);

/** The register of environmental aspects as printed: one table, the significant ones marked in words. */
export default function PrintableAspects() {
  const page = useLoaderData<typeof loader>();
  const { columns } = page.texts;
  const withFilters = (extra: string) => [page.filtered, extra].filter(Boolean).join("&");
  return (
    <PublicFrame printFrame={false}>
      <article
        lang={page.language}
        className="card mx-auto w-full max-w-6xl print:max-w-none print:shadow-none print:ring-0"
      >
        <h1 id="register-heading" className="text-2xl font-bold tracking-tight wrap-anywhere">
          {page.texts.title}
        </h1>
        <p className="mt-1 font-medium wrap-anywhere">{page.organization}</p>
        <p className="mt-1 text-sm text-slate-700">
          {page.texts.printed}: {page.printed} · {page.texts.count}
        </p>
        <p className="mt-2 text-sm text-slate-700 print:hidden">{page.texts.intro}</p>
        <nav aria-label={page.texts.languages} className="mt-2 flex flex-wrap gap-3 text-sm print:hidden">
          {PAGE_LANGUAGES.map(({ code, name }) => (
            <Link
              key={code}
              to={`?${withFilters(`lang=${code}`)}`}
              lang={code}
              aria-current={code === page.language ? "page" : undefined}
              className={code === page.language ? "font-semibold" : "link"}
            >
              {name}
            </Link>
          ))}
          <Link to={`${ASPECTS}${page.filtered ? `?${page.filtered}` : ""}`} className="link">
            {page.texts.back}
          </Link>
        </nav>
        {page.aspects.length ? (
          <div
            className="mt-4 overflow-x-auto print:overflow-visible"
            // A table that scrolls sideways on a phone, reached by keyboard too.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-labelledby="register-heading"
          >
            <table className="w-full text-left text-sm print:text-xs">
              <caption className="sr-only">{page.texts.title}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th className="p-2">{columns.activity}</th>
                  <th className="p-2">{columns.aspect}</th>
                  <th className="p-2">{columns.impact}</th>
                  <th className="p-2">{columns.condition}</th>
                  <th className="p-2">{columns.stage}</th>
                  <th className="p-2">{columns.scores}</th>
                  <th className="p-2">{columns.significance}</th>
                  <th className="p-2">{columns.obligations}</th>
                  <th className="p-2">{columns.nextReview}</th>
                </tr>
              </thead>
              <tbody>
                {page.aspects.map((aspect) => (
                  <tr key={aspect.id} className="border-b border-slate-100 align-top print:break-inside-avoid">
                    <td className="p-2 wrap-anywhere">
                      {aspect.activity}
                      {aspect.department ? <span className="block text-slate-600">{aspect.department}</span> : null}
                    </td>
                    <td className="p-2 wrap-anywhere">{aspect.aspect}</td>
                    <td className="p-2 wrap-anywhere">{aspect.impact}</td>
                    <td className="p-2">{aspect.condition}</td>
                    <td className="p-2">{aspect.stage}</td>
                    <td className="p-2 whitespace-nowrap">{aspect.scores}</td>
                    <td className={`p-2 ${aspect.significant ? "font-semibold" : ""}`}>{aspect.significance}</td>
                    <td className="p-2">{aspect.obligations}</td>
                    <td className="p-2 whitespace-nowrap">{aspect.nextReview}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-4 text-slate-700">{page.texts.none}</p>
        )}
      </article>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.texts.title}: ${data.organization}` : "Environmental aspects" },
];
