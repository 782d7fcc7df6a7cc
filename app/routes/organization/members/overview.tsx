import { COMPETENCE_SORT_FIELDS } from "../../../../server/api/schemas/competences";
import { MEMBER_SORT_FIELDS } from "../../../../server/api/schemas/members";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { isFeatureAvailable } from "../../../../server/domain/features";
import { competencesApi } from "../../../../server/api/contracts/competences";
import { membersApi } from "../../../../server/api/contracts/members";
import { rolesApi } from "../../../../server/api/contracts/roles";
import { isAllowed, requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { CompetencesTab } from "./competences-tab";
import { MatrixTab } from "./matrix-tab";
import { MembersTab } from "./members-tab";
import { departmentOptions } from "~/lib/department-options.server";
import { memberQuery, peopleFilter, roleOptions } from "./people.server";
import { RolesTab } from "./roles-tab";

const TABS = ["members", "roles", "competences", "matrix"] as const;
type Tab = (typeof TABS)[number];

/** One page, four tabs that are links: the members, their roles, the competences, and the matrix of who holds what. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, access, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/members/overview",
  );
  const url = new URL(request.url);
  const competencesShown = isFeatureAvailable("competences", access.accessibility);
  const tabs = TABS.filter((tab) => competencesShown || tab === "members" || tab === "roles");
  const asked = url.searchParams.get("tab") ?? "members";
  const tab: Tab = tabs.includes(asked as Tab) ? (asked as Tab) : "members";
  const can = {
    manage: isAllowed(access, "MANAGE", "members"),
    editCompetences: isAllowed(access, "EDIT", "competences"),
  };
  const base = { tab, tabs, can, title: fixedT(language)("members.title") };
  const org = { org: organizationId };
  const filter = peopleFilter(url);

  if (tab === "roles") {
    const roles = await api.call(rolesApi.list, { params: org });
    return { ...base, roles: roles.content };
  }
  if (tab === "competences") {
    const query = parseListQuery(url, {
      sortable: COMPETENCE_SORT_FIELDS,
      defaultSort: { field: "name", direction: "asc" },
    });
    const list = await api.call(competencesApi.list, {
      params: org,
      query: { page: query.page - 1, size: query.size, sort: query.sort, q: filter.q },
    });
    const lastPage = lastPageAddress(url, query, list.totalElements);
    if (lastPage) throw redirect(lastPage);
    return { ...base, competences: { rows: list.content, total: list.totalElements, query, q: filter.q } };
  }
  const [departments, roleChoices] = await Promise.all([
    departmentOptions(api, organizationId, filter.departmentId),
    roleOptions(api, organizationId),
  ]);
  if (tab === "matrix") {
    const query = parseListQuery<"name">(url, { sortable: [], defaultSort: { field: "name", direction: "asc" } });
    const matrix = await api.call(competencesApi.matrix, {
      params: org,
      query: { ...filter, page: query.page - 1, size: query.size },
    });
    const lastPage = lastPageAddress(url, query, matrix.totalElements);
    if (lastPage) throw redirect(lastPage);
    return { ...base, departments, roleChoices, filter, matrix: { ...matrix, query } };
  }
  const query = parseListQuery(url, { sortable: MEMBER_SORT_FIELDS, defaultSort: { field: "name", direction: "asc" } });
  const list = await api.call(membersApi.list, {
    params: org,
    query: { page: query.page - 1, size: query.size, sort: query.sort, ...memberQuery(filter) },
  });
  const lastPage = lastPageAddress(url, query, list.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    ...base,
    departments,
    roleChoices,
    filter,
    members: { rows: list.content, total: list.totalElements, query },
  };
}

export default function MembersRolesAndCompetences() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("members.title")}
        crumbs={[{ label: t("menu.groups.organization") }]}
        description={t("members.intro")}
      />
      <nav aria-label={t("members.tabs")} className="mb-4 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-x-1">
          {data.tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={`?tab=${tab}`}
                aria-current={tab === data.tab ? "page" : undefined}
                className={`inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                  tab === data.tab
                    ? "border-sky-700 text-sky-800"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {t(`members.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {"members" in data ? (
        <MembersTab
          {...data.members}
          filter={data.filter}
          departments={data.departments}
          roles={data.roleChoices}
          can={data.can}
        />
      ) : null}
      {"matrix" in data ? (
        <MatrixTab
          matrix={data.matrix}
          filter={data.filter}
          departments={data.departments}
          roles={data.roleChoices}
          can={data.can}
        />
      ) : null}
      {"competences" in data ? <CompetencesTab {...data.competences} can={data.can} /> : null}
      {"roles" in data ? <RolesTab roles={data.roles} can={data.can} /> : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Members" }];
