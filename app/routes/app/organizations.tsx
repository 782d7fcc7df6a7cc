import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import {
  findAccessibleOrganization,
  listAccessibleOrganizations,
  type OrganizationEntry,
} from "~/api/organizations.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { Pager } from "~/components/page/pager";
import { fixedT } from "~/i18n/translations.server";
import { withParams } from "~/lib/list-query";
import { safeRedirect } from "~/lib/safe-redirect";

const PAGE_SIZE = 50;

/**
 * Every organization and department the user may open, a page at a time: the companies as a tree, one
 * organization's departments, or a search by name. Choosing one is a plain form post to the switcher's
 * action, so a holding of thousands of departments costs the shell nothing.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language, organizationId } = await requireRouteAccess(request, context, "routes/app/organizations");
  const url = new URL(request.url);
  const search = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const page = positive(url.searchParams.get("page")) ?? 1;
  const parentId = positive(url.searchParams.get("parent"));
  const parent = !search && parentId ? await findAccessibleOrganization(api, parentId) : null;
  const query = search ? { q: search } : parent ? { parentId: parent.id } : { type: "COMPANY" as const };
  const paging = { page: page - 1, size: PAGE_SIZE };
  let list = await listAccessibleOrganizations(api, { ...query, ...paging });
  // A member of departments alone has no company to start from: list what they may open instead.
  if (!search && !parent && page === 1 && list.totalElements === 0)
    list = await listAccessibleOrganizations(api, paging);
  // Back to the page the user came from; never to this page itself, which would only show again.
  const back = safeRedirect(url.searchParams.get("redirectTo"));
  return {
    title: fixedT(language)("organization.chooser.title"),
    entries: list.content,
    total: list.totalElements,
    page,
    search,
    parent,
    activeOrganizationId: organizationId,
    redirectTo: back.startsWith("/organizations") ? "/dashboard" : back,
  };
}

/** A positive whole number from the URL, or null: a URL is user input. */
function positive(value: string | null) {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

export default function Organizations() {
  const { t } = useTranslation();
  const { entries, total, page, search, parent, activeOrganizationId, redirectTo } = useLoaderData<typeof loader>();
  const { search: here } = useLocation();
  const top = `/organizations${withParams(here, { parent: null, q: null })}`;
  const crumbs = parent
    ? [
        { label: t("organization.chooser.companies"), to: top },
        ...parent.ancestors.map((ancestor) => ({
          label: ancestor.name,
          to: withParams(here, { parent: ancestor.id }),
        })),
      ]
    : [];
  const heading = search
    ? t("organization.chooser.results", { search })
    : parent
      ? parent.name
      : t("organization.chooser.companies");
  return (
    <>
      <PageHeader title={t("organization.chooser.title")} description={t("organization.chooser.description")} />
      <Form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-3">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label className="block min-w-0 flex-1 text-sm font-medium text-slate-800 sm:max-w-sm">
          {t("organization.chooser.searchLabel")}
          <input type="search" name="q" defaultValue={search} maxLength={200} className="input mt-1 w-full" />
        </label>
        <button type="submit" className="button-secondary">
          {t("organization.chooser.search")}
        </button>
        {search ? (
          <Link to={top} className="link py-2 text-sm">
            {t("organization.chooser.showAll")}
          </Link>
        ) : null}
      </Form>
      <section className="card" aria-labelledby="organizations-heading">
        {crumbs.length ? (
          <nav aria-label={t("page.breadcrumbs")} className="mb-1 text-sm text-slate-600">
            <ol className="flex flex-wrap items-center gap-1">
              {crumbs.map((crumb) => (
                <li key={crumb.to} className="flex items-center gap-1">
                  <Link to={crumb.to} className="link">
                    {crumb.label}
                  </Link>
                  <span aria-hidden>/</span>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h2 id="organizations-heading" className="text-lg font-semibold break-words">
          {heading}
        </h2>
        {entries.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">{t("organization.chooser.none")}</p>
        ) : (
          <Form method="post" action="/resources/organization">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <ul className="mt-3 divide-y divide-slate-200">
              {entries.map((entry) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  indent={search || parent ? 0 : entry.depth}
                  showPath={Boolean(search)}
                  active={entry.id === activeOrganizationId}
                />
              ))}
            </ul>
          </Form>
        )}
        <Pager page={page} total={total} pageSize={PAGE_SIZE} />
      </section>
    </>
  );
}

/** One organization: its name chooses it; its departments are a link away. */
function EntryRow({
  entry,
  indent,
  showPath,
  active,
}: {
  entry: OrganizationEntry;
  indent: number;
  showPath: boolean;
  active: boolean;
}) {
  const { t } = useTranslation();
  const { search: here } = useLocation();
  const below = [
    entry.departmentCount ? t("organization.chooser.departments", { count: entry.departmentCount }) : null,
    entry.subsidiaryCount ? t("organization.chooser.subsidiaries", { count: entry.subsidiaryCount }) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2" style={{ paddingLeft: `${indent * 1.25}rem` }}>
      <button
        type="submit"
        name="organizationId"
        value={entry.id}
        aria-current={active ? "true" : undefined}
        className="link min-w-0 cursor-pointer text-left break-words"
      >
        {entry.name}
      </button>
      <span className="text-sm text-slate-600">
        {t(`dashboard.types.${entry.type}`)}
        {active ? `, ${t("organization.chooser.active")}` : ""}
      </span>
      {showPath && entry.ancestors.length ? (
        <span className="w-full text-sm break-words text-slate-600">
          {entry.ancestors.map((ancestor) => ancestor.name).join(" › ")}
        </span>
      ) : null}
      {below.length ? (
        <Link to={withParams(here, { parent: entry.id, q: null })} className="link text-sm">
          {below.join(", ")}
          <span className="sr-only">{` – ${entry.name}`}</span>
        </Link>
      ) : null}
    </li>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Organizations" }];
