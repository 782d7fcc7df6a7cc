import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PrintedRecord } from "~/components/printed-record";
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
      {page.actions.length ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="actions-caption">
          <table className="mt-2 w-full text-left text-sm print:text-xs">
            <caption id="actions-caption" className="sr-only">
              {texts.actions}
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
              {page.actions.map((action) => (
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
      ) : (
        <p className="mt-2 text-sm text-slate-700">{texts.noActions}</p>
      )}
      <p className="mt-6 text-sm">
        <span className="font-medium">{`${texts.nextReviewDate}: `}</span>
        {page.nextReviewDate}
      </p>
    </PrintedRecord>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Minutes" }];
