import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { scopeApi } from "../../../../server/api/contracts/scope";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { formatDateTime } from "~/lib/format";
import { TextChanges } from "~/components/page/text-changes";
import { textChanges } from "~/lib/text-changes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/scope/versions",
  );
  const revisions = (await api.call(scopeApi.revisions, { params: { org: organizationId } })).content;
  const asked = Number(new URL(request.url).searchParams.get("revision"));
  const index = Math.max(
    0,
    revisions.findIndex((revision) => revision.id === asked),
  );
  const shown = revisions[index] ?? null;
  const previous = revisions[index + 1] ?? null;
  return {
    title: fixedT(language)("scope.versions"),
    // The list shows who and when; only the revision shown carries its text and changes.
    revisions: revisions.map(({ id, author, createdDate }) => ({ id, author: author?.name ?? null, createdDate })),
    shown: shown && { id: shown.id, text: shown.text },
    changes: shown && previous ? textChanges(previous.text, shown.text) : null,
  };
}

/** Every saved version of the scope; any one of them, and what it changed against the one before. */
export default function ScopeVersions() {
  const { t, i18n } = useTranslation();
  const { revisions, shown, changes } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("scope.versions")}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("scope.title"), to: "/organization/scope" }]}
      />
      {shown === null ? (
        <p className="card text-slate-700">{t("scope.noVersions")}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <nav aria-label={t("scope.versions")} className="card lg:order-last">
            <ol className="divide-y divide-slate-100">
              {revisions.map((revision, index) => (
                <li key={revision.id} className="py-2 text-sm">
                  <Link
                    to={`?revision=${revision.id}`}
                    aria-current={revision.id === shown.id ? "page" : undefined}
                    className={revision.id === shown.id ? "font-semibold text-slate-900" : "link"}
                  >
                    {t("scope.versionNumber", { number: revisions.length - index })}
                  </Link>
                  <span className="block text-xs text-slate-600">
                    {formatDateTime(revision.createdDate, i18n.language)} ·{" "}
                    {revision.author ?? t("scope.unknownAuthor")}
                  </span>
                </li>
              ))}
            </ol>
          </nav>
          <section className="card lg:col-span-2" aria-labelledby="version-heading">
            <h2 id="version-heading" className="text-lg font-semibold">
              {changes ? t("scope.changesHeading") : t("scope.firstVersion")}
            </h2>
            {changes ? (
              <>
                <p className="mt-1 text-xs text-slate-600">{t("scope.changesHint")}</p>
                <TextChanges parts={changes} />
              </>
            ) : (
              <p className="mt-2 text-sm wrap-anywhere whitespace-pre-line text-slate-900">{shown.text}</p>
            )}
          </section>
        </div>
      )}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Scope versions" }];
