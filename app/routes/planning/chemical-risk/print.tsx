import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { StatementCodes } from "~/components/chemicals/statement-list";
import { PageLanguageLinks } from "~/components/page-language-links";
import { PublicFrame } from "~/components/public-frame";
import { requireId } from "~/lib/route.server";
import { printedAssessment } from "./print.server";

/** Printed and kept with the workplace instructions: no script at all. */
export const handle = { hydrate: false };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const route = "routes/planning/chemical-risk/print";
  const { api, organizationId, language } = await requireRouteAccess(request, context, route);
  const asked = new URL(request.url).searchParams.get("lang");
  return printedAssessment(api, organizationId, requireId(params), asked, language);
}

function Facts({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium">{fact.label}</dt>
          <dd className="min-w-0 wrap-anywhere whitespace-pre-line">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The chemical risk assessment of a work process: the process, then each product's hazards, exposure and risk. */
export default function PrintedAssessment() {
  const page = useLoaderData<typeof loader>();
  return (
    <PublicFrame>
      <article lang={page.language} className="card mx-auto w-full max-w-3xl print:shadow-none print:ring-0">
        <p className="text-sm font-medium text-slate-600">{page.texts.title}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight wrap-anywhere">{page.name}</h1>
        <PageLanguageLinks label={page.texts.languages} current={page.language}>
          <Link to={`/planning/chemical-risk/${page.id}`} className="link">
            {page.texts.back}
          </Link>
        </PageLanguageLinks>
        <Facts facts={page.facts} />
        <h2 className="mt-6 text-xl font-semibold">{page.texts.products}</h2>
        {page.products.length ? null : <p className="mt-2 text-slate-700">{page.texts.none}</p>}
        {page.products.map((product) => (
          <section key={product.id} className="mt-6 break-inside-avoid border-t border-slate-300 pt-4">
            <h3 className="text-lg font-semibold wrap-anywhere">
              {product.name}
              {product.cmr ? <span className="ml-2 text-sm font-bold text-red-900">{page.texts.cmr}</span> : null}
            </h3>
            <p className="mt-1">
              {page.texts.level}: <strong>{product.level}</strong>
            </p>
            <Facts facts={product.facts} />
            <h4 className="mt-3 font-semibold">{page.texts.hazards}</h4>
            {product.hazards.length ? (
              <StatementCodes
                statements={product.hazards}
                marked={product.cmrCodes}
                mark={<strong>{page.texts.cmr}</strong>}
              />
            ) : (
              <p className="text-sm">{page.texts.noHazards}</p>
            )}
            <h4 className="mt-3 font-semibold">{page.texts.suggested}</h4>
            {product.suggested.length ? (
              <StatementCodes statements={product.suggested} />
            ) : (
              <p className="text-sm">{page.texts.noSuggestion}</p>
            )}
          </section>
        ))}
        <p className="mt-8 text-sm text-slate-600">{page.texts.printed}</p>
        <p className="mt-1 text-sm text-slate-600 print:hidden">{page.texts.print}</p>
      </article>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.texts.title}: ${data.name}` : "Chemical risk assessment" },
];
