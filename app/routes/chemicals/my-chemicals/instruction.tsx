import { PageLanguageLinks } from "~/components/page-language-links";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { Pictograms } from "~/components/chemicals/hazard-label";
import { PublicFrame } from "~/components/public-frame";
import { requireId } from "~/lib/route.server";
import { fixedT } from "~/i18n/translations.server";
import { keptChemicalUses } from "~/routes/planning/chemical-risk/kept-chemical-uses.server";
import { workplaceInstruction } from "./instruction.server";

/** Printed and pinned up where the chemical is used: no script at all. */
export const handle = { hydrate: false };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const route = "routes/chemicals/my-chemicals/instruction";
  const { api, organizationId, language, access } = await requireRouteAccess(request, context, route);
  const asked = new URL(request.url).searchParams.get("lang");
  const id = requireId(params);
  const [instruction, uses] = await Promise.all([
    workplaceInstruction(api, organizationId, id, asked, language),
    keptChemicalUses(api, access, { org: organizationId, id }),
  ]);
  const t = fixedT(instruction.language);
  // Each work process's printed chemical risk assessment, in the instruction's language.
  const assessments = (uses ?? []).map((use) => ({
    to: `/planning/chemical-risk/${use.id}/print?lang=${instruction.language}`,
    label: t("workProcesses.keptChemical.assessment", { name: use.name }),
  }));
  return { ...instruction, assessments, assessmentsTitle: t("workProcesses.keptChemical.heading") };
}

function Statements({
  title,
  statements,
  none,
}: {
  title: string;
  statements: { code: string; statement: string }[];
  none: string;
}) {
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {statements.length ? (
        <dl className="mt-2 space-y-1">
          {statements.map(({ code, statement }) => (
            <div key={code} className="flex gap-3">
              <dt className="w-36 shrink-0 font-mono font-medium wrap-anywhere">{code}</dt>
              {/* Statements run words together with slashes ("dust/fume/gas/mist"): let them wrap on a phone. */}
              <dd className="min-w-0 wrap-anywhere">{statement}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-slate-700">{none}</p>
      )}
    </section>
  );
}

/** The workplace instruction: what the chemical is, its label, what to do, where it is kept, which SDS to read. */
export default function WorkplaceInstruction() {
  const page = useLoaderData<typeof loader>();
  return (
    <PublicFrame>
      <article lang={page.language} className="card mx-auto w-full max-w-3xl print:shadow-none print:ring-0">
        <p className="text-sm font-medium text-slate-600">{page.texts.title}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight wrap-anywhere">{page.chemical.name}</h1>
        {page.company ? (
          <p className="mt-1">
            {page.texts.company}: <strong>{page.company}</strong>
          </p>
        ) : null}
        <PageLanguageLinks label={page.texts.languages} current={page.language}>
          <Link to={`/chemicals/my-chemicals/${page.id}`} className="link">
            {page.texts.back}
          </Link>
        </PageLanguageLinks>
        <div className="mt-4 flex flex-wrap items-center gap-6">
          <Pictograms pictograms={page.chemical.pictograms} size={72} />
          <p className="text-xl">
            {page.texts.signalWord}:{" "}
            {page.signalWord ? <strong className="uppercase">{page.signalWord}</strong> : page.texts.noSignalWord}
          </p>
          <p>
            {page.texts.dangerCode}: <strong>{page.texts.danger}</strong>
          </p>
        </div>
        <Statements title={page.texts.hazards} statements={page.hazards} none={page.texts.none} />
        {page.precautions.map((section) => (
          <Statements
            key={section.kind}
            title={section.title}
            statements={section.statements}
            none={page.texts.noPrecautions}
          />
        ))}
        <section className="mt-6">
          <h2 className="text-lg font-semibold">{page.texts.storage}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {page.facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="font-medium">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="mt-6">
          <h2 className="text-lg font-semibold">{page.texts.sds}</h2>
          <p className="mt-2">{page.sds.text}</p>
          {page.sds.warning ? <p className="mt-1 font-semibold text-amber-900">⚠ {page.sds.warning}</p> : null}
        </section>
        {page.assessments.length ? (
          <section className="mt-6">
            <h2 className="text-lg font-semibold">{page.assessmentsTitle}</h2>
            <ul className="mt-2 space-y-1">
              {page.assessments.map((assessment) => (
                <li key={assessment.to}>
                  <a href={assessment.to} className="link">
                    {assessment.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="mt-8 text-sm text-slate-600">{page.texts.printed}</p>
        <p className="mt-1 text-sm text-slate-600 print:hidden">{page.texts.print}</p>
      </article>
    </PublicFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.texts.title}: ${data.chemical.name}` : "Workplace instruction" },
];
