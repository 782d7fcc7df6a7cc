import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { requireRouteAccess } from "~/auth/guards.server";
import { adminCatalogues } from "~/components/menu/menu-model.server";
import { PageHeader } from "~/components/page/page-header";
import { fixedT } from "~/i18n/translations.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { language } = await requireRouteAccess(request, context, "routes/admin/index");
  return { title: fixedT(language)("admin.title"), catalogues: adminCatalogues() };
}

/** The catalogues every organization draws on, kept by the operator's maintainers. */
export default function AdminIndex() {
  const { t } = useTranslation();
  const { catalogues } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t("admin.title")} description={t("admin.intro")} />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {catalogues.map((item) => {
          return (
            <li key={item.key} className="card">
              {item.path ? (
                <Link to={item.path} className="font-semibold text-primary-900 hover:underline">
                  {t(`menu.items.${item.key}`)}
                </Link>
              ) : (
                <span className="font-semibold text-slate-500">{t(`menu.items.${item.key}`)}</span>
              )}
              <p className="mt-1 text-sm text-slate-600">{t(`admin.descriptions.${item.key}`)}</p>
              {item.path ? null : <p className="mt-2 text-xs text-slate-500">{t("menu.notAvailable")}</p>}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Admin" }];
