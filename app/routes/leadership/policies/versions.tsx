import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { policiesApi } from "../../../../server/api/contracts/policies";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { TextChanges } from "~/components/page/text-changes";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { textChanges } from "~/lib/text-changes.server";
import { policyTitle } from "./policy-title";
import { LANGUAGES, POLICIES_PATH, policyPath } from "./paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/leadership/policies/versions");
  const where = { params: { org: organizationId, id: requireId(params) } };
  const [policy, revisions] = await Promise.all([
    api.call(policiesApi.get, where),
    api.call(policiesApi.revisions, where).then((list) => list.content),
  ]);
  const url = new URL(request.url);
  const pick = (name: string, fallback: number) => {
    const asked = revisions.findIndex((revision) => revision.id === Number(url.searchParams.get(name)));
    return revisions[asked >= 0 ? asked : fallback];
  };
  // By default the latest revision against the one before it.
  const to = pick("to", 0);
  const from = pick("from", 1) ?? to;
  const compare = (language: (typeof LANGUAGES)[number]) => {
    const before = from?.texts[language];
    const after = to?.texts[language];
    if (!before && !after) return null;
    const text = (value?: { title: string; content: string }) => (value ? `${value.title}\n\n${value.content}` : "");
    return { language, parts: textChanges(text(before), text(after)) };
  };
  return {
    policy: { id: policy.id, titles: policy.titles },
    revisions: revisions.map(({ id, revision, changeNote, author, publishedAt }) => ({
      id,
      revision,
      changeNote,
      author: author?.name ?? null,
      publishedAt,
    })),
    from: from?.id ?? null,
    to: to?.id ?? null,
    changes: to ? LANGUAGES.map(compare).filter((change) => change !== null) : [],
  };
}

/** Every published revision; any two compared word by word, in each language. */
export default function PolicyVersions() {
  const { t, i18n } = useTranslation();
  const { policy, revisions, from, to, changes } = useLoaderData<typeof loader>();
  const title = policyTitle(policy.titles, i18n.language);
  const label = (revision: (typeof revisions)[number]) =>
    `${revision.revision} · ${formatDateTime(revision.publishedAt, i18n.language)}`;
  return (
    <>
      <PageHeader
        title={t("policies.versionsTitle", { title })}
        crumbs={[
          { label: t("menu.groups.leadership") },
          { label: t("policies.title"), to: POLICIES_PATH },
          { label: title, to: policyPath(policy.id) },
        ]}
      />
      {revisions.length === 0 ? (
        <p className="card text-slate-700">{t("policies.noRevisions")}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <section className="card lg:order-last" aria-labelledby="revisions-heading">
            <h2 id="revisions-heading" className="text-lg font-semibold">
              {t("policies.revisions")}
            </h2>
            <ol className="mt-2 divide-y divide-slate-100">
              {revisions.map((revision) => (
                <li key={revision.id} className="py-2 text-sm">
                  <span className="font-semibold">{revision.revision}</span>
                  <span className="block text-xs text-slate-600">
                    {formatDateTime(revision.publishedAt, i18n.language)} ·{" "}
                    {revision.author ?? t("policies.unknownAuthor")}
                  </span>
                  {revision.changeNote ? <span className="block text-slate-700">{revision.changeNote}</span> : null}
                </li>
              ))}
            </ol>
          </section>
          <section className="card space-y-4 lg:col-span-2" aria-labelledby="compare-heading">
            <h2 id="compare-heading" className="text-lg font-semibold">
              {t("policies.compare")}
            </h2>
            <Form method="get" className="flex flex-wrap items-end gap-3">
              {(["from", "to"] as const).map((name) => (
                <label key={name} className="block text-sm font-medium text-slate-800">
                  {t(`policies.${name}`)}
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
                {t("policies.compareButton")}
              </button>
            </Form>
            <p className="text-xs text-slate-600">{t("policies.changesHint")}</p>
            {changes.map((change) => (
              <div key={change.language} lang={change.language}>
                <h3 className="text-sm font-semibold text-slate-700">{t(`policies.language.${change.language}`)}</h3>
                <TextChanges parts={change.parts} />
              </div>
            ))}
          </section>
        </div>
      )}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? policyTitle(data.policy.titles, "en") : "Policy versions" },
];
