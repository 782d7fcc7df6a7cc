import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { findAccessibleOrganization, listAccessibleOrganizations } from "~/api/organizations.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { Pager } from "~/components/page/pager";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { editPathOf, newChildPath } from "./paths";

const PAGE_SIZE = 50;

/**
 * The active organization and everything below it, as an indented tree a page at a time (a holding
 * may have thousands of departments), searchable by name; each entry leads to its edit page and offers
 * to add a department or, to a company, a subsidiary.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/manage-organization/tree",
  );
  const url = new URL(request.url);
  const search = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(url.searchParams.get("page"))) || 1));
  const [managed, list] = await Promise.all([
    findAccessibleOrganization(api, organizationId),
    listAccessibleOrganizations(api, {
      within: organizationId,
      ...(search ? { q: search } : {}),
      page: page - 1,
      size: PAGE_SIZE,
    }),
  ]);
  if (!managed) throw new Response("Not found", { status: 404 });
  return {
    title: fixedT(language)("manageOrganization.title"),
    managed: { id: managed.id, depth: managed.depth },
    // Only what a row shows: a deep tree's ancestors would otherwise ride along with every entry.
    entries: list.content.map(({ id, parentId, type, name, depth, ancestors }) => ({
      id,
      parentId,
      type,
      name,
      depth,
      path: search ? ancestors.map((ancestor) => ancestor.name).join(" › ") : "",
    })),
    total: list.totalElements,
    page,
    search,
  };
}

export default function ManageOrganization() {
  const { t } = useTranslation();
  const { title, managed, entries, total, page, search } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={title}
        description={t("manageOrganization.description")}
        crumbs={[{ label: t("menu.groups.organization") }]}
      />
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="block min-w-0 flex-1 text-sm font-medium text-slate-800 sm:max-w-sm">
          {t("manageOrganization.searchLabel")}
          <input type="search" name="q" defaultValue={search} maxLength={200} className="input mt-1 w-full" />
        </label>
        <button type="submit" className="button-secondary">
          {t("manageOrganization.search")}
        </button>
        {search ? (
          <Link to="?" className="link py-2 text-sm">
            {t("manageOrganization.showAll")}
          </Link>
        ) : null}
      </Form>
      <section className="card" aria-labelledby="tree-heading">
        <h2 id="tree-heading" className="text-lg font-semibold">
          {search ? t("manageOrganization.results", { search }) : t("manageOrganization.structure")}
        </h2>
        {entries.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">{t("manageOrganization.noMatch")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2"
                style={{ paddingLeft: search ? undefined : `${(entry.depth - managed.depth) * 1.25}rem` }}
              >
                <Link to={editPathOf(entry, managed.id)} className="link min-w-0 font-medium break-words">
                  {entry.name}
                </Link>
                <span className="text-sm text-slate-600">{t(`dashboard.types.${entry.type}`)}</span>
                {entry.path ? <span className="w-full text-sm break-words text-slate-600">{entry.path}</span> : null}
                <span className="ml-auto flex flex-wrap gap-x-3 text-sm">
                  <Link to={newChildPath(entry.id, "department")} className="link">
                    {t("manageOrganization.addDepartment")}
                    <span className="sr-only">{` – ${entry.name}`}</span>
                  </Link>
                  {entry.type === "COMPANY" ? (
                    <Link to={newChildPath(entry.id, "subsidiary")} className="link">
                      {t("manageOrganization.addSubsidiary")}
                      <span className="sr-only">{` – ${entry.name}`}</span>
                    </Link>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} total={total} pageSize={PAGE_SIZE} />
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Manage organization" }];
