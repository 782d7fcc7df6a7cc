import { PageLanguageLinks } from "~/components/page-language-links";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PublicFrame } from "~/components/public-frame";
import { EVENT_HANDLING } from "./event-badges";
import { eventPosters } from "./posters.server";

/** Printed and pinned up in each department: no script at all. */
export const handle = { hydrate: false };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const route = "routes/evaluation/event-handling/posters";
  const { api, organizationId, language } = await requireRouteAccess(request, context, route);
  const asked = new URL(request.url).searchParams.get("lang");
  return eventPosters(api, organizationId, context.publicUrl, asked, language);
}

type Poster = ReturnType<typeof useLoaderData<typeof loader>>["posters"][number];

/** One poster: where it hangs, what to do, the QR code, and the address for those who type it. */
function PosterSheet({ poster, scan, orType }: { poster: Poster; scan: string; orType: string }) {
  return (
    <section
      aria-labelledby={`poster-${poster.key}`}
      data-poster
      className="card flex flex-col items-center text-center print:break-after-page print:shadow-none print:ring-0 print:last:break-after-auto"
    >
      {poster.within ? <p className="text-sm font-medium wrap-anywhere text-slate-600">{poster.within}</p> : null}
      <h2 id={`poster-${poster.key}`} className="mt-1 text-3xl font-bold tracking-tight wrap-anywhere print:text-5xl">
        {poster.name}
      </h2>
      <p className="mt-4 text-xl font-semibold text-balance print:mt-8 print:text-3xl">{scan}</p>
      <div
        role="img"
        aria-label={poster.qrLabel}
        className="mt-6 w-full max-w-72 print:mt-10 print:max-w-[12cm] [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
        // The markup is qrcode's own SVG of an address the server built, not anything a user typed.
        dangerouslySetInnerHTML={{ __html: poster.svg }}
      />
      <p className="mt-6 text-sm text-slate-700 print:mt-10 print:text-base">{orType}</p>
      <p className="mt-1 font-mono text-sm wrap-anywhere print:text-base" data-address>
        {poster.address}
      </p>
    </section>
  );
}

/** QR posters for reporting an event: one for the organization and one per department, each its own page. */
export default function EventPosters() {
  const page = useLoaderData<typeof loader>();
  return (
    <PublicFrame printFrame={false}>
      <div lang={page.language} className="mx-auto w-full max-w-2xl">
        <header className="card mb-6 print:hidden">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere">{page.texts.title}</h1>
          <p className="mt-1 font-medium wrap-anywhere">{page.organization}</p>
          <p className="mt-2 text-slate-700">{page.texts.intro}</p>
          <p className="mt-2 text-slate-700">{page.texts.print}</p>
          <PageLanguageLinks
            label={page.texts.languages}
            current={page.language}
            className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm"
          >
            <Link to={EVENT_HANDLING} className="link">
              {page.texts.back}
            </Link>
          </PageLanguageLinks>
        </header>
        <div className="space-y-6 print:space-y-0">
          {page.posters.map((poster) => (
            <PosterSheet key={poster.key} poster={poster} scan={page.texts.scan} orType={page.texts.orType} />
          ))}
        </div>
      </div>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.texts.title}: ${data.organization}` : "QR posters" },
];
