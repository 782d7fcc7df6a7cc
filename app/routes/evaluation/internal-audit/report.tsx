import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PrintedActions, PrintedRecord } from "~/components/printed-record";
import { auditReport } from "./report.server";

/** Printed for the management review and the auditee: no script at all. */
export const handle = { hydrate: false };

export const loader = ({ request, context, params }: LoaderFunctionArgs) => auditReport(request, context, params);

/** The audit report: its scope and auditors, its checklist, its findings by type, the actions still open. */
export default function AuditReport() {
  const page = useLoaderData<typeof loader>();
  const { texts } = page;
  return (
    <PrintedRecord page={page}>
      <ChecklistTable lines={page.checklist} texts={texts} />
      <h2 className="mt-6 text-lg font-semibold">{texts.byType}</h2>
      {page.byType.length ? (
        page.byType.map((group) => (
          <section key={group.type} className="mt-3 print:break-inside-avoid" aria-label={group.type}>
            <h3 className="font-semibold">
              {group.type} ({group.findings.length})
            </h3>
            <ul className="mt-1 list-disc space-y-2 pl-5 text-sm">
              {group.findings.map((finding) => (
                <li key={finding.id} className="wrap-anywhere">
                  {finding.clause ? <span className="font-medium">{`${texts.clause} ${finding.clause}: `}</span> : null}
                  {finding.description}
                  {finding.cause ? (
                    <span className="block text-slate-700">{`${texts.cause}: ${finding.cause}`}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <p className="mt-2 text-sm text-slate-700">{texts.noFindings}</p>
      )}
      <h2 className="mt-6 text-lg font-semibold">{texts.openActions}</h2>
      <PrintedActions
        actions={page.openActions}
        texts={{ ...texts, caption: texts.openActions, none: texts.noOpenActions }}
      />
    </PrintedRecord>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Audit report" }];

type Page = ReturnType<typeof useLoaderData<typeof loader>>;

/** Each line of the checklist with its answer and the evidence noted. */
function ChecklistTable({ lines, texts }: { lines: Page["checklist"]; texts: Page["texts"] }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h2 className="mt-6 text-lg font-semibold">{texts.checklist}</h2>
      <table className="mt-2 w-full text-left text-sm print:text-xs">
        <caption className="sr-only">{texts.checklist}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th className="p-2">{texts.line}</th>
            <th className="p-2">{texts.answer}</th>
            <th className="p-2">{texts.evidence}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className="border-b border-slate-100 align-top print:break-inside-avoid">
              <td className="p-2 wrap-anywhere">{line.title}</td>
              <td className="p-2">{line.answer}</td>
              <td className="p-2 wrap-anywhere">{line.evidence}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
