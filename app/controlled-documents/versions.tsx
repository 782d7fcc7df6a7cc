import { Form, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/page/page-header";
import { TextChanges } from "~/components/page/text-changes";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";
import { audienceText } from "./acknowledgement-card";
import { DecisionLine } from "./approval-card";
import { type DocumentKindScreens, documentPath, documentTitle, registerCrumbs } from "./kinds";
import type { versionsLoader } from "./versions.server";

/** Every published revision; any two compared word by word, in each language. */
export function DocumentVersions({ kind }: { kind: DocumentKindScreens }) {
  const { t, i18n } = useTranslation();
  const { document, revisions, from, to, changes } = useLoaderData<ReturnType<typeof versionsLoader>>();
  const title = documentTitle(document.titles, i18n.language);
  const label = (revision: (typeof revisions)[number]) =>
    `${revision.revision} · ${formatDateTime(revision.publishedAt, i18n.language)}`;
  return (
    <>
      <PageHeader
        title={t("controlled.versionsTitle", { title })}
        crumbs={[...registerCrumbs(kind, t), { label: title, to: documentPath(kind, document.id) }]}
      />
      {revisions.length === 0 ? (
        <p className="card text-slate-700">{t("controlled.noRevisions")}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <section className="card lg:order-last" aria-labelledby="revisions-heading">
            <h2 id="revisions-heading" className="text-lg font-semibold">
              {t("controlled.revisions")}
            </h2>
            <ol className="mt-2 divide-y divide-slate-100">
              {revisions.map((revision) => (
                <li key={revision.id} className="py-2 text-sm">
                  <span className="font-semibold">{revision.revision}</span>
                  <span className="block text-xs text-slate-600">
                    {formatDateTime(revision.publishedAt, i18n.language)} ·{" "}
                    {revision.author ?? t("controlled.unknownAuthor")}
                  </span>
                  {revision.changeNote ? <span className="block text-slate-700">{revision.changeNote}</span> : null}
                  {revision.approvals.length ? (
                    <ul className="mt-1 text-xs" aria-label={t("signOff.approvalTitle")}>
                      {revision.approvals.map((decision, index) => (
                        <li key={index}>
                          <DecisionLine decision={decision} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {revision.acknowledgement ? (
                    <span className="mt-1 block text-xs text-slate-700">
                      {t("acknowledgement.history", {
                        date: formatDate(revision.acknowledgement.acknowledgeBy, i18n.language),
                        audience: audienceText(revision.acknowledgement.audience, t),
                      })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
          <section className="card space-y-4 lg:col-span-2" aria-labelledby="compare-heading">
            <h2 id="compare-heading" className="text-lg font-semibold">
              {t("controlled.compare")}
            </h2>
            <Form method="get" className="flex flex-wrap items-end gap-3">
              {(["from", "to"] as const).map((name) => (
                <label key={name} className="block text-sm font-medium text-slate-800">
                  {t(`controlled.${name}`)}
                  <select name={name} defaultValue={String(name === "from" ? from : to)} className="input mt-1">
                    {revisions.map((revision) => (
                      <option key={revision.id} value={revision.id}>
                        {label(revision)}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <button type="submit" className="button-secondary">
                {t("controlled.compareButton")}
              </button>
            </Form>
            <p className="text-xs text-slate-600">{t("controlled.changesHint")}</p>
            {changes.map((change) => (
              <div key={change.language} lang={change.language}>
                <h3 className="text-sm font-semibold text-slate-700">{t(`controlled.language.${change.language}`)}</h3>
                <TextChanges parts={change.parts} />
              </div>
            ))}
          </section>
        </div>
      )}
    </>
  );
}
