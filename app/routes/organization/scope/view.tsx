import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { formatDateTime } from "~/lib/format";
import { findScope } from "./scope.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/scope/view",
  );
  return { scope: await findScope(api, organizationId), canEdit, title: fixedT(language)("scope.title") };
}

/** The scope of the management system (ISO 14001 4.3): its statement, the files behind it, its history. */
export default function Scope() {
  const { t, i18n } = useTranslation();
  const { scope, canEdit } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("scope.title")}
        crumbs={[{ label: t("menu.groups.organization") }]}
        description={t("scope.intro")}
        actions={
          scope ? (
            <>
              <Link to="/organization/scope/versions" className="button-secondary">
                {t("scope.versions")}
              </Link>
              <EditLink to="/organization/scope/edit" allowed={canEdit} />
            </>
          ) : null
        }
      />
      {scope ? (
        <div className="grid gap-6 xl:grid-cols-3">
          <div className="space-y-6 xl:col-span-2">
            <section className="card" aria-labelledby="statement-heading">
              <h2 id="statement-heading" className="text-lg font-semibold">
                {t("scope.statement")}
              </h2>
              <p className="mt-2 text-sm wrap-anywhere whitespace-pre-line text-slate-900">{scope.text}</p>
            </section>
            <FileList
              title={t("scope.files")}
              files={scope.files}
              owner="scope"
              can={{ edit: canEdit, details: true }}
              downloadHref={(file) => `/files/${file.id}/download`}
            />
          </div>
          <aside className="card">
            <DetailList
              items={[
                { label: t("scope.created"), value: formatDateTime(scope.createdDate, i18n.language) },
                { label: t("page.lastModified"), value: formatDateTime(scope.lastModifiedDate, i18n.language) },
              ]}
            />
          </aside>
        </div>
      ) : (
        <section className="card max-w-2xl">
          <h2 className="text-lg font-semibold">{t("scope.noneTitle")}</h2>
          <p className="mt-2 text-sm text-slate-700">{t("scope.noneText")}</p>
          {canEdit ? (
            <Link to="/organization/scope/edit" className="button-primary mt-4">
              {t("scope.write")}
            </Link>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t("scope.noneReader")}</p>
          )}
        </section>
      )}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Scope" }];
