import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PrintedActions, PrintedRecord } from "~/components/printed-record";
import { AgendaFigures } from "./agenda-section";
import { reviewMinutes } from "./minutes.server";

/** Printed and filed as the review's minutes: no script at all. */
export const handle = { hydrate: false };

export const loader = ({ request, context, params }: LoaderFunctionArgs) => reviewMinutes(request, context, params);

/** The minutes: participants, the agenda with its figures and notes, decisions, actions, the next review. */
export default function ReviewMinutes() {
  const page = useLoaderData<typeof loader>();
  const { texts } = page;
  return (
    <PrintedRecord page={page}>
      {page.sections.map((section, index) => (
        <section key={section.key} className="mt-6 print:break-inside-avoid" aria-labelledby={`${section.key}-heading`}>
          <h2 id={`${section.key}-heading`} className="mb-2 text-lg font-semibold">
            {`${index + 1}. ${section.heading}`}
          </h2>
          <AgendaFigures section={section} links={false} />
          {section.note ? (
            <p className="mt-2 text-sm wrap-anywhere whitespace-pre-line">
              <span className="font-medium">{`${texts.notes}: `}</span>
              {section.note}
            </p>
          ) : null}
        </section>
      ))}
      <h2 className="mt-6 text-lg font-semibold">{texts.decisions}</h2>
      <p className="mt-2 text-sm wrap-anywhere whitespace-pre-line">{page.decisions}</p>
      <h2 className="mt-6 text-lg font-semibold">{texts.actions}</h2>
      <PrintedActions actions={page.actions} texts={{ ...texts, caption: texts.actions, none: texts.noActions }} />
      <p className="mt-6 text-sm">
        <span className="font-medium">{`${texts.nextReviewDate}: `}</span>
        {page.nextReviewDate}
      </p>
    </PrintedRecord>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Minutes" }];
